import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Textarea } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t, tRich } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { instantText } from "@/client/lib/person-clock";
import { isHidden } from "@/domain/hidden";
import {
  type DesignStatus,
  designMoveFormSchema,
  isSignedOff,
  movesFrom,
} from "@/domain/merch/design-projects";
import type { ShownDesignProjectDetail as DesignProjectDetail } from "@/domain/merch/reader-shape";
import { formatCalendarDate } from "@/domain/tour-timing";
import { designProjectQuery } from "../api/design-projects";
import { useMoveProject } from "../api/use-design-project-mutations";
import { designKindLabel, designStatusLabel } from "../labels";
import { ArtworkFiles } from "./artwork-files";
import { DesignStatusBadge } from "./merch-badges";

const when = (iso: string) => instantText(iso);

function ReviewThread({ project }: { project: DesignProjectDetail }) {
  return (
    <section
      aria-label={t({ id: "merch.review.threadLabel", defaultMessage: "Review thread" })}
      className="space-y-2"
    >
      <h3 className="font-semibold">
        {t({ id: "merch.review.thread", defaultMessage: "Review Thread" })}
      </h3>
      <ol className="space-y-2">
        {[...project.reviews].reverse().map((r) => (
          <li key={r.id} className="rounded-lg border p-3 text-sm">
            <p>
              {r.fromStatus
                ? tRich(
                    {
                      id: "merch.review.moved",
                      defaultMessage: "<b>{author}</b> moved it from {from} to {to}",
                    },
                    {
                      author: r.authorName,
                      from: designStatusLabel(r.fromStatus),
                      to: designStatusLabel(r.toStatus),
                      b: (chunks) => <span className="font-medium">{chunks}</span>,
                    },
                  )
                : tRich(
                    {
                      id: "merch.review.created",
                      defaultMessage: "<b>{author}</b> created the project",
                    },
                    {
                      author: r.authorName,
                      b: (chunks) => <span className="font-medium">{chunks}</span>,
                    },
                  )}
              <span className="text-muted-foreground"> · {when(r.createdAt)}</span>
            </p>
            {r.comment && <p className="mt-1 whitespace-pre-wrap">“{r.comment}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Moves({ project }: { project: DesignProjectDetail }) {
  const move = useMoveProject();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const moves = movesFrom(project.status);
  if (moves.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: "merch.review.completed", defaultMessage: "This project is completed." })}
      </p>
    );
  const showError = (message: string) => {
    setError(message);
    commentRef.current?.focus();
  };
  const submit = (to: DesignStatus) => {
    // The same rule the server applies: a missing comment is said beside the field, not sent.
    const checked = designMoveFormSchema(project.status).safeParse({ to, comment });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      if (issue.path[0] === "comment") return showError(issue.message);
      return void toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: issue.message,
      });
    }
    setError(null);
    move.mutate(
      { id: project.id, to, comment },
      {
        onSuccess: () => {
          setComment("");
          toast.success(
            t(
              { id: "merch.review.movedTo", defaultMessage: "Moved to {status}" },
              { status: designStatusLabel(to) },
            ),
          );
        },
        onError: (err) => {
          const field = err instanceof ApiRequestError ? err.fields?.comment : undefined;
          if (field) showError(field);
          else
            toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
              description: err.message,
            });
        },
      },
    );
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={commentId}>
        {t({ id: "merch.review.comment", defaultMessage: "Comment" })}
      </Label>
      <Textarea
        id={commentId}
        ref={commentRef}
        rows={2}
        value={comment}
        placeholder={t({
          id: "merch.review.commentPlaceholder",
          defaultMessage: "Feedback for the designer (required to request changes)",
        })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${commentId}-error` : undefined}
        onChange={(e) => {
          setComment(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <p id={`${commentId}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {moves.map((m) => (
          <Button
            key={m.to}
            variant={m.commentRequired ? "outline" : "default"}
            disabled={move.isPending}
            onClick={() => submit(m.to)}
          >
            {t(m.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** One project: brief, proofs, the status moves and the review thread. */
export function ProjectDetailDialog({
  projectId,
  onClose,
  onCreateProduct,
}: {
  projectId: string | null;
  onClose(): void;
  /** An approved design becomes a product: opens the product form linked to it. */
  onCreateProduct(design: { id: string; title: string }): void;
}) {
  const detail = useQuery({ ...designProjectQuery(projectId ?? ""), enabled: projectId !== null });
  const p = detail.data;
  return (
    <Dialog open={projectId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>
            {p?.title ?? t({ id: "merch.project.fallbackTitle", defaultMessage: "Design project" })}
          </DialogTitle>
          <DialogDescription>
            {p
              ? [
                  designKindLabel(p.kind),
                  p.partnerName,
                  p.tourTitle,
                  p.dueDate &&
                    t(
                      { id: "merch.project.dueLower", defaultMessage: "due {date}" },
                      { date: formatCalendarDate(p.dueDate) },
                    ),
                ]
                  .filter(Boolean)
                  .join(" · ")
              : t({ id: "merch.project.loading", defaultMessage: "Loading..." })}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={detail}
          errorText={t({
            id: "merch.project.loadError",
            defaultMessage: "Failed to load the design project",
          })}
        >
          {(project) => (
            <div className="space-y-5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm">
                  {t({ id: "merch.project.status", defaultMessage: "Status:" })}
                </span>
                <DesignStatusBadge status={project.status} />
              </div>
              {project.brief && !isHidden(project.brief) && (
                <p className="whitespace-pre-wrap text-sm">{project.brief}</p>
              )}
              <Moves project={project} />
              {isSignedOff(project.status) && (
                <Button
                  variant="outline"
                  onClick={() => onCreateProduct({ id: project.id, title: project.title })}
                >
                  {t({
                    id: "merch.project.createProduct",
                    defaultMessage: "Create Product from Design",
                  })}
                </Button>
              )}
              <ArtworkFiles projectId={project.id} files={project.files} />
              <ReviewThread project={project} />
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

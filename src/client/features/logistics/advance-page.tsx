import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ListChecks } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { useClock } from "@/client/lib/profile-query";
import { useCan } from "@/client/lib/workspace";
import { HIDDEN_LABEL, isHidden } from "@/domain/hidden";
import {
  ADVANCE_SECTION_LABELS,
  ADVANCE_SECTIONS,
  ADVANCE_STATE_LABELS,
} from "@/domain/logistics/advances";
import { type AdvanceData, advanceQuery, showFileUrl } from "./api/advances";
import { useAdvanceMutation } from "./api/use-advance-mutations";
import { AnswerInput, answerText } from "./components/advance-answer";
import { AdvanceShowLine, advanceTitle } from "./components/advance-heading";
import { AdvanceLinksPanel } from "./components/advance-links-panel";
import { ShowFileList, ShowFileUpload } from "./components/show-file-list";

type Item = AdvanceData["items"][number];

function ItemRow({
  item,
  at,
  canManage,
  chosen,
  onChoose,
}: {
  item: Item;
  at: { tourId: string; showId: string };
  canManage: boolean;
  chosen: boolean;
  onChoose(on: boolean): void;
}) {
  const clock = useClock();
  const edit = useAdvanceMutation("editItem");
  const [editing, setEditing] = useState(false);
  const show = (v: Item["agreed"]) =>
    isHidden(v) ? HIDDEN_LABEL : answerText(item.kind, v, clock);
  const proposed = !isHidden(item.proposed) && item.proposed !== null;
  return (
    <li className="grid gap-2 border-b py-3 last:border-0" data-testid={`advance-item-${item.key}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{item.label}</span>
        <Badge variant="outline">{ADVANCE_STATE_LABELS[item.state]}</Badge>
        {canManage && !editing ? (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
      {/* Side by side: what the day sheet says now, and what the venue proposes. */}
      <div className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <span className="text-muted-foreground">Now: </span>
          <span className="tabular-nums">{show(item.agreed)}</span>
        </div>
        {proposed ? (
          <div className="flex items-start gap-2">
            {canManage ? (
              <Checkbox
                id={`accept-${item.key}`}
                checked={chosen}
                onCheckedChange={(v) => onChoose(v === true)}
                aria-label={`Accept ${item.label}`}
              />
            ) : null}
            <label htmlFor={`accept-${item.key}`}>
              <span className="text-muted-foreground">Proposed: </span>
              <span className="font-medium tabular-nums">{show(item.proposed)}</span>
              {item.answeredBy ? (
                <span className="text-muted-foreground"> by {item.answeredBy}</span>
              ) : null}
            </label>
          </div>
        ) : null}
      </div>
      {item.change ? (
        // Changed on the day sheet after the venue agreed it: who, from what, to what.
        <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="advance-change">
          {item.label} {show(item.change.from)} → {show(item.change.to)}
          {item.change.by ? ` by ${item.change.by}` : ""} on the day sheet; the venue agreed{" "}
          {show(item.change.from)}.
        </p>
      ) : null}
      {editing ? (
        <AnswerInput
          kind={item.kind}
          label={item.label}
          initial={isHidden(item.agreed) ? null : item.agreed}
          pending={edit.isPending}
          onSave={(value) =>
            edit.mutate(
              { ...at, key: item.key, value },
              {
                onSuccess: () => setEditing(false),
                onError: (err) => toast.error("Error", { description: err.message }),
              },
            )
          }
        />
      ) : null}
    </li>
  );
}

function Advance({ data, tourId, showId }: { data: AdvanceData; tourId: string; showId: string }) {
  const canManage = !isHidden(data.links);
  const accept = useAdvanceMutation("accept");
  const upload = useAdvanceMutation("uploadFile");
  const [chosen, setChosen] = useState<string[]>([]);
  const at = { tourId, showId };
  return (
    <div className="grid gap-6">
      <p className="text-lg font-semibold" data-testid="advance-progress">
        Advanced {data.progress.confirmed} of {data.progress.total}
      </p>
      {canManage && !isHidden(data.links) ? (
        <AdvanceLinksPanel tourId={tourId} showId={showId} links={data.links} />
      ) : null}
      {canManage ? (
        <Button
          className="justify-self-start"
          disabled={chosen.length === 0 || accept.isPending}
          onClick={() =>
            accept.mutate(
              { ...at, keys: chosen },
              {
                onSuccess: (r) => {
                  setChosen([]);
                  toast.success(`Accepted ${r.accepted} into the day sheet`);
                },
                onError: (err) => toast.error("Error", { description: err.message }),
              },
            )
          }
        >
          Accept selected ({chosen.length})
        </Button>
      ) : null}
      {ADVANCE_SECTIONS.map((section) => {
        const items = data.items.filter((i) => i.section === section);
        if (!items.length) return null;
        return (
          <section key={section} className="grid gap-1 rounded-xl border bg-card p-4">
            <SectionTitle>{ADVANCE_SECTION_LABELS[section]}</SectionTitle>
            <ul>
              {items.map((item) => (
                <ItemRow
                  key={item.key}
                  item={item}
                  at={at}
                  canManage={canManage}
                  chosen={chosen.includes(item.key)}
                  onChoose={(on) =>
                    setChosen((c) => (on ? [...c, item.key] : c.filter((k) => k !== item.key)))
                  }
                />
              ))}
            </ul>
          </section>
        );
      })}
      <section className="grid gap-3 rounded-xl border bg-card p-4">
        <SectionTitle>Files</SectionTitle>
        <ShowFileList files={data.files} urlOf={(id) => showFileUrl(tourId, showId, id)} />
        {canManage ? (
          <ShowFileUpload upload={(file, kind) => upload.mutateAsync({ ...at, file, kind })} />
        ) : null}
      </section>
    </div>
  );
}

/** A show's advance: what is asked, answered and agreed; the venue's link; the files. */
export function AdvancePage() {
  const { tourId = "", showId = "" } = useParams();
  const advance = useQuery(advanceQuery(tourId, showId));
  const can = useCan();
  return (
    <>
      {/* Which show this is, at the top on a desk and a phone (issue 47). */}
      <PageHeader
        title={advanceTitle(advance.data?.show)}
        description={
          advance.data?.show ? (
            <AdvanceShowLine show={advance.data.show} />
          ) : (
            "Load-in to settlement, agreed with the venue."
          )
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={`/dashboard/logistics/day-sheet/${tourId}/${showId}`}>
                <ArrowLeft aria-hidden="true" />
                Day sheet
              </Link>
            </Button>
            {can("PUT /api/advance-template") ? (
              <Button variant="outline" asChild>
                <Link to="/dashboard/logistics/advance-questions">
                  <ListChecks aria-hidden="true" />
                  Edit questions
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <QueryState query={advance} errorText="Failed to fetch the advance">
        {(data) => <Advance data={data} tourId={tourId} showId={showId} />}
      </QueryState>
    </>
  );
}

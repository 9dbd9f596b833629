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
import { t } from "@/client/i18n/t";
import { useClock } from "@/client/lib/profile-query";
import { useCan } from "@/client/lib/workspace";
import { isHidden } from "@/domain/hidden";
import { ADVANCE_SECTIONS, advanceItemLabel } from "@/domain/logistics/advances";
import { type AdvanceData, advanceQuery, showFileUrl } from "./api/advances";
import { useAdvanceMutation } from "./api/use-advance-mutations";
import { AnswerInput, answerText } from "./components/advance-answer";
import { AdvanceShowLine, advanceTitle } from "./components/advance-heading";
import { AdvanceLinksPanel } from "./components/advance-links-panel";
import { ShowFileList, ShowFileUpload } from "./components/show-file-list";
import { advanceSectionLabel, advanceStateLabel, hiddenLabel } from "./labels";

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
    isHidden(v) ? hiddenLabel() : answerText(item.kind, v, clock);
  const proposed = !isHidden(item.proposed) && item.proposed !== null;
  return (
    <li className="grid gap-2 border-b py-3 last:border-0" data-testid={`advance-item-${item.key}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{advanceItemLabel(item)}</span>
        <Badge variant="outline">{advanceStateLabel(item.state)}</Badge>
        {canManage && !editing ? (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            {t({ id: "logistics.advance.edit", defaultMessage: "Edit" })}
          </Button>
        ) : null}
      </div>
      {/* Side by side: what the day sheet says now, and what the venue proposes. */}
      <div className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <span className="text-muted-foreground">
            {t({ id: "logistics.advance.now", defaultMessage: "Now:" })}{" "}
          </span>
          <span className="tabular-nums">{show(item.agreed)}</span>
        </div>
        {proposed ? (
          <div className="flex items-start gap-2">
            {canManage ? (
              <Checkbox
                id={`accept-${item.key}`}
                checked={chosen}
                onCheckedChange={(v) => onChoose(v === true)}
                aria-label={t(
                  { id: "logistics.advance.acceptItem", defaultMessage: "Accept {item}" },
                  { item: advanceItemLabel(item) },
                )}
              />
            ) : null}
            <label htmlFor={`accept-${item.key}`}>
              <span className="text-muted-foreground">
                {t({ id: "logistics.advance.proposed", defaultMessage: "Proposed:" })}{" "}
              </span>
              <span className="font-medium tabular-nums">{show(item.proposed)}</span>
              {item.answeredBy ? (
                <span className="text-muted-foreground">
                  {" "}
                  {t(
                    { id: "logistics.advance.answeredBy", defaultMessage: "by {name}" },
                    { name: item.answeredBy },
                  )}
                </span>
              ) : null}
            </label>
          </div>
        ) : null}
      </div>
      {item.change ? (
        // Changed on the day sheet after the venue agreed it: who, from what, to what.
        <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="advance-change">
          {item.change.by
            ? t(
                {
                  id: "logistics.advance.changedBy",
                  defaultMessage:
                    "{item} {from} → {to} by {by} on the day sheet; the venue agreed {from}.",
                },
                {
                  item: advanceItemLabel(item),
                  from: show(item.change.from),
                  to: show(item.change.to),
                  by: item.change.by,
                },
              )
            : t(
                {
                  id: "logistics.advance.changed",
                  defaultMessage: "{item} {from} → {to} on the day sheet; the venue agreed {from}.",
                },
                {
                  item: advanceItemLabel(item),
                  from: show(item.change.from),
                  to: show(item.change.to),
                },
              )}
        </p>
      ) : null}
      {editing ? (
        <AnswerInput
          kind={item.kind}
          label={advanceItemLabel(item)}
          initial={isHidden(item.agreed) ? null : item.agreed}
          pending={edit.isPending}
          onSave={(value) =>
            edit.mutate(
              { ...at, key: item.key, value },
              {
                onSuccess: () => setEditing(false),
                onError: (err) =>
                  toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                    description: err.message,
                  }),
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
        {t(
          {
            id: "logistics.advance.progress",
            defaultMessage: "Advanced {confirmed} of {total}",
          },
          { confirmed: data.progress.confirmed, total: data.progress.total },
        )}
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
                  toast.success(
                    t(
                      {
                        id: "logistics.advance.accepted",
                        defaultMessage: "Accepted {count} into the day sheet",
                      },
                      { count: r.accepted },
                    ),
                  );
                },
                onError: (err) =>
                  toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                    description: err.message,
                  }),
              },
            )
          }
        >
          {t(
            { id: "logistics.advance.acceptSelected", defaultMessage: "Accept selected ({count})" },
            { count: chosen.length },
          )}
        </Button>
      ) : null}
      {ADVANCE_SECTIONS.map((section) => {
        const items = data.items.filter((i) => i.section === section);
        if (!items.length) return null;
        return (
          <section key={section} className="grid gap-1 rounded-xl border bg-card p-4">
            <SectionTitle>{advanceSectionLabel(section)}</SectionTitle>
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
        <SectionTitle>{t({ id: "logistics.advance.files", defaultMessage: "Files" })}</SectionTitle>
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
            t({
              id: "logistics.advance.description",
              defaultMessage: "Load-in to settlement, agreed with the venue.",
            })
          )
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={`/dashboard/logistics/day-sheet/${tourId}/${showId}`}>
                <ArrowLeft aria-hidden="true" />
                {t({ id: "logistics.guestList.daySheet", defaultMessage: "Day sheet" })}
              </Link>
            </Button>
            {can("PUT /api/advance-template") ? (
              <Button variant="outline" asChild>
                <Link to="/dashboard/logistics/advance-questions">
                  <ListChecks aria-hidden="true" />
                  {t({ id: "logistics.advance.editQuestions", defaultMessage: "Edit questions" })}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <QueryState
        query={advance}
        errorText={t({
          id: "logistics.advance.fetchError",
          defaultMessage: "Failed to fetch the advance",
        })}
      >
        {(data) => <Advance data={data} tourId={tourId} showId={showId} />}
      </QueryState>
    </>
  );
}

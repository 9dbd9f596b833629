import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { t, tRich } from "@/client/i18n/t";
import { deviceTimeZone, formatDayOf } from "@/domain/date-time";
import { changeCount } from "@/domain/setlists/set-lists";
import { type ShowRef, type ShowSetData, songChoicesQuery, useSetMutation } from "../api/sets";
import { SetEditor } from "./set-editor";
import {
  type EditorLine,
  editorLines,
  emptyLine,
  lineProblem,
  linesToSave,
} from "./set-editor-model";
import { SetLinesList } from "./set-editor-readonly";

/** Added, dropped and moved lines, said in words. */
function Changes({ changes }: { changes: NonNullable<ShowSetData["changes"]> }) {
  if (changeCount(changes) === 0) {
    return (
      <p className="text-sm">
        {t({ id: "setlists.played.asPlanned", defaultMessage: "Played as planned." })}
      </p>
    );
  }
  const b = (chunks: React.ReactNode[]) => <span className="font-medium">{chunks}</span>;
  return (
    <ul
      className="grid gap-1 text-sm"
      aria-label={t({ id: "setlists.played.changes", defaultMessage: "Changes against the plan" })}
    >
      {changes.added.map((c) => (
        <li key={`a-${c.position}`}>
          {tRich(
            {
              id: "setlists.played.added",
              defaultMessage: "<b>Added</b> {title} (played {position})",
            },
            { b, title: c.title, position: c.position },
          )}
        </li>
      ))}
      {changes.dropped.map((c) => (
        <li key={`d-${c.position}`}>
          {tRich(
            {
              id: "setlists.played.dropped",
              defaultMessage: "<b>Dropped</b> {title} (planned {position})",
            },
            { b, title: c.title, position: c.position },
          )}
        </li>
      ))}
      {changes.moved.map((c) => (
        <li key={`m-${c.from}-${c.to}`}>
          {tRich(
            { id: "setlists.played.moved", defaultMessage: "<b>Moved</b> {title} ({from} → {to})" },
            { b, title: c.title, from: c.from, to: c.to },
          )}
        </li>
      ))}
    </ul>
  );
}

/** The day it was confirmed, on the viewer's calendar. */
const when = (iso: string) => formatDayOf(iso, deviceTimeZone());

/**
 * After the show: what was played, confirmed by someone who may write the set (it is what the
 * royalty report files). Confirming starts from the plan (or what was confirmed before), is
 * changed like the set, and answers with the changes against the plan.
 */
export function PlayedPanel({
  data,
  showRef,
  canEdit,
  showPlayed,
}: {
  data: ShowSetData;
  showRef: ShowRef;
  canEdit: boolean;
  /** The show's date has come (or what was played is already confirmed). */
  showPlayed: boolean;
}) {
  const [draft, setDraft] = useState<EditorLine[] | null>(null);
  const songs = useQuery({ ...songChoicesQuery, enabled: draft !== null });
  const confirm = useSetMutation("confirmPlayed");
  if (!showPlayed) return null;
  const start = () => setDraft(editorLines(data.played ?? data.planned));
  const save = async () => {
    if (!draft) return;
    const blank = emptyLine(draft);
    if (blank)
      return void toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: t(
          { id: "setlists.setList.lineNeedsText", defaultMessage: "Line {line} needs its text" },
          { line: blank },
        ),
      });
    try {
      const saved = await confirm.mutateAsync({
        ref: showRef,
        input: { items: linesToSave(draft) },
      });
      const n = saved.changes ? changeCount(saved.changes) : 0;
      toast.success(
        t({ id: "setlists.played.confirmed", defaultMessage: "What was played is confirmed" }),
        {
          description:
            n === 0
              ? t({ id: "setlists.played.asPlanned", defaultMessage: "Played as planned." })
              : t(
                  {
                    id: "setlists.played.changeCount",
                    defaultMessage:
                      "{count, plural, one {# change} other {# changes}} against the plan.",
                  },
                  { count: n },
                ),
        },
      );
      setDraft(null);
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: lineProblem(err as Error),
      });
    }
  };
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4" aria-labelledby="played-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="played-title">
          {t({ id: "setlists.played.title", defaultMessage: "What was played" })}
        </SectionTitle>
        {canEdit && draft === null ? (
          <Button variant={data.played ? "outline" : "default"} className="h-11" onClick={start}>
            <CheckCircle2 aria-hidden="true" />
            {data.played
              ? t({ id: "setlists.played.change", defaultMessage: "Change what was played" })
              : t({ id: "setlists.played.confirm", defaultMessage: "Confirm what was played" })}
          </Button>
        ) : null}
      </div>
      {draft !== null ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: "setlists.played.startsFrom",
                defaultMessage:
                  "Starts from {from, select, confirmed {what was confirmed} other {the plan}}: drag, add or remove lines to match the show, then confirm.",
              },
              { from: data.played ? "confirmed" : "plan" },
            )}
          </p>
          <SetEditor lines={draft} onChange={setDraft} songs={songs.data ?? []} />
          <div className="flex flex-wrap gap-2">
            <Button className="h-11" onClick={save} disabled={confirm.isPending}>
              {confirm.isPending
                ? t({ id: "setlists.played.confirming", defaultMessage: "Confirming..." })
                : t({ id: "setlists.played.confirm", defaultMessage: "Confirm what was played" })}
            </Button>
            <Button variant="outline" className="h-11" onClick={() => setDraft(null)}>
              {t({ id: "setlists.played.cancel", defaultMessage: "Cancel" })}
            </Button>
          </div>
        </>
      ) : data.played && data.changes ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: "setlists.played.confirmedBy",
                defaultMessage:
                  "Confirmed{hasBy, select, yes { by {by}} other {}}{hasOn, select, yes { on {on}} other {}}.",
              },
              {
                hasBy: data.playedConfirmedBy ? "yes" : "no",
                by: data.playedConfirmedBy ?? "",
                hasOn: data.playedConfirmedAt ? "yes" : "no",
                on: data.playedConfirmedAt ? when(data.playedConfirmedAt) : "",
              },
            )}
          </p>
          <Changes changes={data.changes} />
          <SetLinesList
            lines={data.played}
            label={t({ id: "setlists.played.title", defaultMessage: "What was played" })}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {canEdit
            ? t({ id: "setlists.played.notConfirmed", defaultMessage: "Not confirmed yet." })
            : t({
                id: "setlists.played.notConfirmedCrew",
                defaultMessage:
                  "Not confirmed yet. Someone who builds the set confirms it after the show.",
              })}
        </p>
      )}
    </section>
  );
}

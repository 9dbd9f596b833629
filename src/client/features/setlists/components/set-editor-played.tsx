import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
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
    return <p className="text-sm">Played as planned.</p>;
  }
  return (
    <ul className="grid gap-1 text-sm" aria-label="Changes against the plan">
      {changes.added.map((c) => (
        <li key={`a-${c.position}`}>
          <span className="font-medium">Added</span> {c.title} (played {c.position})
        </li>
      ))}
      {changes.dropped.map((c) => (
        <li key={`d-${c.position}`}>
          <span className="font-medium">Dropped</span> {c.title} (planned {c.position})
        </li>
      ))}
      {changes.moved.map((c) => (
        <li key={`m-${c.from}-${c.to}`}>
          <span className="font-medium">Moved</span> {c.title} ({c.from} → {c.to})
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
    if (blank) return void toast.error("Error", { description: `Line ${blank} needs its text` });
    try {
      const saved = await confirm.mutateAsync({
        ref: showRef,
        input: { items: linesToSave(draft) },
      });
      const n = saved.changes ? changeCount(saved.changes) : 0;
      toast.success("What was played is confirmed", {
        description:
          n === 0
            ? "Played as planned."
            : `${n} ${n === 1 ? "change" : "changes"} against the plan.`,
      });
      setDraft(null);
    } catch (err) {
      toast.error("Error", { description: lineProblem(err as Error) });
    }
  };
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4" aria-labelledby="played-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="played-title">What was played</SectionTitle>
        {canEdit && draft === null ? (
          <Button variant={data.played ? "outline" : "default"} className="h-11" onClick={start}>
            <CheckCircle2 aria-hidden="true" />
            {data.played ? "Change what was played" : "Confirm what was played"}
          </Button>
        ) : null}
      </div>
      {draft !== null ? (
        <>
          <p className="text-sm text-muted-foreground">
            Starts from {data.played ? "what was confirmed" : "the plan"}: drag, add or remove lines
            to match the show, then confirm.
          </p>
          <SetEditor lines={draft} onChange={setDraft} songs={songs.data ?? []} />
          <div className="flex flex-wrap gap-2">
            <Button className="h-11" onClick={save} disabled={confirm.isPending}>
              {confirm.isPending ? "Confirming..." : "Confirm what was played"}
            </Button>
            <Button variant="outline" className="h-11" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </>
      ) : data.played && data.changes ? (
        <>
          <p className="text-sm text-muted-foreground">
            Confirmed
            {data.playedConfirmedBy ? ` by ${data.playedConfirmedBy}` : ""}
            {data.playedConfirmedAt ? ` on ${when(data.playedConfirmedAt)}` : ""}.
          </p>
          <Changes changes={data.changes} />
          <SetLinesList lines={data.played} label="What was played" />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Not confirmed yet.
          {canEdit ? "" : " Someone who builds the set confirms it after the show."}
        </p>
      )}
    </section>
  );
}

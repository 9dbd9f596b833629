import { useEffect } from "react";
import { SectionTitle } from "@/client/components/section-title";
import { saveShowFiles } from "@/client/offline/show-files-offline";
import { HIDDEN_LABEL, isHidden } from "@/domain/hidden";
import type { ShowSet } from "@/domain/logistics/advances";
import { ADVANCE_SECTION_LABELS } from "@/domain/logistics/advances";
import { showFileUrl } from "../api/advances";
import type { DaySheetData } from "../api/itinerary";
import { answerText } from "./advance-answer";
import { ShowFileList } from "./show-file-list";

/** Minutes from one "HH:MM" to the next on the show day's clock (past midnight counts on). */
const gap = (from: string, to: string) => {
  const m = (t: string) => {
    const [h, mm] = t.split(":").map(Number) as [number, number];
    return (h < 6 ? h + 24 : h) * 60 + mm;
  };
  return m(to) - m(from);
};

/** Every set with its performer, and the changeover between one and the next (issue 38). */
export function DaySheetSets({ sets, clock }: { sets: ShowSet[]; clock(t: string): string }) {
  if (!sets.length) return null;
  return (
    <section className="grid gap-2">
      <SectionTitle>Sets</SectionTitle>
      <ol className="grid gap-1 text-sm" data-testid="day-sheet-sets">
        {sets.map((s, i) => {
          const before = sets[i - 1];
          const changeover = before?.end ? gap(before.end, s.start) : null;
          return (
            <li key={`${s.performer}-${s.start}`} className="tabular-nums">
              {changeover !== null && changeover > 0 ? (
                <span className="block text-muted-foreground">Changeover {changeover} min</span>
              ) : null}
              <span className="font-medium">{clock(s.start)}</span>
              {s.end ? `–${clock(s.end)}` : ""} {s.performer}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The advance's agreed answers beyond the times, and the show's paperwork. */
export function DaySheetAdvance({ data, clock }: { data: DaySheetData; clock(t: string): string }) {
  const { show } = data;
  const urls = data.files.map((f) => showFileUrl(show.tourId, show.id, f.id)).join("\n");
  // The day sheet is saved for offline as it is read: its files with it (issue 38).
  useEffect(() => {
    if (urls) void saveShowFiles(urls.split("\n"));
  }, [urls]);
  return (
    <>
      {data.advance.length ? (
        <section className="grid gap-2">
          <SectionTitle>Advance</SectionTitle>
          <dl className="grid grid-cols-[10rem_1fr] gap-1 text-sm" data-testid="day-sheet-advance">
            {data.advance.map((item) => (
              <div key={item.key} className="contents">
                <dt className="font-medium">
                  {item.label}
                  <span className="sr-only"> ({ADVANCE_SECTION_LABELS[item.section]})</span>
                </dt>
                <dd className="whitespace-pre-line">
                  {isHidden(item.agreed) ? HIDDEN_LABEL : answerText(item.kind, item.agreed, clock)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className="grid gap-2" data-testid="day-sheet-files">
        <SectionTitle>Files</SectionTitle>
        <ShowFileList
          files={data.files}
          urlOf={(id) => showFileUrl(show.tourId, show.id, id)}
          previews
        />
      </section>
    </>
  );
}

import { useEffect } from "react";
import { SectionTitle } from "@/client/components/section-title";
import { t } from "@/client/i18n/t";
import { saveShowFiles } from "@/client/offline/show-files-offline";
import { isHidden } from "@/domain/hidden";
import type { ShowSet } from "@/domain/logistics/advances";
import { advanceItemLabel } from "@/domain/logistics/advances";
import { showFileUrl } from "../api/advances";
import type { DaySheetData } from "../api/itinerary";
import { advanceSectionLabel, hiddenLabel } from "../labels";
import { answerText } from "./advance-answer";
import { ShowFileList } from "./show-file-list";

/** Minutes from one "HH:MM" to the next on the show day's clock (past midnight counts on). */
const gap = (from: string, to: string) => {
  const m = (time: string) => {
    const [h, mm] = time.split(":").map(Number) as [number, number];
    return (h < 6 ? h + 24 : h) * 60 + mm;
  };
  return m(to) - m(from);
};

/** Every set with its performer, and the changeover between one and the next (issue 38). */
export function DaySheetSets({ sets, clock }: { sets: ShowSet[]; clock(time: string): string }) {
  if (!sets.length) return null;
  return (
    <section className="grid gap-2">
      <SectionTitle>{t({ id: "logistics.daySheet.sets", defaultMessage: "Sets" })}</SectionTitle>
      <ol className="grid gap-1 text-sm" data-testid="day-sheet-sets">
        {sets.map((s, i) => {
          const before = sets[i - 1];
          const changeover = before?.end ? gap(before.end, s.start) : null;
          return (
            <li key={`${s.performer}-${s.start}`} className="tabular-nums">
              {changeover !== null && changeover > 0 ? (
                <span className="block text-muted-foreground">
                  {t(
                    {
                      id: "logistics.daySheet.changeover",
                      defaultMessage: "Changeover {minutes} min",
                    },
                    { minutes: changeover },
                  )}
                </span>
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
export function DaySheetAdvance({
  data,
  clock,
}: {
  data: DaySheetData;
  clock(time: string): string;
}) {
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
          <SectionTitle>
            {t({ id: "logistics.daySheet.advance", defaultMessage: "Advance" })}
          </SectionTitle>
          <dl className="grid grid-cols-[10rem_1fr] gap-1 text-sm" data-testid="day-sheet-advance">
            {data.advance.map((item) => (
              <div key={item.key} className="contents">
                <dt className="font-medium">
                  {advanceItemLabel(item)}
                  <span className="sr-only"> ({advanceSectionLabel(item.section)})</span>
                </dt>
                <dd className="whitespace-pre-line">
                  {isHidden(item.agreed)
                    ? hiddenLabel()
                    : answerText(item.kind, item.agreed, clock)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className="grid gap-2" data-testid="day-sheet-files">
        <SectionTitle>{t({ id: "logistics.advance.files", defaultMessage: "Files" })}</SectionTitle>
        <ShowFileList
          files={data.files}
          urlOf={(id) => showFileUrl(show.tourId, show.id, id)}
          previews
        />
      </section>
    </>
  );
}

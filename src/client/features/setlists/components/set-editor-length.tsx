import { AlertTriangle, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { t, tRich } from "@/client/i18n/t";
import { useClock } from "@/client/lib/profile-query";
import type { ShowSlot } from "@/domain/setlists/set-lists";
import type { SetLength } from "@/domain/setlists/sets";

/** 5400 → "1:30:00", 390 → "6:30". */
export function formatSetLength(seconds: number) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Where the slot comes from, as the select in the message names it. */
const SOURCE: Record<ShowSlot["source"], string> = {
  "running order": "runningOrder",
  "set time": "setTime",
  none: "none",
};

const bold = (chunks: ReactNode[]) => <span className="font-semibold tabular-nums">{chunks}</span>;
const nums = (chunks: ReactNode[]) => <span className="tabular-nums">{chunks}</span>;

/**
 * The set's length against its slot, said plainly: "Runs over by 6:00" flagged (never
 * refused: the band may know the curfew bends), and lines with no length counted, since the
 * total is then only the least the set runs.
 */
export function SetLengthSummary({ length, slot }: { length: SetLength; slot: ShowSlot | null }) {
  const clock = useClock();
  const over = length.overBy > 0;
  const unknown = length.unknown;
  return (
    <div className="grid gap-1 text-sm" data-testid="set-length">
      <p className="flex flex-wrap items-center gap-x-2">
        <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
        <span>
          {slot?.seconds
            ? tRich(
                {
                  id: "setlists.setLength.ofSlot",
                  defaultMessage:
                    "<b>{length}</b>{atLeast, select, yes { at least} other {}} of a <n>{slot}</n> slot ({hasTimes, select, yes {{start}–{end}, } other {}}{source, select, runningOrder {the band's slot in the day sheet's running order} setTime {set time to curfew on the day sheet} other {}})",
                },
                {
                  b: bold,
                  n: nums,
                  length: formatSetLength(length.seconds),
                  atLeast: unknown > 0 ? "yes" : "no",
                  slot: formatSetLength(slot.seconds),
                  hasTimes: slot.start && slot.end ? "yes" : "no",
                  start: slot.start ? clock(slot.start) : "",
                  end: slot.end ? clock(slot.end) : "",
                  source: SOURCE[slot.source],
                },
              )
            : slot
              ? tRich(
                  {
                    id: "setlists.setLength.noSlot",
                    defaultMessage:
                      "<b>{length}</b>{atLeast, select, yes { at least} other {}} · no slot yet: add the set time and curfew to the day sheet",
                  },
                  {
                    b: bold,
                    length: formatSetLength(length.seconds),
                    atLeast: unknown > 0 ? "yes" : "no",
                  },
                )
              : tRich(
                  {
                    id: "setlists.setLength.length",
                    defaultMessage: "<b>{length}</b>{atLeast, select, yes { at least} other {}}",
                  },
                  {
                    b: bold,
                    length: formatSetLength(length.seconds),
                    atLeast: unknown > 0 ? "yes" : "no",
                  },
                )}
        </span>
      </p>
      {over ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 font-semibold text-destructive"
        >
          <AlertTriangle className="size-4" aria-hidden="true" />
          {t(
            { id: "setlists.setLength.over", defaultMessage: "Runs over by {length}" },
            { length: formatSetLength(length.overBy) },
          )}
        </p>
      ) : null}
      {unknown > 0 ? (
        <p className="text-muted-foreground">
          {t(
            {
              id: "setlists.setLength.unknown",
              defaultMessage:
                "{count, plural, one {# line has no length} other {# lines have no length}}",
            },
            { count: unknown },
          )}
        </p>
      ) : null}
    </div>
  );
}

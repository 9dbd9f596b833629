import { AlertTriangle, Clock } from "lucide-react";
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

const SOURCE: Record<ShowSlot["source"], string> = {
  "running order": "the band's slot in the day sheet's running order",
  "set time": "set time to curfew on the day sheet",
  none: "",
};

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
          <span className="font-semibold tabular-nums">{formatSetLength(length.seconds)}</span>
          {unknown > 0 ? " at least" : ""}
          {slot?.seconds ? (
            <>
              {" "}
              of a <span className="tabular-nums">{formatSetLength(slot.seconds)}</span> slot
              {slot.start && slot.end ? ` (${clock(slot.start)}–${clock(slot.end)}, ` : " ("}
              {SOURCE[slot.source]})
            </>
          ) : slot ? (
            " · no slot yet: add the set time and curfew to the day sheet"
          ) : null}
        </span>
      </p>
      {over ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 font-semibold text-destructive"
        >
          <AlertTriangle className="size-4" aria-hidden="true" />
          Runs over by {formatSetLength(length.overBy)}
        </p>
      ) : null}
      {unknown > 0 ? (
        <p className="text-muted-foreground">
          {unknown === 1 ? "1 line has no length" : `${unknown} lines have no length`}
        </p>
      ) : null}
    </div>
  );
}

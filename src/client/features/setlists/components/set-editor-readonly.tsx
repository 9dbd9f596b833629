import { t } from "@/client/i18n/t";
import { formatSongLength } from "@/domain/setlists/songs";
import type { SetLineData } from "../api/sets";

/**
 * A set's lines to read (crew, and what was played): numbered, the encore set apart, a segue
 * shown by →, each line's key, length and note. Large enough to read at arm's length.
 */
export function SetLinesList({
  lines,
  label,
}: {
  lines: readonly SetLineData[];
  /** What the list is, for screen readers ("The set", "What was played"). */
  label: string;
}) {
  if (lines.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: "setlists.lines.none", defaultMessage: "No lines." })}
      </p>
    );
  }
  return (
    <ol className="grid gap-1" aria-label={label}>
      {lines.map((line, i) => {
        const encoreStarts = line.encore && (i === 0 || !lines[i - 1]?.encore);
        const facts = [
          line.musicalKey,
          line.durationSeconds ? formatSongLength(line.durationSeconds) : null,
        ].filter(Boolean);
        return (
          <li key={`${line.position}-${line.title}`} className="grid gap-1">
            {encoreStarts ? (
              <p className="mt-2 border-t pt-2 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                {t({ id: "setlists.lines.encore", defaultMessage: "Encore" })}
              </p>
            ) : null}
            <div className="flex items-baseline gap-3 rounded-md px-2 py-1.5 odd:bg-muted/40">
              <span className="w-7 shrink-0 text-right font-semibold tabular-nums">
                {line.position}.
              </span>
              <div className="min-w-0 flex-1">
                <p
                  className={line.songId ? "text-lg font-medium" : "text-lg text-muted-foreground"}
                >
                  {line.title}
                  {line.segue ? (
                    <>
                      <span aria-hidden="true"> →</span>
                      <span className="sr-only">
                        {t({
                          id: "setlists.lines.segue",
                          defaultMessage: ", segues into the next",
                        })}
                      </span>
                    </>
                  ) : null}
                </p>
                {line.note ? <p className="text-sm text-muted-foreground">{line.note}</p> : null}
              </div>
              {facts.length > 0 ? (
                <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                  {facts.join(" · ")}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

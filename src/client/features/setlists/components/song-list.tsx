import { RowActions } from "@/client/components/row-actions";
import { Badge } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import type { CatalogueSong } from "@/domain/setlists/catalogue";
import { formatIswc } from "@/domain/setlists/identifiers";
import { fileableProblem, formatSongLength, hundredthsToShare } from "@/domain/setlists/songs";

/** "50 %", "33.33 %": a share as people write it. */
const shareText = (hundredths: number) => `${Number(hundredthsToShare(hundredths))} %`;

/** "3:45 · Am · 96 BPM", what the stage needs, with what is missing left out. */
function stageFacts(s: CatalogueSong): string {
  return [
    s.durationSeconds === null ? null : formatSongLength(s.durationSeconds),
    s.musicalKey,
    s.tempo === null ? null : `${s.tempo} BPM`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Whether the song matches what was typed in the search: title, writers, ISWC or key. */
export function songMatches(s: CatalogueSong, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const compact = q.replace(/[\s.-]/g, "");
  return (
    s.title.toLowerCase().includes(q) ||
    s.writers.some((w) => w.name.toLowerCase().includes(q)) ||
    (s.musicalKey ?? "").toLowerCase() === q ||
    (compact.length >= 4 && (s.iswc ?? "").toLowerCase().replace(/-/g, "").includes(compact))
  );
}

/**
 * The catalogue as one list that lays itself out: a row of columns on a wide screen, a card
 * per song on a phone (the same markup, so nothing is drawn twice).
 */
export function SongList({
  songs,
  onEdit,
  onDelete,
}: {
  songs: readonly CatalogueSong[];
  onEdit?(song: CatalogueSong): void;
  onDelete?(song: CatalogueSong): void;
}) {
  return (
    <ul
      className="divide-y rounded-md border"
      aria-label={t({ id: "setlists.songs.title", defaultMessage: "Songs" })}
    >
      {songs.map((s) => {
        const problem = fileableProblem(s);
        return (
          <li
            key={s.id}
            className="grid gap-1 p-3 md:grid-cols-[minmax(0,2fr)_8rem_minmax(0,2fr)_9.5rem_auto] md:items-center md:gap-4"
          >
            <div className="min-w-0">
              <p className="break-words font-medium">{s.title}</p>
              {s.setCount > 0 && (
                <p className="text-xs text-muted-foreground">
                  {t(
                    {
                      id: "setlists.songList.inSets",
                      defaultMessage: "In {count, plural, one {# set} other {# sets}}",
                    },
                    { count: s.setCount },
                  )}
                </p>
              )}
            </div>
            <p className="text-sm tabular-nums text-muted-foreground">{stageFacts(s) || "—"}</p>
            <div className="min-w-0 text-sm">
              {s.writers.length > 0 ? (
                <p className="break-words">
                  {s.writers.map((w) => `${w.name} ${shareText(w.share)}`).join(", ")}
                </p>
              ) : null}
              {problem ? (
                <Badge variant="warning" className="mt-1">
                  {problem}
                </Badge>
              ) : null}
            </div>
            <p className="text-sm tabular-nums">
              {s.iswc ? (
                <>
                  <span className="text-muted-foreground md:sr-only">ISWC </span>
                  {formatIswc(s.iswc)}
                </>
              ) : (
                <span className="text-muted-foreground">
                  {t({ id: "setlists.songList.noIswc", defaultMessage: "No ISWC" })}
                </span>
              )}
            </p>
            <RowActions
              className="justify-self-end"
              label={s.title}
              onEdit={onEdit ? () => onEdit(s) : undefined}
              onDelete={onDelete ? () => onDelete(s) : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}

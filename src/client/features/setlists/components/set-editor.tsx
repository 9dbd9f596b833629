import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Combobox } from "@/client/components/ui/combobox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { MAX_SET_ITEMS } from "@/domain/setlists/sets";
import { formatSongLength } from "@/domain/setlists/songs";
import type { SongChoice } from "../api/sets";
import {
  changed,
  type EditorLine,
  moved,
  withEncore,
  withFreeLine,
  without,
  withSong,
} from "./set-editor-model";
import { SetEditorRow } from "./set-editor-row";
import { SortableLine, SortableLines } from "./set-editor-sortable";

const searchSongs = (songs: readonly SongChoice[]) => (ids: readonly string[], query: string) => {
  const q = query.trim().toLocaleLowerCase();
  const byId = new Map(songs.map((s) => [s.id, s]));
  return ids.filter((id) => !q || byId.get(id)?.title.toLocaleLowerCase().includes(q));
};

/** The catalogue's songs to add, searched by title, then a free line ("Drum solo"). */
function AddLines({
  songs,
  full,
  onSong,
  onFreeLine,
}: {
  songs: readonly SongChoice[];
  full: boolean;
  onSong(song: SongChoice): void;
  onFreeLine(label: string): void;
}) {
  const [label, setLabel] = useState("");
  const byId = new Map(songs.map((s) => [s.id, s]));
  const songLabel = (id: string) => {
    const song = byId.get(id);
    if (!song) return "";
    const facts = [
      song.musicalKey,
      song.durationSeconds ? formatSongLength(song.durationSeconds) : "",
    ];
    const detail = facts.filter(Boolean).join(" · ");
    return detail ? `${song.title} (${detail})` : song.title;
  };
  if (full) {
    return (
      <p className="text-sm text-muted-foreground">
        {t(
          { id: "setlists.editor.full", defaultMessage: "A set can have at most {max} lines." },
          { max: MAX_SET_ITEMS },
        )}
      </p>
    );
  }
  const addFree = () => {
    const text = label.trim();
    if (!text) return;
    onFreeLine(text);
    setLabel("");
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="set-add-song">
          {t({ id: "setlists.editor.addSong", defaultMessage: "Add a song" })}
        </Label>
        <Combobox
          id="set-add-song"
          value=""
          onChange={(id) => {
            const song = byId.get(id);
            if (song) onSong(song);
          }}
          options={songs.map((s) => s.id)}
          search={searchSongs(songs)}
          label={songLabel}
          emptyText={
            songs.length === 0
              ? t({
                  id: "setlists.editor.noSongs",
                  defaultMessage: "No songs in the catalogue yet: add them under Songs.",
                })
              : t({ id: "setlists.editor.noMatch", defaultMessage: "No song matches." })
          }
        />
      </div>
      <form
        className="grid gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          addFree();
        }}
      >
        <Label htmlFor="set-add-line">
          {t({ id: "setlists.editor.addLine", defaultMessage: "Or a line that is not a song" })}
        </Label>
        <div className="flex gap-2">
          <Input
            id="set-add-line"
            placeholder={t({
              id: "setlists.editor.linePlaceholder",
              defaultMessage: "Drum solo, tuning break…",
            })}
            maxLength={120}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
          <Button type="submit" variant="outline" className="h-9 shrink-0" disabled={!label.trim()}>
            <Plus aria-hidden="true" />
            {t({ id: "setlists.editor.add", defaultMessage: "Add" })}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * A set's lines to change: drag to order (handle, finger or keyboard), a song from the
 * catalogue or a free line, segue, encore and note on each line. Controlled: the page (or
 * the saved set's dialog) holds the lines and saves them.
 */
export function SetEditor({
  lines,
  onChange,
  songs,
}: {
  lines: readonly EditorLine[];
  onChange(lines: EditorLine[]): void;
  songs: readonly SongChoice[];
}) {
  return (
    <div className="grid gap-4">
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t({
            id: "setlists.editor.empty",
            defaultMessage:
              "No lines yet. Add a song below, or start from a saved set or another show's set.",
          })}
        </p>
      ) : (
        <SortableLines lines={lines} onMove={(from, to) => onChange(moved(lines, from, to))}>
          <ol
            className="grid gap-2"
            aria-label={t({ id: "setlists.setList.inOrder", defaultMessage: "The set, in order" })}
          >
            {lines.map((line, i) => (
              <SortableLine key={line.key} id={line.key}>
                {(sortable) => (
                  <SetEditorRow
                    line={line}
                    index={i}
                    sortable={sortable}
                    onChange={(change) => onChange(changed(lines, i, change))}
                    onEncore={(on) => onChange(withEncore(lines, i, on))}
                    onRemove={() => onChange(without(lines, i))}
                  />
                )}
              </SortableLine>
            ))}
          </ol>
        </SortableLines>
      )}
      <AddLines
        songs={songs}
        full={lines.length >= MAX_SET_ITEMS}
        onSong={(song) => onChange(withSong(lines, song))}
        onFreeLine={(label) => onChange(withFreeLine(lines, label, null))}
      />
    </div>
  );
}

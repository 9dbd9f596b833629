import { ArrowRight, GripVertical, StickyNote, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { formatSongLength, parseSongLength } from "@/domain/setlists/songs";
import type { EditorLine } from "./set-editor-model";
import type { SortableLineProps } from "./set-editor-sortable";

/** A toggle a finger can hit: pressed or not, said to screen readers. */
function Toggle({
  pressed,
  onChange,
  children,
  label,
}: {
  pressed: boolean;
  onChange(next: boolean): void;
  children: React.ReactNode;
  label: string;
}) {
  return (
    <Button
      type="button"
      variant={pressed ? "default" : "outline"}
      size="sm"
      className="h-10 min-w-10 px-3"
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => onChange(!pressed)}
    >
      {children}
    </Button>
  );
}

const details = (line: EditorLine) =>
  [
    line.musicalKey,
    line.durationSeconds
      ? formatSongLength(line.durationSeconds)
      : t({ id: "setlists.row.noLength", defaultMessage: "no length" }),
  ]
    .filter(Boolean)
    .join(" · ");

/**
 * One line of the set being edited: a drag handle a thumb can hold, its number, its title
 * with key and length, and its own choices (segue into the next, encore, a note; a free
 * line's text and length). Big targets: an artist builds a set on a phone.
 */
export function SetEditorRow({
  line,
  index,
  sortable,
  onChange,
  onEncore,
  onRemove,
}: {
  line: EditorLine;
  index: number;
  sortable: SortableLineProps;
  onChange(change: Partial<EditorLine>): void;
  onEncore(on: boolean): void;
  onRemove(): void;
}) {
  const [noteOpen, setNoteOpen] = useState(line.note !== null);
  const [length, setLength] = useState(
    line.durationSeconds ? formatSongLength(line.durationSeconds) : "",
  );
  const lengthError = (() => {
    const parsed = parseSongLength(length);
    return parsed !== null && typeof parsed === "object" ? parsed.error : undefined;
  })();
  const n = index + 1;
  const title = line.title;
  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      data-testid="set-line"
      className={cn(
        "grid gap-2 rounded-lg border bg-card p-2",
        line.encore && "border-dashed",
        sortable.dragging && "border-primary shadow-lg ring-2 ring-primary/30",
      )}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={sortable.handle.ref}
          {...sortable.handle.props}
          aria-label={t(
            { id: "setlists.row.drag", defaultMessage: "Drag to reorder {title}" },
            { title: line.title },
          )}
          // Without this a finger on the handle scrolls the page instead of dragging.
          className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <span className="w-7 shrink-0 text-right font-semibold tabular-nums">{n}.</span>
        <div className="min-w-0 flex-1">
          {line.songId ? (
            <p className="truncate font-medium">
              {line.title}
              {line.segue ? (
                <>
                  <span aria-hidden="true"> →</span>
                  <span className="sr-only">
                    {t({ id: "setlists.lines.segue", defaultMessage: ", segues into the next" })}
                  </span>
                </>
              ) : null}
            </p>
          ) : (
            <Input
              aria-label={t({ id: "setlists.row.text", defaultMessage: "Text of line {n}" }, { n })}
              value={line.label ?? ""}
              maxLength={120}
              onChange={(e) => onChange({ label: e.target.value, title: e.target.value })}
            />
          )}
          {line.songId ? <p className="text-xs text-muted-foreground">{details(line)}</p> : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 shrink-0"
          aria-label={
            title
              ? t({ id: "setlists.row.remove", defaultMessage: "Remove {title}" }, { title })
              : t({ id: "setlists.row.removeLine", defaultMessage: "Remove line {n}" }, { n })
          }
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:pl-[3.25rem]">
        <Toggle
          pressed={line.segue}
          onChange={(segue) => onChange({ segue })}
          label={
            title
              ? t(
                  {
                    id: "setlists.row.segueLabel",
                    defaultMessage: "Segue from {title} into the next",
                  },
                  { title },
                )
              : t(
                  {
                    id: "setlists.row.segueLabelLine",
                    defaultMessage: "Segue from line {n} into the next",
                  },
                  { n },
                )
          }
        >
          <ArrowRight aria-hidden="true" />
          {t({ id: "setlists.row.segue", defaultMessage: "Segue" })}
        </Toggle>
        <Toggle
          pressed={line.encore}
          onChange={onEncore}
          label={
            title
              ? t(
                  { id: "setlists.row.encoreLabel", defaultMessage: "{title} in the encore" },
                  { title },
                )
              : t(
                  { id: "setlists.row.encoreLabelLine", defaultMessage: "Line {n} in the encore" },
                  { n },
                )
          }
        >
          {t({ id: "setlists.lines.encore", defaultMessage: "Encore" })}
        </Toggle>
        {!noteOpen ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-10"
            onClick={() => setNoteOpen(true)}
          >
            <StickyNote aria-hidden="true" />
            {t({ id: "setlists.row.note", defaultMessage: "Note" })}
          </Button>
        ) : null}
        {!line.songId ? (
          <div className="grid gap-0.5">
            <Input
              aria-label={t(
                { id: "setlists.row.length", defaultMessage: "Length of line {n}" },
                { n },
              )}
              aria-invalid={lengthError ? true : undefined}
              placeholder="4:00"
              inputMode="numeric"
              className="h-10 w-20"
              value={length}
              onChange={(e) => {
                setLength(e.target.value);
                const parsed = parseSongLength(e.target.value);
                if (parsed === null || typeof parsed === "number")
                  onChange({ durationSeconds: parsed });
              }}
            />
            {lengthError ? <span className="text-xs text-destructive">{lengthError}</span> : null}
          </div>
        ) : null}
      </div>
      {noteOpen ? (
        <div className="sm:pl-[3.25rem]">
          <Input
            aria-label={
              title
                ? t({ id: "setlists.row.noteOn", defaultMessage: "Note on {title}" }, { title })
                : t({ id: "setlists.row.noteOnLine", defaultMessage: "Note on line {n}" }, { n })
            }
            placeholder={t({
              id: "setlists.row.notePlaceholder",
              defaultMessage: "A note for the stage (capo 2, count in…)",
            })}
            maxLength={300}
            value={line.note ?? ""}
            onChange={(e) => onChange({ note: e.target.value || null })}
          />
        </div>
      ) : null}
    </li>
  );
}

import { linesAsInput, type SetLine } from "@/domain/setlists/set-lists";
import type { SetItemInput } from "@/domain/setlists/sets";
import type { SongChoice } from "../api/sets";

/**
 * The set editor's lines while they are being changed: a set's lines with a key each (drag
 * and drop follows a line, not its place), turned back into the API's lines on save.
 */
export type EditorLine = Omit<SetLine, "position" | "tempo"> & { key: string };

let next = 0;
const newKey = () => `line-${++next}`;

export const editorLines = (lines: readonly SetLine[]): EditorLine[] =>
  lines.map(({ position: _, tempo: __, ...line }) => ({ ...line, key: newKey() }));

export const linesToSave = (lines: readonly EditorLine[]): SetItemInput[] => linesAsInput(lines);

/** A line joins the encore when the line before it is in it: the encore stays the set's end. */
const encoreAfter = (lines: readonly EditorLine[]) => lines.at(-1)?.encore ?? false;

export function withSong(lines: readonly EditorLine[], song: SongChoice): EditorLine[] {
  return [
    ...lines,
    {
      key: newKey(),
      songId: song.id,
      title: song.title,
      label: null,
      durationSeconds: song.durationSeconds,
      musicalKey: song.musicalKey,
      encore: encoreAfter(lines),
      segue: false,
      note: null,
    },
  ];
}

export function withFreeLine(
  lines: readonly EditorLine[],
  label: string,
  seconds: number | null,
): EditorLine[] {
  return [
    ...lines,
    {
      key: newKey(),
      songId: null,
      title: label,
      label,
      durationSeconds: seconds,
      musicalKey: null,
      encore: encoreAfter(lines),
      segue: false,
      note: null,
    },
  ];
}

/**
 * A line dragged from one place to another takes the encore of where it lands (in it when
 * the line before it is, else not; at the top, out of it unless every line is in it), so the
 * encore stays the end of the set the server asks for.
 */
export function moved(lines: readonly EditorLine[], from: number, to: number): EditorLine[] {
  const out = [...lines];
  const [line] = out.splice(from, 1);
  if (!line) return [...lines];
  const before = out[to - 1];
  const encore = before ? before.encore : out.length > 0 && out.every((l) => l.encore);
  out.splice(to, 0, { ...line, encore });
  return out;
}

/**
 * The encore from line `index` on, or not: switching it on puts this line and every one
 * after it in the encore; switching it off takes this line and every one before it out.
 */
export function withEncore(lines: readonly EditorLine[], index: number, on: boolean) {
  return lines.map((l, i) =>
    on ? (i >= index ? { ...l, encore: true } : l) : i <= index ? { ...l, encore: false } : l,
  );
}

export const changed = (lines: readonly EditorLine[], index: number, change: Partial<EditorLine>) =>
  lines.map((l, i) => (i === index ? { ...l, ...change } : l));

export const without = (lines: readonly EditorLine[], index: number) =>
  lines.filter((_, i) => i !== index);

/** Whether two sets of lines would save the same. */
export const sameLines = (a: readonly EditorLine[], b: readonly EditorLine[]) =>
  JSON.stringify(linesToSave(a)) === JSON.stringify(linesToSave(b));

/**
 * A refusal's message for a person looking at the lines: the server names a line by its index
 * ("items.3.songId"), the page by its number ("Line 4: …").
 */
export function lineProblem(err: Error & { fields?: Record<string, string> }): string {
  const [field, message] = Object.entries(err.fields ?? {})[0] ?? [];
  const index = field ? /^items\.(\d+)/.exec(field)?.[1] : undefined;
  return index !== undefined && message ? `Line ${Number(index) + 1}: ${message}` : err.message;
}

/** A free line with no text cannot be saved: the first one's number, or undefined. */
export function emptyLine(lines: readonly EditorLine[]): number | undefined {
  const i = lines.findIndex((l) => !l.songId && !l.label?.trim());
  return i === -1 ? undefined : i + 1;
}

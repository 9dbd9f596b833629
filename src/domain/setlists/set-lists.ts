import { z } from "zod";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { SETLISTS_REFUSALS as R } from "./refusals";
import { type SetItemInput, type SetLength, setItemsSchema, setLength, slotSeconds } from "./sets";

/**
 * A show's set and the saved sets shows start from (issue 50 items 2 and 4, docs/product.md
 * §22.2): what the API takes, what a line is sent as, where the set's slot comes from and
 * what changed between the plan and what was played. The line rules themselves (a song or a
 * free line, the encore at the end, 80 lines) are sets.ts's.
 */

/** How the stage copy prints the set (the band's choice, kept with the set). */
const stageOptionsSchema = z.object({
  keys: z.boolean({ error: () => say(R.keysTrueFalse) }),
  notes: z.boolean({ error: () => say(R.notesTrueFalse) }),
});
export type StageOptions = z.infer<typeof stageOptionsSchema>;
const DEFAULT_STAGE: StageOptions = { keys: true, notes: true };

/** PUT a show's planned set: its lines, replaced whole, and the stage copy's options. */
export const showSetInputSchema = z.object({
  items: setItemsSchema,
  stage: stageOptionsSchema.default(DEFAULT_STAGE),
});
export type ShowSetInput = z.infer<typeof showSetInputSchema>;

/** PUT what was played, confirmed after the show: the same lines. */
export const playedSetInputSchema = z.object({ items: setItemsSchema });
export type PlayedSetInput = z.infer<typeof playedSetInputSchema>;

export const MAX_SAVED_SET_NAME = 80;

/** A saved set: a name unique in the workspace (whatever its case) and its lines. */
export const savedSetInputSchema = z.object({
  name: z
    .string({ error: () => say(R.nameRequired) })
    .trim()
    .min(1, refusal(R.nameRequired))
    .max(MAX_SAVED_SET_NAME, { error: () => say(R.nameMax, { max: MAX_SAVED_SET_NAME }) }),
  items: setItemsSchema,
});
export type SavedSetInput = z.infer<typeof savedSetInputSchema>;

/** One line of a set as every answer sends it: the song's facts read from the catalogue. */
export interface SetLine {
  /** 1, 2, 3… in the order played. */
  position: number;
  songId: string | null;
  /** The song's title, or the free line's text. */
  title: string;
  /** A song's length from the catalogue; a free line's own; null when not known. */
  durationSeconds: number | null;
  musicalKey: string | null;
  tempo: number | null;
  /** A free line's text ("Drum solo"); null on a song's line. */
  label: string | null;
  encore: boolean;
  segue: boolean;
  note: string | null;
}

/** A line as stored (set_items) beside its song (songs), read by one join. */
export interface StoredLine {
  position: number;
  songId: string | null;
  label: string | null;
  encore: boolean;
  segue: boolean;
  note: string | null;
  /** The line's length as read (queries/setlists/sets.ts, lineSeconds: a song's is its song's). */
  seconds: number | null;
  songTitle: string | null;
  musicalKey: string | null;
  tempo: number | null;
}

/** A stored line as it is sent. */
export const setLineOf = (row: StoredLine, position: number): SetLine => ({
  position,
  songId: row.songId,
  title: row.songTitle ?? row.label ?? "",
  durationSeconds: row.seconds,
  musicalKey: row.songId ? row.musicalKey : null,
  tempo: row.songId ? row.tempo : null,
  label: row.songId ? null : row.label,
  encore: row.encore,
  segue: row.segue,
  note: row.note,
});

/**
 * Lines as the API takes them back: what "start from a saved set or another show's set",
 * "save as a saved set" and "confirm what was played" (which starts from the plan) send. The
 * one way a set is copied, on the client, to be changed and PUT: the server has no copy rule.
 */
export function linesAsInput(
  lines: readonly Pick<
    SetLine,
    "songId" | "label" | "encore" | "segue" | "note" | "durationSeconds"
  >[],
): SetItemInput[] {
  return lines.map((l) => ({
    songId: l.songId,
    label: l.songId ? null : l.label,
    encore: l.encore,
    segue: l.segue,
    note: l.note,
    durationSeconds: l.songId ? null : l.durationSeconds,
  }));
}

/**
 * The length stored with a line: a song's is the catalogue's (changed there, it changes in
 * every set), so only a free line ("Drum solo", 4:00) keeps one of its own.
 */
export const storedSeconds = (item: SetItemInput) => (item.songId ? null : item.durationSeconds);

/** Where a show's set time comes from on its day sheet. */
type SlotSource = "running order" | "set time" | "none";

export interface ShowSlot {
  start: string | null;
  end: string | null;
  seconds: number | null;
  source: SlotSource;
}

interface SheetTimes {
  setTime: string | null;
  curfew: string | null;
  sets: readonly { performer: string; start: string; end: string | null }[];
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The band's slot on a show's day sheet (docs/product.md §22.2). When the running order
 * (issue 38: openers to headliner) has an entry named as the workspace's artist, that entry
 * is the band's slot: on a shared bill the set time on the sheet may be the headliner's. Its
 * end, or the curfew when it has none. Otherwise the sheet's set time to its curfew. An end
 * before the start is after midnight (sets.ts, slotSeconds).
 */
export function slotOf(sheet: SheetTimes | null, artistName: string): ShowSlot {
  const own = sheet?.sets.find((s) => sameName(s.performer, artistName));
  if (own) {
    const end = own.end ?? sheet?.curfew ?? null;
    return { start: own.start, end, seconds: slotSeconds(own.start, end), source: "running order" };
  }
  const start = sheet?.setTime ?? null;
  const end = sheet?.curfew ?? null;
  if (!start && !end) return { start: null, end: null, seconds: null, source: "none" };
  return { start, end, seconds: slotSeconds(start, end), source: "set time" };
}

/** A set's length against its slot (sets.ts, setLength), from its lines. */
export const lengthOf = (lines: readonly SetLine[], slot: number | null): SetLength =>
  setLength(lines, slot);

/** What was played against what was planned, each line named by its title. */
export interface PlayedChanges {
  /** Played but not in the plan (position in what was played). */
  added: { title: string; position: number }[];
  /** In the plan but not played (position in the plan). */
  dropped: { title: string; position: number }[];
  /** Played, in another place than planned: the fewest lines that explain the new order. */
  moved: { title: string; from: number; to: number }[];
}

/** A line is the same line in both sets by its song, or a free line by its text. */
const keyOf = (l: Pick<SetLine, "songId" | "label" | "title">) =>
  l.songId ? `song:${l.songId}` : `line:${(l.label ?? l.title).trim().toLocaleLowerCase()}`;

/**
 * Added, dropped and moved lines between the plan and what was played. A song played twice
 * pairs with its planned plays in order. Of the lines in both, the longest run kept in the
 * same order stays put; the others are the ones that moved (so swapping two songs moves one,
 * not every song between them).
 */
export function playedChanges(
  planned: readonly SetLine[],
  played: readonly SetLine[],
): PlayedChanges {
  const waiting = new Map<string, number[]>();
  planned.forEach((l, i) => {
    const k = keyOf(l);
    waiting.set(k, [...(waiting.get(k) ?? []), i]);
  });
  const added: PlayedChanges["added"] = [];
  // Pairs of (planned index, played index) for lines in both, in the played order.
  const pairs: [number, number][] = [];
  played.forEach((l, j) => {
    const match = waiting.get(keyOf(l))?.shift();
    if (match === undefined) added.push({ title: l.title, position: l.position });
    else pairs.push([match, j]);
  });
  const used = new Set(pairs.map(([i]) => i));
  const dropped = planned
    .filter((_, i) => !used.has(i))
    .map((l) => ({ title: l.title, position: l.position }));
  const kept = longestIncreasing(pairs.map(([i]) => i));
  const moved = pairs
    .filter((_, n) => !kept.has(n))
    .map(([i, j]) => ({
      title: played[j]!.title,
      from: planned[i]!.position,
      to: played[j]!.position,
    }));
  return { added, dropped, moved };
}

/** The indexes (into `values`) of one longest strictly increasing run: O(n²), n ≤ 80. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const best = values.map(() => 1);
  const before = values.map(() => -1);
  for (let j = 0; j < values.length; j++) {
    for (let i = 0; i < j; i++) {
      if (values[i]! < values[j]! && best[i]! + 1 > best[j]!) {
        best[j] = best[i]! + 1;
        before[j] = i;
      }
    }
  }
  const out = new Set<number>();
  let at = best.indexOf(Math.max(0, ...best));
  while (at >= 0) {
    out.add(at);
    at = before[at]!;
  }
  return out;
}

/** "3 changes" / "No changes": the count people see before the detail. */
export const changeCount = (c: PlayedChanges) => c.added.length + c.dropped.length + c.moved.length;

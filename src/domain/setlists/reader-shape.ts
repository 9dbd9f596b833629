import { type AnswerFields, type ClassifiedBy, shapeFor } from "../audience";
import type { PlayedChanges, SetLine, ShowSlot, StageOptions } from "./set-lists";
import type { SetLength } from "./sets";

/**
 * Sets as a reader may see them (issue 50, ADR 0028): one table per answer. Everything is
 * "everyone": a set holds no money and nothing of the management's own (writers' shares stay
 * in the catalogue, which crew never read), and crew read the set they play to. A field added
 * to an answer does not compile until it is named here.
 */

/** The show a set belongs to, as its page heads it. */
export interface SetShow {
  id: string;
  tourId: string;
  tourTitle: string;
  performanceDate: string | null;
  venueName: string;
  city: string;
}

/** A show's set: planned, played, its slot and how the stage copy prints it. */
export interface ShowSetView {
  show: SetShow;
  slot: ShowSlot;
  planned: SetLine[];
  played: SetLine[] | null;
  playedConfirmedAt: string | null;
  /** Who confirmed what was played (their name). */
  playedConfirmedBy: string | null;
  /** The planned set against the slot: an over-running set is flagged, never refused. */
  length: SetLength;
  /** What was played against the plan; null until it is confirmed. */
  changes: PlayedChanges | null;
  stage: StageOptions;
  updatedAt: string | null;
}

/** A saved set a show can start from. */
export interface SavedSetView {
  id: string;
  name: string;
  lines: SetLine[];
  length: SetLength;
  updatedAt: string;
}

/** A saved set in the list: its size and length, not its lines. */
export interface SavedSetSummary {
  id: string;
  name: string;
  count: number;
  seconds: number;
  /** Lines with no length. */
  unknown: number;
  updatedAt: string;
}

/** A show that has a set, to start another show's from (GET /api/set-lists). */
export interface ShowSetSummary {
  tourId: string;
  tourTitle: string;
  showId: string;
  performanceDate: string | null;
  venueName: string;
  city: string;
  count: number;
  seconds: number;
  unknown: number;
}

const LINE_FIELDS = {
  position: "everyone",
  songId: "everyone",
  title: "everyone",
  durationSeconds: "everyone",
  musicalKey: "everyone",
  tempo: "everyone",
  label: "everyone",
  encore: "everyone",
  segue: "everyone",
  note: "everyone",
} as const satisfies AnswerFields<SetLine>;

const SHOW_SET_FIELDS = {
  show: "everyone",
  slot: "everyone",
  // Nested answers: shaped line by line below.
  planned: "everyone",
  played: "everyone",
  playedConfirmedAt: "everyone",
  playedConfirmedBy: "everyone",
  length: "everyone",
  changes: "everyone",
  stage: "everyone",
  updatedAt: "everyone",
} as const satisfies AnswerFields<ShowSetView>;

const SAVED_SET_FIELDS = {
  id: "everyone",
  name: "everyone",
  lines: "everyone",
  length: "everyone",
  updatedAt: "everyone",
} as const satisfies AnswerFields<SavedSetView>;

const SAVED_SET_SUMMARY_FIELDS = {
  id: "everyone",
  name: "everyone",
  count: "everyone",
  seconds: "everyone",
  unknown: "everyone",
  updatedAt: "everyone",
} as const satisfies AnswerFields<SavedSetSummary>;

const SHOW_SET_SUMMARY_FIELDS = {
  tourId: "everyone",
  tourTitle: "everyone",
  showId: "everyone",
  performanceDate: "everyone",
  venueName: "everyone",
  city: "everyone",
  count: "everyone",
  seconds: "everyone",
  unknown: "everyone",
} as const satisfies AnswerFields<ShowSetSummary>;

const linesFor = (sees: boolean, lines: readonly SetLine[]) =>
  lines.map((l) => shapeFor(sees, LINE_FIELDS, l));

export function showSetFor<T extends ShowSetView>(
  sees: boolean,
  view: ClassifiedBy<typeof SHOW_SET_FIELDS, T>,
) {
  return {
    ...shapeFor(sees, SHOW_SET_FIELDS, view),
    planned: linesFor(sees, view.planned),
    played: view.played ? linesFor(sees, view.played) : null,
  };
}

export function savedSetFor<T extends SavedSetView>(
  sees: boolean,
  view: ClassifiedBy<typeof SAVED_SET_FIELDS, T>,
) {
  return { ...shapeFor(sees, SAVED_SET_FIELDS, view), lines: linesFor(sees, view.lines) };
}

export const savedSetsFor = <T extends SavedSetSummary>(
  sees: boolean,
  rows: readonly ClassifiedBy<typeof SAVED_SET_SUMMARY_FIELDS, T>[],
) => rows.map((r) => shapeFor(sees, SAVED_SET_SUMMARY_FIELDS, r));

export const showSetsFor = <T extends ShowSetSummary>(
  sees: boolean,
  rows: readonly ClassifiedBy<typeof SHOW_SET_SUMMARY_FIELDS, T>[],
) => rows.map((r) => shapeFor(sees, SHOW_SET_SUMMARY_FIELDS, r));

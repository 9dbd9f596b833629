import { fileableProblem, type Publisher, type Writer } from "./songs";

/**
 * A performance report (issue 50 item 4): per show of a period, where it was and what was
 * played, each song with what a society matches the work by. One shape for the Filing tab's
 * list, the CSV and the PDF, so the three say the same about the same show.
 */

/**
 * Which set a show's report reads: what was played, once someone confirmed it after the show;
 * the planned set until then (and the report says so); none when the show has no set.
 */
export type SetSource = "played" | "planned" | "none";

export const SET_SOURCE_TEXT: Record<SetSource, string> = {
  played: "Played (confirmed after the show)",
  planned: "Planned set: what was played was not confirmed",
  none: "No set",
};

export type Billing = "Headliner" | "Support";

export interface ReportSong {
  title: string;
  durationSeconds: number | null;
  iswc: string | null;
  isrc: string | null;
  writers: readonly Writer[];
  publishers: readonly Publisher[];
}

export interface ReportShow {
  showId: string;
  tourId: string;
  tourTitle: string;
  date: string;
  venue: string;
  /** The day sheet's venue address. */
  address: string | null;
  city: string | null;
  region: string | null;
  country: string;
  capacity: number | null;
  billing: Billing | null;
  /** Who performed: the workspace's name (the act). */
  performer: string;
  setSource: SetSource;
  /** The songs of the set read, in order (free lines such as "Drum solo" are never filed). */
  songs: readonly ReportSong[];
}

/** A show that cannot be filed as it is, said the way the tab and the files say it. */
export const NO_SET_PROBLEM = "No set list: add the set, or confirm what was played";

/** Why one song cannot be filed yet (no writers, shares not 100 %), or null. */
export const songProblem = (song: ReportSong) =>
  fileableProblem({ writers: [...song.writers] }) ?? null;

/** The songs of a show that cannot be filed yet, each with why. */
export function unfileableSongs(show: Pick<ReportShow, "songs">) {
  return show.songs.flatMap((song) => {
    const problem = songProblem(song);
    return problem ? [{ title: song.title, problem }] : [];
  });
}

const sameAct = (a: string, b: string) =>
  a.trim().toLocaleLowerCase("en") === b.trim().toLocaleLowerCase("en");

/**
 * Headliner or support, from the day sheet's running order (openers first, the headliner
 * last): the act's place in it. Unknown when the running order is empty or does not name it.
 */
export function billingOf(
  runningOrder: readonly { performer: string }[],
  act: string,
): Billing | null {
  const at = runningOrder.findIndex((s) => sameAct(s.performer, act));
  if (at === -1) return null;
  return at === runningOrder.length - 1 ? "Headliner" : "Support";
}

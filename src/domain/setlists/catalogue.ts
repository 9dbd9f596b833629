import { formatExact } from "../format";
import { say } from "../i18n/words";
import { type NoticeShow, showWords } from "../notifications/notice-subjects";
import { MAX_SONGS, type Song } from "./songs";

/**
 * The catalogue's own rules beside a song's (songs.ts): what the list answers with, and the
 * words of its refusals (issue 50 items 1 and 5, docs/product.md §22.1).
 */

/** A song as the catalogue lists it: with how many sets (a show's or a saved one) use it. */
export interface CatalogueSong extends Song {
  setCount: number;
}

/** One set a song is in, as the refusal to delete the song names it: a show by its facts. */
export type SongUse =
  | { kind: "show"; show: NoticeShow; playedOnly: boolean }
  | { kind: "saved"; name: string };

/** How many sets a refusal names before "and N more". */
const NAMED_USES = 3;

const USE_WORDS = {
  saved: { id: "setlists.songInUse.savedSet", defaultMessage: "the saved set {name}" },
  played: { id: "setlists.songInUse.played", defaultMessage: "what was played at {show}" },
  planned: { id: "setlists.songInUse.set", defaultMessage: "the set for {show}" },
};
const IN_USE = {
  id: "setlists.songInUse.refusal",
  defaultMessage:
    "{title} is in {count, plural, one {# set} other {# sets}} ({list}{more, plural, =0 {} other { and # more}}): take it out of {count, plural, one {it} other {them}} first",
};

/** "the set for the show at Mohawk on Mar 12", "what was played at …", "the saved set Festival". */
function songUseLabel(use: SongUse): string {
  if (use.kind === "saved") return say(USE_WORDS.saved, { name: use.name });
  const show = showWords(use.show, undefined);
  return say(use.playedOnly ? USE_WORDS.played : USE_WORDS.planned, { show });
}

/**
 * Why a song cannot be deleted: it is in a set, planned, played or saved, and a set always
 * names what it holds (a filed report must keep naming what was played). In the current
 * language (the route writes it inside the request's translator, issue 55).
 * "Ghosts is in 3 sets (the set for the show at Mohawk on Mar 12, …): take it out of them first"
 */
export function songInUseMessage(title: string, uses: readonly SongUse[]): string {
  const named = uses.slice(0, NAMED_USES).map(songUseLabel);
  const more = uses.length - named.length;
  return say(IN_USE, { title, count: uses.length, list: named.join(", "), more });
}

/** A song whose ISWC another song of the catalogue already has: one work is one song. */
export const duplicateIswcMessage = (title: string) =>
  `Another song of the catalogue has this ISWC: ${title}`;

/**
 * An import that would take the catalogue past its limit (ADR 0008), in the import's terms:
 * what it adds to what is there, and the limit.
 */
export function importPastLimitMessage(current: number, adding: number): string {
  return `This import would add ${formatExact(adding)} songs to the ${formatExact(current)} in the catalogue; a workspace holds at most ${formatExact(MAX_SONGS)} songs.`;
}

/** A sheet with more rows than a catalogue holds: refused before a row is read. */
export function sheetPastLimitMessage(rows: number): string {
  return `This sheet has ${formatExact(rows)} rows; a catalogue holds at most ${formatExact(MAX_SONGS)} songs. Split it, or import only the songs the band plays.`;
}

import { and, asc, eq } from "drizzle-orm";
import { iswcCheckDigit } from "@/domain/setlists/identifiers";
import type { Writer } from "@/domain/setlists/songs";
import type { Db } from "../client";
import { setItems, setLists, songs, tourVenues } from "../schema";

/**
 * The demo's songs and sets (issue 50, docs/product.md §22): a catalogue of twelve songs with
 * their writers, shares and ISWCs, a saved headline set, the set of the last two shows played
 * (with what was played confirmed: one song swapped, one dropped) and of the next two. Four
 * statements whatever the demo's size: the demo seed is timed.
 */

/** "T-" nine digits and the check digit that makes them a valid ISWC. */
const iswc = (nine: string) => `T-${nine}-${iswcCheckDigit(nine)}`;

const MAYA = { name: "Maya Chen", role: "Composer/Author", society: "ASCAP", ipi: "00512345678" };
const JORDAN = { name: "Jordan Blake", role: "Composer", society: "BMI", ipi: "00498765432" };
const RIO = { name: "Rio Alvarez", role: "Author", society: "PRS", ipi: "00234567890" };
const split = (...shares: [typeof MAYA, number][]): Writer[] =>
  shares.map(([w, share]) => ({ ...w, share }));
const PUBLISHER = [{ name: "Night Owls Music", society: "ASCAP", ipi: "00611122233" }];

/** Title, length, key, tempo, ISWC's nine digits, writers (shares in hundredths of a percent). */
const SONGS: [string, number, string, number, string, Writer[]][] = [
  ["Midnight Run", 234, "Em", 128, "101234567", split([MAYA, 5000], [JORDAN, 5000])],
  ["Paper Lanterns", 251, "G", 96, "101234568", split([MAYA, 10000])],
  ["Owl Eyes", 198, "Am", 140, "101234569", split([MAYA, 4000], [JORDAN, 4000], [RIO, 2000])],
  ["Highway Hymn", 287, "D", 84, "101234570", split([JORDAN, 10000])],
  ["Static Hearts", 216, "Bm", 132, "101234571", split([MAYA, 6667], [RIO, 3333])],
  ["Neon Rain", 243, "F#m", 118, "101234572", split([MAYA, 5000], [JORDAN, 2500], [RIO, 2500])],
  ["Slow Burn", 305, "C", 72, "101234573", split([JORDAN, 5000], [RIO, 5000])],
  ["Back Roads", 229, "A", 104, "101234574", split([MAYA, 10000])],
  ["Glass Houses", 262, "Dm", 90, "101234575", split([MAYA, 5000], [JORDAN, 5000])],
  ["Last Call", 201, "E", 150, "101234576", split([RIO, 10000])],
  ["Northern Lights", 318, "Bb", 76, "101234577", split([MAYA, 3400], [JORDAN, 3300], [RIO, 3300])],
  ["Home Again", 274, "G", 100, "101234578", split([MAYA, 5000], [JORDAN, 5000])],
];

type Line = {
  song?: number;
  label?: string;
  seconds?: number;
  encore?: true;
  segue?: true;
  note?: string;
};

/** The headline set, by index into SONGS: the saved set and every show's starting point. */
const HEADLINE: Line[] = [
  { song: 0, segue: true, note: "Straight in from the intro tape" },
  { song: 2 },
  { song: 5 },
  { song: 1, note: "Maya on acoustic" },
  { song: 4 },
  { label: "Drum solo", seconds: 240 },
  { song: 3 },
  { song: 8, segue: true },
  { song: 6 },
  { song: 7 },
  { song: 9, encore: true },
  { song: 11, encore: true, note: "Crowd sings the last chorus" },
];

/** What was played at a past show: Slow Burn and Back Roads swapped, Neon Rain dropped. */
const PLAYED: Line[] = HEADLINE.filter((l) => l.song !== 5).map((l) =>
  l.song === 6 ? HEADLINE[9]! : l.song === 7 ? HEADLINE[8]! : l,
);

export async function seedDemoSetLists(db: Db, workspaceId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const shows = await db
    .select({ id: tourVenues.id, date: tourVenues.performanceDate })
    .from(tourVenues)
    .where(and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.status, "confirmed")))
    .orderBy(asc(tourVenues.performanceDate));
  const dated = shows.filter((s): s is { id: string; date: string } => s.date !== null);
  const played = dated.filter((s) => s.date < today).slice(-2);
  const coming = dated.filter((s) => s.date >= today).slice(0, 2);

  const songIds = (
    await db
      .insert(songs)
      .values(
        SONGS.map(([title, durationSeconds, musicalKey, tempo, nine, writers]) => ({
          workspaceId,
          title,
          durationSeconds,
          musicalKey,
          tempo,
          iswc: iswc(nine),
          writers,
          publishers: PUBLISHER,
        })),
      )
      .returning({ id: songs.id })
  ).map((s) => s.id);

  // The owner confirmed what was played (a workspace's id is its owner's user id).
  const confirmed = { playedConfirmedAt: new Date(), playedConfirmedBy: workspaceId };
  const sets = await db
    .insert(setLists)
    .values([
      { workspaceId, name: "Headline set" },
      ...played.map((s) => ({ workspaceId, showId: s.id, ...confirmed })),
      ...coming.map((s) => ({ workspaceId, showId: s.id, stageNotes: false })),
    ])
    .returning({ id: setLists.id, showId: setLists.showId });

  const rows = (setListId: string, lines: Line[], isPlayed: boolean) =>
    lines.map((l, i) => ({
      workspaceId,
      setListId,
      played: isPlayed,
      position: i + 1,
      songId: l.song === undefined ? null : songIds[l.song]!,
      label: l.label ?? null,
      durationSeconds: l.seconds ?? null,
      encore: l.encore ?? false,
      segue: l.segue ?? false,
      note: l.note ?? null,
    }));
  const pastIds = new Set(played.map((s) => s.id));
  await db
    .insert(setItems)
    .values(
      sets.flatMap((set) => [
        ...rows(set.id, HEADLINE, false),
        ...(set.showId && pastIds.has(set.showId) ? rows(set.id, PLAYED, true) : []),
      ]),
    );
}

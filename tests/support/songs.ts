import { expect } from "vitest";
import { setItems, setLists } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { type Account, call } from "./client";
import type { TestApp } from "./test-app";

/** A song's body as the form sends it: shares as percentages. */
export const songBody = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  durationSeconds: "3:45",
  musicalKey: "Am",
  tempo: "96",
  writers: [
    { name: "Ana Ruiz", role: "Composer", society: "ASCAP", ipi: "00012345678", share: "50" },
    { name: "Ben Lo", share: "50" },
  ],
  publishers: [{ name: "Ruiz Songs", society: "ASCAP" }],
  ...over,
});

/** A song of `who`'s catalogue, made through the API. */
export async function addSong(t: TestApp, who: Account, title: string, over = {}) {
  const res = await call(t, "POST", "/api/songs", {
    cookie: who.cookie,
    json: songBody(title, over),
  });
  expect(res.status, res.text).toBe(201);
  return res.data as { id: string; title: string };
}

/**
 * Puts songs in a set straight through the database (the sets' API is another part's): a
 * show's set at `venue` on `date` (planned lines, or played ones), or a saved set by name.
 */
export async function putInSet(
  t: TestApp,
  workspaceId: string,
  songIds: readonly string[],
  where: { venue: string; date: string; played?: boolean } | { saved: string },
) {
  const db = t.database.db;
  let showId: string | null = null;
  if ("venue" in where) {
    const tour = await insertTour(db, workspaceId, { title: `Tour of ${where.venue}` });
    const venue = await insertVenue(db, workspaceId, { name: where.venue });
    showId = (await insertShow(db, workspaceId, tour.id, venue.id, { performanceDate: where.date }))
      .id;
  }
  const [set] = await db
    .insert(setLists)
    .values({ workspaceId, showId, name: "saved" in where ? where.saved : null })
    .returning({ id: setLists.id });
  await db.insert(setItems).values(
    songIds.map((songId, i) => ({
      workspaceId,
      setListId: set!.id,
      songId,
      position: i + 1,
      played: "venue" in where ? Boolean(where.played) : false,
    })),
  );
  return set!.id;
}

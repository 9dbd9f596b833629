import type { MatrixContext, RouteFixture } from "./_matrix";

/** The song catalogue, its import and its CSV (issue 50 item 1, docs/product.md §22.1). */

const song = (title: string) => ({
  title,
  durationSeconds: "3:45",
  writers: [
    { name: "Ana Ruiz", share: "50" },
    { name: "Ben Lo", share: "50" },
  ],
});

async function ownerSong(ctx: MatrixContext) {
  const made = (await ctx.asOwner("POST", "/api/songs", song(ctx.marker()))) as {
    id: string;
    title: string;
  };
  return { params: { songId: made.id }, marker: made.title, readBack: `/api/songs/${made.id}` };
}

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/songs",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerSong(ctx)).marker }),
  },
  {
    method: "POST",
    path: "/api/songs",
    check: "none",
    reason:
      "creates a song of the caller's own; refers to no other row (crew's 403 and an artist's add are in tests/api/songs.test.ts)",
  },
  { method: "GET", path: "/api/songs/:songId", check: "owned", arrange: ownerSong },
  {
    method: "PUT",
    path: "/api/songs/:songId",
    check: "owned",
    arrange: async (ctx) => ({ ...(await ownerSong(ctx)), body: song("Renamed") }),
  },
  { method: "DELETE", path: "/api/songs/:songId", check: "owned", arrange: ownerSong },
  {
    method: "POST",
    path: "/api/imports/songs/preview",
    check: "none",
    reason:
      "reads a sheet sent in the body against the caller's own catalogue only (tests/api/song-imports.test.ts: another workspace's songs are never matched, written or exported)",
  },
  {
    method: "POST",
    path: "/api/imports/songs",
    check: "none",
    reason:
      "creates and updates songs of the caller's own catalogue from the sheet in the body; refers to no row by id (tests/api/song-imports.test.ts)",
  },
  {
    method: "GET",
    path: "/api/exports/songs.csv",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerSong(ctx)).marker }),
  },
];

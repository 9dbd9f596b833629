import { songs } from "@/server/db/schema";
import { type MatrixContext, otherShow, ownerShow, type RouteFixture } from "./_matrix";

/**
 * Set lists (issue 50): a show's set, what was played, its stage copy, the shows with a set
 * and saved sets. A's songs are written straight into the database (tests may seed): the
 * catalogue's own routes are another fixture file's.
 */

const set = "/api/tours/:tourId/set-lists/:showId";

async function ownerSong(ctx: MatrixContext, title = ctx.marker()) {
  const [song] = await ctx.t.database.db
    .insert(songs)
    .values({ workspaceId: ctx.a.workspaceId, title, durationSeconds: 200 })
    .returning({ id: songs.id });
  return song!.id;
}

async function onShow(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  return {
    params: { tourId: tour.id, showId: show.id },
    base: `/api/tours/${tour.id}/set-lists/${show.id}`,
  };
}

/** A's show with a set whose song is named with a marker. */
async function withSet(ctx: MatrixContext) {
  const shown = await onShow(ctx);
  const marker = ctx.marker();
  await ctx.asOwner("PUT", shown.base, { items: [{ songId: await ownerSong(ctx, marker) }] });
  return { ...shown, marker };
}

async function savedSet(ctx: MatrixContext) {
  const name = ctx.marker();
  const row = await ctx.asOwner("POST", "/api/saved-sets", {
    name,
    items: [{ songId: await ownerSong(ctx) }, { label: "Drum solo" }],
  });
  return { id: row.id as string, name };
}

const savedBody = (ctx: MatrixContext) => ({ name: ctx.marker(), items: [{ label: "Intro" }] });

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: set,
    check: "owned",
    arrange: async (ctx) => {
      const { params, marker } = await withSet(ctx);
      return { params, marker };
    },
  },
  {
    method: "PUT",
    path: set,
    check: "owned",
    arrange: async (ctx) => {
      const { params, base } = await withSet(ctx);
      return { params, body: { items: [{ label: "Line check" }] }, readBack: base };
    },
  },
  {
    // B's own show, with A's song in its lines: refused on the line.
    method: "PUT",
    path: set,
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const { params } = await onShow(ctx);
      const theirs = await otherShow(ctx);
      return {
        params,
        body: { items: [{ songId: await ownerSong(ctx) }] },
        asOther: { params: { tourId: theirs.tour.id, showId: theirs.show.id } },
      };
    },
  },
  {
    method: "PUT",
    path: `${set}/played`,
    check: "owned",
    arrange: async (ctx) => {
      const { params, base } = await withSet(ctx);
      return { params, body: { items: [{ label: "Encore jam", encore: true }] }, readBack: base };
    },
  },
  {
    method: "GET",
    path: `${set}/pdf`,
    check: "owned",
    arrange: async (ctx) => ({ params: (await withSet(ctx)).params }),
  },
  {
    method: "GET",
    path: "/api/set-lists",
    check: "list",
    arrange: async (ctx) => {
      const { params } = await withSet(ctx);
      // The list names shows by venue; A's venue is named with a marker.
      const venue = await ctx.asOwner(
        "GET",
        `/api/tours/${params.tourId}/set-lists/${params.showId}`,
      );
      return { marker: venue.show.venueName as string };
    },
  },
  {
    method: "GET",
    path: "/api/saved-sets",
    check: "list",
    arrange: async (ctx) => ({ marker: (await savedSet(ctx)).name }),
  },
  {
    // B's own saved set, with A's song in its lines: refused on the line.
    method: "POST",
    path: "/api/saved-sets",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => ({
      body: { name: ctx.marker(), items: [{ songId: await ownerSong(ctx) }] },
    }),
  },
  {
    method: "GET",
    path: "/api/saved-sets/:setId",
    check: "owned",
    arrange: async (ctx) => {
      const { id, name } = await savedSet(ctx);
      return { params: { setId: id }, marker: name };
    },
  },
  {
    method: "PUT",
    path: "/api/saved-sets/:setId",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await savedSet(ctx);
      return { params: { setId: id }, body: savedBody(ctx), readBack: `/api/saved-sets/${id}` };
    },
  },
  {
    method: "DELETE",
    path: "/api/saved-sets/:setId",
    check: "owned",
    arrange: async (ctx) => {
      const { id } = await savedSet(ctx);
      return { params: { setId: id }, readBack: `/api/saved-sets/${id}` };
    },
  },
];

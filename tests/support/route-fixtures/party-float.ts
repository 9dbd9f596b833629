import type { MatrixContext, RouteFixture } from "./_matrix";

/** The float, paying a line, each person's own tour and statements (issue 54, ADR 0032). */

/**
 * A tour of A's with A themself on its party (named by a marker), a generated line, and a
 * float in GBP with a draw noted by the marker.
 */
async function ownerFloat(ctx: MatrixContext) {
  const marker = ctx.marker();
  const tour = (await ctx.asOwner("POST", "/api/tours", {
    title: marker,
    startDate: "2099-06-01",
    endDate: "2099-06-02",
  })) as { id: string };
  const added = (await ctx.asOwner("POST", `/api/tours/${tour.id}/party`, {
    people: [{ userId: ctx.a.userId, name: marker, perDiemOff: "20", homeCurrency: "GBP" }],
  })) as { people: { id: string }[] };
  await ctx.asOwner("POST", `/api/tours/${tour.id}/party/generate`);
  const payments = (await ctx.asOwner("GET", `/api/tours/${tour.id}/payments`)) as {
    lines: { id: string }[];
  };
  const float = (await ctx.asOwner("POST", `/api/tours/${tour.id}/float`, {
    kind: "draw",
    currency: "GBP",
    amount: "500",
    note: marker,
  })) as { entries: { id: string }[] };
  return {
    marker,
    tourId: tour.id,
    personId: added.people[0]!.id,
    paymentId: payments.lines[0]!.id,
    entryId: float.entries[0]!.id,
  };
}

/**
 * The same, with every member of A's workspace on the party too: each person reads their own
 * tour (the role matrix asks as each role), and one not on the party reads 404.
 */
async function everyoneOnParty(ctx: MatrixContext) {
  const made = await ownerFloat(ctx);
  const party = (await ctx.asOwner("GET", `/api/tours/${made.tourId}/party`)) as {
    members: { userId: string }[];
  };
  if (party.members.length)
    await ctx.asOwner("POST", `/api/tours/${made.tourId}/party`, {
      people: party.members.map((m) => ({ userId: m.userId, homeCurrency: "GBP" })),
    });
  return made;
}

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/tours/:tourId/float",
    check: "owned",
    arrange: async (ctx) => {
      const { marker, tourId } = await ownerFloat(ctx);
      return { params: { tourId }, marker };
    },
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/float",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId } = await ownerFloat(ctx);
      return {
        params: { tourId },
        body: { kind: "count", currency: "GBP", amount: "480" },
        readBack: `/api/tours/${tourId}/float`,
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/float/:entryId",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, entryId } = await ownerFloat(ctx);
      return { params: { tourId, entryId }, readBack: `/api/tours/${tourId}/float` };
    },
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/payments/:paymentId/paid",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, paymentId } = await ownerFloat(ctx);
      return {
        params: { tourId, paymentId },
        body: { fromFloat: true },
        readBack: `/api/tours/${tourId}/float`,
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/payments/:paymentId/paid",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, paymentId } = await ownerFloat(ctx);
      await ctx.asOwner("POST", `/api/tours/${tourId}/payments/${paymentId}/paid`, {
        fromFloat: true,
      });
      return { params: { tourId, paymentId }, readBack: `/api/tours/${tourId}/float` };
    },
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/party/:personId/statement.pdf",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, personId } = await ownerFloat(ctx);
      return { params: { tourId, personId } };
    },
  },
  {
    method: "GET",
    path: "/api/my-tours",
    check: "list",
    arrange: async (ctx) => ({ marker: (await ownerFloat(ctx)).marker }),
  },
  {
    method: "GET",
    path: "/api/my-tours/:tourId",
    check: "owned",
    arrange: async (ctx) => {
      const { marker, tourId } = await everyoneOnParty(ctx);
      return { params: { tourId }, marker };
    },
  },
  {
    method: "GET",
    path: "/api/my-tours/:tourId/statement.pdf",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId } = await everyoneOnParty(ctx);
      return { params: { tourId } };
    },
  },
];

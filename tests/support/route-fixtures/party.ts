import type { MatrixContext, RouteFixture } from "./_matrix";

/** The party's people, generation and payment lines (issue 54, ADR 0032). */

/** A tour of A's, with dates, and a person on its party named by a marker, lines generated. */
async function ownerParty(ctx: MatrixContext) {
  const marker = ctx.marker();
  const tour = (await ctx.asOwner("POST", "/api/tours", {
    title: ctx.marker(),
    startDate: "2099-06-01",
    endDate: "2099-06-03",
  })) as { id: string };
  const added = (await ctx.asOwner("POST", `/api/tours/${tour.id}/party`, {
    people: [{ name: marker, perDiemOff: "20", homeCurrency: "GBP" }],
  })) as { people: { id: string }[] };
  await ctx.asOwner("POST", `/api/tours/${tour.id}/party/generate`);
  const payments = (await ctx.asOwner("GET", `/api/tours/${tour.id}/payments`)) as {
    lines: { id: string }[];
  };
  return {
    marker,
    tourId: tour.id,
    personId: added.people[0]!.id,
    paymentId: payments.lines[0]!.id,
  };
}

const person = (name: string) => ({ name, roadRole: "Driver", perDiemOff: "15" });
const line = (personId: string, marker: string) => ({
  personId,
  kind: "buyout",
  amount: "12.50",
  currency: "GBP",
  note: marker,
});

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/tours/:tourId/party",
    check: "owned",
    arrange: async (ctx) => {
      const { marker, tourId } = await ownerParty(ctx);
      return { params: { tourId }, marker };
    },
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/party",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId } = await ownerParty(ctx);
      return {
        params: { tourId },
        body: { people: [person(ctx.marker())] },
        readBack: `/api/tours/${tourId}/party`,
      };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/party/:personId",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, personId } = await ownerParty(ctx);
      return {
        params: { tourId, personId },
        body: { ...person(ctx.marker()), homeCurrency: "GBP" },
        readBack: `/api/tours/${tourId}/party`,
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/party/:personId",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, personId } = await ownerParty(ctx);
      return { params: { tourId, personId }, readBack: `/api/tours/${tourId}/party` };
    },
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/party/generate",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId } = await ownerParty(ctx);
      return { params: { tourId }, readBack: `/api/tours/${tourId}/payments` };
    },
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/payments",
    check: "owned",
    arrange: async (ctx) => {
      const { marker, tourId } = await ownerParty(ctx);
      return { params: { tourId }, marker };
    },
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/payments",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, personId } = await ownerParty(ctx);
      return {
        params: { tourId },
        body: line(personId, ctx.marker()),
        readBack: `/api/tours/${tourId}/payments`,
      };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/payments/:paymentId",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, personId, paymentId } = await ownerParty(ctx);
      return {
        params: { tourId, paymentId },
        body: line(personId, ctx.marker()),
        readBack: `/api/tours/${tourId}/payments`,
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/payments/:paymentId",
    check: "owned",
    arrange: async (ctx) => {
      const { tourId, paymentId } = await ownerParty(ctx);
      return { params: { tourId, paymentId }, readBack: `/api/tours/${tourId}/payments` };
    },
  },
];

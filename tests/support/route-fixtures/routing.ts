import { call } from "../client";
import { type MatrixContext, ownerTour, type RouteFixture } from "./_matrix";

// Routing (issue 40, ADR 0023) and a financial row's receipt (issue 36 §6).
const settings = {
  unit: "mi",
  milesPerGallon: 14,
  fuelPricePerGallon: "3.60",
  tollsTotal: "0.00",
  perDiem: "35.00",
  partySize: 4,
  hotelRatePerRoom: "120.00",
  rooms: 2,
  averageMph: 55,
};

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** A's financial row with a receipt on it. */
async function ownerReceipt(ctx: MatrixContext) {
  const tour = await ownerTour(ctx);
  const base = `/api/tours/${tour.id}/financials`;
  const row = (await ctx.asOwner("POST", base, {
    type: "expense",
    category: "Fuel",
    amountAnticipated: "120.00",
    amountActual: "0",
    description: ctx.marker(),
  })) as { id: string };
  const res = await call(ctx.t, "PUT", `${base}/${row.id}/receipt?name=r.pdf`, {
    cookie: ctx.a.cookie,
    raw: PDF,
  });
  if (res.status !== 201) throw new Error(`matrix set-up receipt → ${res.status} ${res.text}`);
  return { params: { tourId: tour.id, id: row.id }, readBack: base };
}

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/tours/:tourId/route",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerTour(ctx)).id } }),
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/route/settings",
    check: "owned",
    arrange: async (ctx) => {
      const tour = await ownerTour(ctx);
      return {
        params: { tourId: tour.id },
        body: settings,
        readBack: `/api/tours/${tour.id}/route`,
      };
    },
  },
  {
    method: "GET",
    path: "/api/places",
    check: "none",
    reason: "the gazetteer's public place names for a city: no account's data",
  },
  {
    method: "GET",
    path: "/api/tours/:tourId/financials/:id/receipt",
    check: "owned",
    arrange: ownerReceipt,
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/financials/:id/receipt",
    check: "owned",
    arrange: async (ctx) => ({ ...(await ownerReceipt(ctx)), query: "name=b.pdf", body: PDF }),
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/financials/:id/receipt",
    check: "owned",
    arrange: ownerReceipt,
  },
];

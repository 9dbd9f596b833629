import {
  confirmShow,
  type MatrixContext,
  otherShow,
  ownerShow,
  ownerTour,
  type RouteFixture,
} from "./_matrix";

const financialBody = (amount = "120.00") => ({
  type: "expense",
  category: "Fuel",
  amountAnticipated: amount,
});
const dealBody = (showId: string, guaranteeAmount = "500.00") => ({
  showId,
  dealType: "guarantee",
  guaranteeAmount,
});
const settlementBody = { ticketsSold: 120, grossReceipts: "1800.00", showExpenses: "200.00" };
const provisionBody = (showId: string, description: string) => ({
  showId,
  provisionType: "hospitality",
  description,
  estimatedValue: "40.00",
});
const budgetBody = (amount = "300.00") => ({ category: "Fuel", amount });

const tourPath = (tourId: string, what: string) => `/api/tours/${tourId}/${what}`;

async function ownerFinancial(ctx: MatrixContext) {
  const tour = await ownerTour(ctx);
  const row = await ctx.asOwner("POST", tourPath(tour.id, "financials"), financialBody());
  return { tour, row: row as { id: string }, readBack: tourPath(tour.id, "financials") };
}

async function ownerDeal(ctx: MatrixContext, opts: { settled?: boolean } = {}) {
  const { tour, show } = await ownerShow(ctx);
  await confirmShow(ctx.asOwner, show.id);
  const deal = await ctx.asOwner("POST", tourPath(tour.id, "deals"), dealBody(show.id));
  if (opts.settled) {
    await ctx.asOwner("PUT", `${tourPath(tour.id, "deals")}/${deal.id}/settlement`, settlementBody);
  }
  return { tour, show, deal: deal as { id: string }, readBack: tourPath(tour.id, "deals") };
}

async function ownerProvision(ctx: MatrixContext) {
  const { tour, show } = await ownerShow(ctx);
  const description = ctx.marker();
  const row = await ctx.asOwner(
    "POST",
    tourPath(tour.id, "rider-provisions"),
    provisionBody(show.id, description),
  );
  return {
    tour,
    show,
    row: row as { id: string },
    description,
    readBack: tourPath(tour.id, "rider-provisions"),
  };
}

async function ownerBudget(ctx: MatrixContext) {
  const tour = await ownerTour(ctx);
  const budget = await ctx.asOwner("PUT", tourPath(tour.id, "budgets"), budgetBody());
  return { tour, budget: budget as { id: string }, readBack: tourPath(tour.id, "budgets") };
}

/** B's own tour (no rows of A's on it), for B's requests that name A's row on B's tour. */
const otherTour = (ctx: MatrixContext) =>
  ctx.asOther("POST", "/api/tours", { title: "B's own" }) as Promise<{ id: string }>;

/**
 * Logistics & Finances: a tour's finance overview, financial rows, revenue deals and their
 * settlement, rider provisions and budgets. Everything hangs off A's tour.
 */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/tours/:tourId/finance",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerDeal(ctx)).tour.id } }),
  },

  // ---- Financial rows
  {
    method: "GET",
    path: "/api/tours/:tourId/financials",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerFinancial(ctx)).tour.id } }),
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/financials",
    check: "owned",
    arrange: async (ctx) => {
      const f = await ownerFinancial(ctx);
      return { params: { tourId: f.tour.id }, body: financialBody("9.99"), readBack: f.readBack };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/financials/:id",
    check: "owned",
    arrange: async (ctx) => {
      const f = await ownerFinancial(ctx);
      return {
        params: { tourId: f.tour.id, id: f.row.id },
        body: financialBody("1.00"),
        readBack: f.readBack,
      };
    },
  },
  {
    // A's row id under B's own tour: still not B's.
    method: "PUT",
    path: "/api/tours/:tourId/financials/:id",
    check: "owned",
    arrange: async (ctx) => {
      const f = await ownerFinancial(ctx);
      const bTour = await otherTour(ctx);
      return {
        params: { tourId: f.tour.id, id: f.row.id },
        body: financialBody("1.00"),
        asOther: { params: { tourId: bTour.id, id: f.row.id } },
        readBack: f.readBack,
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/financials/:id",
    check: "owned",
    arrange: async (ctx) => {
      const f = await ownerFinancial(ctx);
      return { params: { tourId: f.tour.id, id: f.row.id }, readBack: f.readBack };
    },
  },

  // ---- Revenue deals and settlement
  {
    method: "GET",
    path: "/api/tours/:tourId/deals",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerDeal(ctx)).tour.id } }),
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/deals",
    check: "owned",
    arrange: async (ctx) => {
      const { tour, show } = await ownerShow(ctx);
      await confirmShow(ctx.asOwner, show.id);
      return {
        params: { tourId: tour.id },
        body: dealBody(show.id),
        readBack: tourPath(tour.id, "deals"),
      };
    },
  },
  {
    // B's own tour, A's show in the body: refused on showId.
    method: "POST",
    path: "/api/tours/:tourId/deals",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const { tour, show } = await ownerShow(ctx);
      await confirmShow(ctx.asOwner, show.id);
      const bTour = await otherTour(ctx);
      return {
        params: { tourId: tour.id },
        body: dealBody(show.id),
        asOther: { params: { tourId: bTour.id } },
        readBack: tourPath(tour.id, "deals"),
      };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/deals/:id",
    check: "owned",
    arrange: async (ctx) => {
      const d = await ownerDeal(ctx);
      return {
        params: { tourId: d.tour.id, id: d.deal.id },
        body: dealBody(d.show.id, "1.00"),
        readBack: d.readBack,
      };
    },
  },
  {
    // B's own deal, moved onto A's show: refused on showId.
    method: "PUT",
    path: "/api/tours/:tourId/deals/:id",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const d = await ownerDeal(ctx);
      const b = await otherShow(ctx);
      await confirmShow(ctx.asOther, b.show.id);
      const bDeal = await ctx.asOther("POST", tourPath(b.tour.id, "deals"), dealBody(b.show.id));
      return {
        params: { tourId: d.tour.id, id: d.deal.id },
        body: dealBody(d.show.id, "650.00"),
        asOther: { params: { tourId: b.tour.id, id: bDeal.id } },
        readBack: d.readBack,
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/deals/:id",
    check: "owned",
    arrange: async (ctx) => {
      const d = await ownerDeal(ctx);
      return { params: { tourId: d.tour.id, id: d.deal.id }, readBack: d.readBack };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/deals/:id/settlement",
    check: "owned",
    arrange: async (ctx) => {
      const d = await ownerDeal(ctx);
      return {
        params: { tourId: d.tour.id, id: d.deal.id },
        body: settlementBody,
        readBack: d.readBack,
      };
    },
  },
  {
    // Reopening: A's deal is settled first, so B's refused reopen is seen to change nothing.
    method: "DELETE",
    path: "/api/tours/:tourId/deals/:id/settlement",
    check: "owned",
    arrange: async (ctx) => {
      const d = await ownerDeal(ctx, { settled: true });
      return { params: { tourId: d.tour.id, id: d.deal.id }, readBack: d.readBack };
    },
  },

  // ---- Rider provisions
  {
    method: "GET",
    path: "/api/tours/:tourId/rider-provisions",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerProvision(ctx)).tour.id } }),
  },
  {
    method: "POST",
    path: "/api/tours/:tourId/rider-provisions",
    check: "owned",
    arrange: async (ctx) => {
      const p = await ownerProvision(ctx);
      return {
        params: { tourId: p.tour.id },
        body: provisionBody(p.show.id, "Towels"),
        readBack: p.readBack,
      };
    },
  },
  {
    // B's own tour, A's show in the body: refused on showId.
    method: "POST",
    path: "/api/tours/:tourId/rider-provisions",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const p = await ownerProvision(ctx);
      const bTour = await otherTour(ctx);
      return {
        params: { tourId: p.tour.id },
        body: provisionBody(p.show.id, "Towels"),
        asOther: { params: { tourId: bTour.id } },
        readBack: p.readBack,
      };
    },
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/rider-provisions/:id",
    check: "owned",
    arrange: async (ctx) => {
      const p = await ownerProvision(ctx);
      return {
        params: { tourId: p.tour.id, id: p.row.id },
        body: provisionBody(p.show.id, "Taken over"),
        readBack: p.readBack,
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/rider-provisions/:id",
    check: "owned",
    arrange: async (ctx) => {
      const p = await ownerProvision(ctx);
      return { params: { tourId: p.tour.id, id: p.row.id }, readBack: p.readBack };
    },
  },

  // ---- Budgets
  {
    method: "GET",
    path: "/api/tours/:tourId/budgets",
    check: "owned",
    arrange: async (ctx) => ({ params: { tourId: (await ownerBudget(ctx)).tour.id } }),
  },
  {
    method: "PUT",
    path: "/api/tours/:tourId/budgets",
    check: "owned",
    arrange: async (ctx) => {
      const b = await ownerBudget(ctx);
      return { params: { tourId: b.tour.id }, body: budgetBody("1.00"), readBack: b.readBack };
    },
  },
  {
    method: "DELETE",
    path: "/api/tours/:tourId/budgets/:id",
    check: "owned",
    arrange: async (ctx) => {
      const b = await ownerBudget(ctx);
      return { params: { tourId: b.tour.id, id: b.budget.id }, readBack: b.readBack };
    },
  },
  {
    // A's budget id under B's own tour: still not B's.
    method: "DELETE",
    path: "/api/tours/:tourId/budgets/:id",
    check: "owned",
    arrange: async (ctx) => {
      const b = await ownerBudget(ctx);
      const bTour = await otherTour(ctx);
      return {
        params: { tourId: b.tour.id, id: b.budget.id },
        asOther: { params: { tourId: bTour.id, id: b.budget.id } },
        readBack: b.readBack,
      };
    },
  },
];

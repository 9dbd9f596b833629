import { ownerTour, type RouteFixture } from "./_matrix";

const campaign = (title: string, tourId?: string) => ({ title, platform: "TikTok", tourId });

/** Marketing & Virality: campaigns. */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/campaigns",
    check: "list",
    arrange: async (ctx) => {
      const title = ctx.marker();
      await ctx.asOwner("POST", "/api/campaigns", campaign(title));
      return { marker: title };
    },
  },
  {
    // B links A's tour to a campaign of B's: refused on tourId.
    method: "POST",
    path: "/api/campaigns",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => ({
      body: campaign(ctx.marker(), (await ownerTour(ctx)).id),
    }),
  },
  {
    method: "PUT",
    path: "/api/campaigns/:id",
    check: "owned",
    arrange: async (ctx) => {
      const row = await ctx.asOwner("POST", "/api/campaigns", campaign(ctx.marker()));
      return { params: { id: row.id }, body: campaign("Taken over") };
    },
  },
  {
    // B's own campaign, pointed at A's tour.
    method: "PUT",
    path: "/api/campaigns/:id",
    check: "owned",
    refusedWith: 400,
    arrange: async (ctx) => {
      const tour = await ownerTour(ctx);
      const mine = await ctx.asOwner("POST", "/api/campaigns", campaign(ctx.marker()));
      const theirs = await ctx.asOther("POST", "/api/campaigns", campaign("B's own"));
      return {
        params: { id: mine.id },
        body: campaign("Linked", tour.id),
        asOther: { params: { id: theirs.id } },
      };
    },
  },
  {
    method: "DELETE",
    path: "/api/campaigns/:id",
    check: "owned",
    arrange: async (ctx) => {
      const row = await ctx.asOwner("POST", "/api/campaigns", campaign(ctx.marker()));
      return { params: { id: row.id } };
    },
  },
];

import { utcDateStamp } from "@/domain/tour-timing";
import {
  confirmShow,
  type MatrixContext,
  ownerTour,
  ownerVenue,
  type RouteFixture,
  showBody,
} from "./_matrix";

/**
 * The performance reports and their filing (issue 50 item 4). The matrix's shows are in
 * Austin (the US) on 2026-05-01: BMI's, and confirmed, since only a confirmed show was played.
 */

const PERIOD = "society=BMI&from=2026-01-01&to=2026-12-31";
const LIST = `/api/setlist-filings?${PERIOD}`;

/** A's confirmed show; its venue's name is the marker every report and list prints. */
async function playedShow(ctx: MatrixContext) {
  const name = ctx.marker();
  const tour = await ownerTour(ctx);
  const venue = await ownerVenue(ctx, name);
  const show = await ctx.asOwner("POST", `/api/tours/${tour.id}/shows`, showBody(venue.id));
  await confirmShow(ctx.asOwner, show.id);
  return { params: { tourId: tour.id, showId: show.id as string, society: "BMI" }, marker: name };
}

const filing = "/api/tours/:tourId/set-lists/:showId/filings/:society";
const filedToday = () => ({ filedOn: utcDateStamp(new Date()), reference: "BMI-1" });

export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/setlist-filings",
    check: "list",
    arrange: async (ctx) => ({ marker: (await playedShow(ctx)).marker, query: PERIOD }),
  },
  {
    method: "GET",
    path: "/api/setlist-filings/report.csv",
    check: "list",
    arrange: async (ctx) => ({ marker: (await playedShow(ctx)).marker, query: PERIOD }),
  },
  {
    method: "GET",
    path: "/api/setlist-filings/report.pdf",
    check: "list",
    ownerAnswerOpaque: true,
    arrange: async (ctx) => ({ marker: (await playedShow(ctx)).marker, query: PERIOD }),
  },
  {
    method: "PUT",
    path: filing,
    check: "owned",
    arrange: async (ctx) => {
      const { params } = await playedShow(ctx);
      return { params, body: filedToday(), readBack: LIST };
    },
  },
  {
    method: "DELETE",
    path: filing,
    check: "owned",
    arrange: async (ctx) => {
      const { params } = await playedShow(ctx);
      const path = `/api/tours/${params.tourId}/set-lists/${params.showId}/filings/BMI`;
      await ctx.asOwner("PUT", path, filedToday());
      return { params, readBack: LIST };
    },
  },
  {
    method: "GET",
    path: "/api/setlist-settings",
    check: "list",
    arrange: async (ctx) => {
      // A society no other fixture chooses: B's answer must not show A's choice.
      await ctx.asOwner("PUT", "/api/setlist-settings", { societies: ["SACEM"] });
      return { marker: "SACEM" };
    },
  },
  {
    method: "PUT",
    path: "/api/setlist-settings",
    check: "none",
    reason: "writes the caller's own workspace's choice of societies, named by the session only",
  },
];

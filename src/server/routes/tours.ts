import { Hono } from "hono";
import { reorderShowsSchema, showInputSchema, showTotals } from "@/domain/shows";
import { tourInputSchema } from "@/domain/tours";
import type { AppEnv } from "../context";
import {
  createShow,
  deleteShow,
  listShows,
  reorderShows,
  type ShowWriteError,
  updateShow,
} from "../db/queries/shows";
import { createTour, deleteTour, getTour, listTours, updateTour } from "../db/queries/tours";
import { ApiError, notFound } from "../middleware/errors";
import { idParams } from "../middleware/id-params";
import { validate } from "../middleware/validate";

const TOUR_NOT_FOUND = "Tour not found";
const SHOW_NOT_FOUND = "Show not found";

/** Maps a refused show write to the answer a missing or foreign row gets. */
function showError(error: ShowWriteError): ApiError {
  switch (error) {
    case "tour":
      return notFound(TOUR_NOT_FOUND);
    case "show":
      return notFound(SHOW_NOT_FOUND);
    case "venue":
      // A venue of another account is refused exactly like one that does not exist.
      return new ApiError(400, "Invalid input — venueId: Choose a venue from your directory", {
        venueId: "Choose a venue from your directory",
      });
    case "order":
      return new ApiError(400, "Invalid input — showIds: List every show of the tour once", {
        showIds: "List every show of the tour once",
      });
  }
}

export const toursRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTours(c.var.db, c.var.user.id)))
  .post("/", validate("json", tourInputSchema), async (c) => {
    const tour = await createTour(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json(tour, 201);
  })
  .get("/:tourId", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const tour = await getTour(c.var.db, c.var.user.id, tourId);
    if (!tour) throw notFound(TOUR_NOT_FOUND);
    const shows = await listShows(c.var.db, c.var.user.id, tourId);
    return c.json({ tour, shows, totals: showTotals(shows) });
  })
  .put(
    "/:tourId",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", tourInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const tour = await updateTour(c.var.db, c.var.user.id, tourId, c.req.valid("json"));
      if (!tour) throw notFound(TOUR_NOT_FOUND);
      return c.json(tour);
    },
  )
  .delete("/:tourId", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    if (!(await deleteTour(c.var.db, c.var.user.id, tourId))) throw notFound(TOUR_NOT_FOUND);
    return c.json({ id: tourId });
  })
  .get("/:tourId/shows", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    if (!(await getTour(c.var.db, c.var.user.id, tourId))) throw notFound(TOUR_NOT_FOUND);
    return c.json(await listShows(c.var.db, c.var.user.id, tourId));
  })
  .post(
    "/:tourId/shows",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", showInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const result = await createShow(c.var.db, c.var.user.id, tourId, c.req.valid("json"));
      if (typeof result === "string") throw showError(result);
      return c.json(result, 201);
    },
  )
  .put(
    "/:tourId/shows/order",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", reorderShowsSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const { showIds } = c.req.valid("json");
      const result = await reorderShows(c.var.db, c.var.user.id, tourId, showIds);
      if (typeof result === "string") throw showError(result);
      return c.json(result);
    },
  )
  .put(
    "/:tourId/shows/:showId",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    validate("json", showInputSchema),
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const input = c.req.valid("json");
      const result = await updateShow(c.var.db, c.var.user.id, tourId, showId, input);
      if (typeof result === "string") throw showError(result);
      return c.json(result);
    },
  )
  .delete("/:tourId/shows/:showId", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const result = await deleteShow(c.var.db, c.var.user.id, tourId, showId);
    if (result !== true) throw showError(result);
    return c.json({ id: showId });
  });

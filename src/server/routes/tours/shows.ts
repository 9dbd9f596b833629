import { Hono } from "hono";
import { editShowSchema, newShowSchema } from "@/domain/negotiations/show-negotiation";
import { seesMoney } from "@/domain/team/roles";
import { showFor } from "@/domain/tours/reader-shape";
import { reorderShowsSchema } from "@/domain/tours/shows";
import type { AppEnv } from "../../context";
import {
  addShowWithNegotiation,
  editShowWithContact,
} from "../../db/queries/negotiations/show-negotiations";
import {
  deleteShow,
  listShows,
  reorderShows,
  type ShowWriteError,
} from "../../db/queries/tours/shows";
import { type ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND, TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { actorOf, negotiationRefusal } from "../../negotiation-answers";

/** Maps a refused show write to the answer a missing or foreign row gets. */
function showError(error: ShowWriteError): ApiError {
  switch (error) {
    case "tour":
      return notFound(TOUR_NOT_FOUND);
    case "show":
      return notFound(SHOW_NOT_FOUND);
    case "venue":
      // A venue of another account is refused exactly like one that does not exist.
      return fieldErrors({ venueId: "Choose a venue from your directory" });
    case "order":
      return fieldErrors({ showIds: "List every show of the tour once" });
  }
}

/** /tours/:tourId/shows — the shows of one tour, in tour order. */
export const showsRoutes = new Hono<AppEnv>()
  .get("/", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const shows = await listShows(c.get("db"), c.get("workspace").id, tourId);
    if (!shows) throw notFound(TOUR_NOT_FOUND);
    const sees = seesMoney(c.get("workspace").role);
    return c.json(shows.map((show) => showFor(sees, show)));
  })
  // A show starts its negotiation here too (pending, hold or confirmed): the HCC Manager's
  // creation and transition do it, so rank, timeline and conflict rules are the same.
  .post("/", idParams(["tourId"], TOUR_NOT_FOUND), validate("json", newShowSchema), async (c) => {
    const { tourId } = c.req.valid("param");
    const result = await addShowWithNegotiation(
      c.get("db"),
      actorOf(c),
      tourId,
      c.req.valid("json"),
    );
    if (typeof result === "string") throw showError(result);
    if ("kind" in result) throw negotiationRefusal(result, SHOW_NOT_FOUND);
    return c.json(result, 201);
  })
  .put(
    "/order",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", reorderShowsSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const { showIds } = c.req.valid("json");
      const result = await reorderShows(c.get("db"), c.get("workspace").id, tourId, showIds);
      if (typeof result === "string") throw showError(result);
      return c.json(result);
    },
  )
  .put(
    "/:showId",
    idParams(["tourId", "showId"], SHOW_NOT_FOUND),
    validate("json", editShowSchema),
    async (c) => {
      const { tourId, showId } = c.req.valid("param");
      const input = c.req.valid("json");
      const result = await editShowWithContact(c.get("db"), actorOf(c), tourId, showId, input);
      if (typeof result === "string") throw showError(result);
      if ("kind" in result) throw negotiationRefusal(result, SHOW_NOT_FOUND);
      return c.json(result);
    },
  )
  .delete("/:showId", idParams(["tourId", "showId"], SHOW_NOT_FOUND), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const result = await deleteShow(c.get("db"), c.get("workspace").id, tourId, showId);
    if (result !== true) throw showError(result);
    return c.json({ id: showId });
  });

import { Hono } from "hono";
import { venueInputSchema } from "@/domain/tours/venues";
import type { AppEnv } from "../../context";
import {
  createVenue,
  deleteVenue,
  getVenue,
  listVenues,
  updateVenue,
} from "../../db/queries/tours/venues";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const VENUE_NOT_FOUND = "Venue not found";

export const venuesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listVenues(c.get("db"), c.get("workspace").id)))
  .post("/", validate("json", venueInputSchema), async (c) => {
    const venue = await createVenue(c.get("db"), c.get("workspace").id, c.req.valid("json"));
    return c.json(venue, 201);
  })
  .get("/:venueId", idParams(["venueId"], VENUE_NOT_FOUND), async (c) => {
    const venue = await getVenue(c.get("db"), c.get("workspace").id, c.req.valid("param").venueId);
    if (!venue) throw notFound(VENUE_NOT_FOUND);
    return c.json(venue);
  })
  .put(
    "/:venueId",
    idParams(["venueId"], VENUE_NOT_FOUND),
    validate("json", venueInputSchema),
    async (c) => {
      const { venueId } = c.req.valid("param");
      const venue = await updateVenue(
        c.get("db"),
        c.get("workspace").id,
        venueId,
        c.req.valid("json"),
      );
      if (!venue) throw notFound(VENUE_NOT_FOUND);
      return c.json(venue);
    },
  )
  .delete("/:venueId", idParams(["venueId"], VENUE_NOT_FOUND), async (c) => {
    const { venueId } = c.req.valid("param");
    if (!(await deleteVenue(c.get("db"), c.get("workspace").id, venueId)))
      throw notFound(VENUE_NOT_FOUND);
    return c.json({ id: venueId });
  });

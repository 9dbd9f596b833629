import { Hono } from "hono";
import { z } from "zod";
import { seesMoney } from "@/domain/team/roles";
import { routeSettingsSchema } from "@/domain/tours/routing/road-costs";
import { routeAnswer } from "@/domain/tours/routing/route-answer";
import { countryName } from "@/domain/tours/venues";
import type { AppEnv } from "../../context";
import { routeInputs, saveDistanceUnit, saveRoadSettings } from "../../db/queries/tours/route";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { findPlaces } from "../../places/gazetteer";

/** /tours/:tourId/route — where the van goes, how long it takes, what the road costs. */
export const routeRoutes = new Hono<AppEnv>()
  .get("/route", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const inputs = await routeInputs(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("param").tourId,
    );
    if (!inputs) throw notFound(TOUR_NOT_FOUND);
    return c.json(routeAnswer(seesMoney(c.get("workspace").role), inputs));
  })
  .put(
    "/route/settings",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", routeSettingsSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const { unit, ...settings } = c.req.valid("json");
      const workspaceId = c.get("workspace").id;
      if (!(await saveRoadSettings(c.get("db"), workspaceId, tourId, settings)))
        throw notFound(TOUR_NOT_FOUND);
      await saveDistanceUnit(c.get("db"), workspaceId, unit);
      const inputs = await routeInputs(c.get("db"), workspaceId, tourId);
      return c.json(routeAnswer(true, inputs!));
    },
  );

const placesQuery = z.object({
  city: z.string().trim().min(1, "Type a city").max(80, "City must be at most 80 characters"),
  state: z.string().trim().max(80).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => v || "US"),
});

/** /places — the gazetteer's candidates for a city, for the venue form to pick from. */
export const placesRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", placesQuery),
  async (c) => {
    const { city, state, country } = c.req.valid("query");
    if (!countryName(country))
      throw fieldErrors({ country: "Choose a country (a two-letter code like US, CA, GB)" });
    return c.json({ places: await findPlaces(city, state ?? null, country) });
  },
);

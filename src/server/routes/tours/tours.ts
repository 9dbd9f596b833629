import { Hono } from "hono";
import { tourMoneyFigures } from "@/domain/finances/ledger/totals";
import { seesMoney } from "@/domain/team/roles";
import { tourFor, tourPageFor } from "@/domain/tours/reader-shape";
import { tourInputSchema } from "@/domain/tours/tours";
import { AccountCache } from "../../account-cache";
import type { AppEnv } from "../../context";
import { readTourMoney } from "../../db/queries/finances/ledger";
import { showsOfTour } from "../../db/queries/tours/shows";
import {
  createTour,
  deleteTour,
  getTour,
  listTourOptions,
  listTours,
  updateTour,
} from "../../db/queries/tours/tours";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { type Computed, versionedJson } from "../../versioned-json";

/** The tour list per account, reused until the account's data changes (as the Overview). */
const listed = new AccountCache<Computed>();

export const toursRoutes = new Hono<AppEnv>()
  .get("/", (c) =>
    versionedJson(c, listed, async (sees) =>
      (await listTours(c.get("db"), c.get("workspace").id)).map((t) => tourFor(sees, t)),
    ),
  )
  .post("/", validate("json", tourInputSchema), async (c) => {
    const tour = await createTour(c.get("db"), c.get("workspace").id, c.req.valid("json"));
    return c.json(tour, 201);
  })
  // Before /:tourId, which would take "options" for a tour id (and answer 404).
  .get("/options", async (c) => c.json(await listTourOptions(c.get("db"), c.get("workspace").id)))
  .get("/:tourId", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const tour = await getTour(c.get("db"), c.get("workspace").id, tourId);
    if (!tour) throw notFound(TOUR_NOT_FOUND);
    const shows = await showsOfTour(c.get("db"), c.get("workspace").id, tourId);
    const sees = seesMoney(c.get("workspace").role);
    // The totals are the tour's ledger sums (issue 36: one source with Finances); crew and
    // artists see no money, so their read never loads it.
    const money = sees
      ? await readTourMoney(c.get("db"), c.get("workspace").id, tourId, { sumRows: true })
      : null;
    const figures = money ? tourMoneyFigures(money.lines, money.home) : null;
    return c.json(tourPageFor(sees, tour, shows, figures));
  })
  .put(
    "/:tourId",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", tourInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const tour = await updateTour(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        c.req.valid("json"),
      );
      if (!tour) throw notFound(TOUR_NOT_FOUND);
      return c.json(tour);
    },
  )
  .delete("/:tourId", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    if (!(await deleteTour(c.get("db"), c.get("workspace").id, tourId)))
      throw notFound(TOUR_NOT_FOUND);
    return c.json({ id: tourId });
  });

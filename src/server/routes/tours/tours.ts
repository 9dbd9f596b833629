import { type Context, Hono } from "hono";
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
import { type KeptTourAnswer, keptTourAnswer } from "../../kept-tour-answer";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { type Computed, sendComputed, versionedJson } from "../../versioned-json";

/** The tour list per account, reused until the account's data changes (as the Overview). */
const listed = new AccountCache<Computed>();
/** A tour's page (the tour, its shows, its money's totals), kept as its finance answer is. */
const pages = new AccountCache<KeptTourAnswer>(256);

/** The tour, its shows and its money's totals as the reader's role may see them; null: not theirs. */
async function readTourPage(c: Context<AppEnv>, tourId: string) {
  const db = c.get("db");
  const workspaceId = c.get("workspace").id;
  const tour = await getTour(db, workspaceId, tourId);
  if (!tour) return null;
  const shows = await showsOfTour(db, workspaceId, tourId);
  const sees = seesMoney(c.get("workspace").role);
  // The totals are the tour's ledger sums (issue 36: one source with Finances); crew and
  // artists see no money, so their read never loads it.
  const money = sees ? await readTourMoney(db, workspaceId, tourId, { sumRows: true }) : null;
  const figures = money ? tourMoneyFigures(money.lines, money.home) : null;
  return { page: tourPageFor(sees, tour, shows, figures), road: money?.roadInputs ?? null };
}
type TourPage = NonNullable<Awaited<ReturnType<typeof readTourPage>>>["page"];

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
    const entry = await keptTourAnswer(c, pages, tourId, async () => {
      const read = await readTourPage(c, tourId);
      return read && { text: JSON.stringify(read.page), road: read.road };
    });
    if (!entry) throw notFound(TOUR_NOT_FOUND);
    return sendComputed<TourPage>(c, entry);
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

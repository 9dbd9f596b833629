import { Hono } from "hono";
import { z } from "zod";
import { displayArtistName } from "@/domain/account/artist-name";
import type { ListingsAnswer, ShowListingFields } from "@/domain/listings/listing-answer";
import { datesPageInputSchema, showListingInputSchema } from "@/domain/listings/listing-input";
import { normalizeSlug, slugMessage, slugProblem } from "@/domain/listings/slug";
import type { AppEnv } from "../../context";
import {
  isSlugTaken,
  readDatesPage,
  saveDatesPage,
  suggestFreeSlug,
} from "../../db/queries/listings/dates-page";
import {
  announceShows,
  readListingShows,
  saveShowListing,
} from "../../db/queries/listings/listings";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

/** The most shows one "Announce" names: a season's worth, and a bound on one statement. */
const MAX_ANNOUNCE = 500;

const slugQuerySchema = z.object({
  slug: z.string({ error: "Address is required" }).max(200, "Address is too long"),
});

const announceSchema = z.object({
  showIds: z
    .array(z.guid({ error: "Each show must be a show's id" }), {
      error: "Choose the shows to announce",
    })
    .min(1, "Choose at least one show to announce")
    .max(MAX_ANNOUNCE, `At most ${MAX_ANNOUNCE} shows at once`),
});

interface SlugCheck {
  slug: string;
  available: boolean;
  message: string | null;
}

/** The owner's side of the dates page: settings, the address check, each show's listing. */
export const listingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.get("db");
    const workspace = c.get("workspace");
    const name = displayArtistName(workspace.name);
    const now = new Date();
    const [page, slug, shows] = await Promise.all([
      readDatesPage(db, workspace.id),
      suggestFreeSlug(db, workspace.id, name),
      readListingShows(db, workspace.id, now),
    ]);
    const answer: ListingsAnswer = {
      page: page ?? null,
      suggestion: { slug, title: name },
      shows,
    };
    return c.json(answer);
  })
  .put("/page", validate("json", datesPageInputSchema), async (c) => {
    const saved = await saveDatesPage(c.get("db"), c.get("workspace").id, c.req.valid("json"));
    if ("taken" in saved) throw fieldErrors({ slug: slugMessage("taken") });
    // This process serves the change at once, under the old address and the new.
    c.get("publicDates").forget(...[saved.oldSlug, saved.page.slug].filter((s) => s !== null));
    return c.json(saved.page);
  })
  .get("/slug", validate("query", slugQuerySchema), async (c) => {
    const slug = normalizeSlug(c.req.valid("query").slug);
    const problem = slugProblem(slug);
    const taken = !problem && (await isSlugTaken(c.get("db"), c.get("workspace").id, slug));
    const message = problem ? slugMessage(problem) : taken ? slugMessage("taken") : null;
    const check: SlugCheck = { slug, available: message === null, message };
    return c.json(check);
  })
  .put(
    "/shows/:showId",
    idParams(["showId"], SHOW_NOT_FOUND),
    validate("json", showListingInputSchema),
    async (c) => {
      const { showId } = c.req.valid("param");
      const saved = await saveShowListing(
        c.get("db"),
        c.get("workspace").id,
        showId,
        c.req.valid("json"),
      );
      if (!saved) throw notFound(SHOW_NOT_FOUND);
      return c.json(saved satisfies ShowListingFields);
    },
  )
  .post("/announce", validate("json", announceSchema), async (c) => {
    const { showIds } = c.req.valid("json");
    const result = await announceShows(c.get("db"), c.get("workspace").id, showIds, new Date());
    if ("unknownAt" in result) {
      throw fieldErrors({
        [`showIds.${result.unknownAt}`]: `${SHOW_NOT_FOUND}. Reload and try again`,
      });
    }
    return c.json({ announced: result.announced });
  });

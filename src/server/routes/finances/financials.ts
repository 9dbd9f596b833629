import { Hono } from "hono";
import {
  type FinancialInput,
  financialInputSchema,
  rowDecimals,
  SHOW_NOT_IN_TOUR,
} from "@/domain/finances/financials";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { homeCurrencyOf } from "../../db/queries/currencies/exchange-rates";
import {
  createFinancial,
  deleteFinancial,
  financialCurrencyOf,
  listFinancials,
  updateFinancial,
} from "../../db/queries/finances/financials";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

const ROW_NOT_FOUND = "Financial row not found";

/** A row's show that is not one of the tour's: 400 on the field, never another tour's show. */
function answered<T extends object>(
  row: T | { refused: "showNotInTour" } | undefined,
  missing: string,
) {
  if (!row) throw notFound(missing);
  if ("refused" in row) throw fieldErrors({ showId: SHOW_NOT_IN_TOUR });
  return row;
}

/**
 * The home currency, once the input fits the row's currency: the one given, else the row's own
 * (an edit) or the home one (a new row). Amounts past its minor unit are refused by field, and
 * a rate typed on a row in the home currency too (it needs none).
 */
async function homeChecked(db: Db, workspaceId: string, input: FinancialInput, row?: Row) {
  const home = await homeCurrencyOf(db, workspaceId);
  const code =
    input.currency ??
    (row ? await financialCurrencyOf(db, workspaceId, row.tourId, row.id) : undefined) ??
    home;
  const misfits = rowDecimals(input, code);
  if (Object.keys(misfits).length > 0) throw fieldErrors(misfits);
  if (input.rate !== null && code === home)
    throw fieldErrors({ rate: `${home} is the home currency: a row in it needs no rate` });
  return home;
}
type Row = { tourId: string; id: string };

/** /tours/:tourId/financials — a tour's revenue and expense rows (docs/product.md §5.3). */
export const financialsRoutes = new Hono<AppEnv>()
  .get("/", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const rows = await listFinancials(c.get("db"), c.get("workspace").id, tourId);
    if (!rows) throw notFound(TOUR_NOT_FOUND);
    return c.json(rows);
  })
  .post(
    "/",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", financialInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const input = c.req.valid("json");
      const home = await homeChecked(c.get("db"), c.get("workspace").id, input);
      const row = await createFinancial(c.get("db"), c.get("workspace").id, tourId, input, home);
      return c.json(answered(row, TOUR_NOT_FOUND), 201);
    },
  )
  .put(
    "/:id",
    idParams(["tourId", "id"], ROW_NOT_FOUND),
    validate("json", financialInputSchema),
    async (c) => {
      const { tourId, id } = c.req.valid("param");
      const input = c.req.valid("json");
      const home = await homeChecked(c.get("db"), c.get("workspace").id, input, { tourId, id });
      const row = await updateFinancial(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        id,
        input,
        home,
      );
      return c.json(answered(row, ROW_NOT_FOUND));
    },
  )
  .delete("/:id", idParams(["tourId", "id"], ROW_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    if (!(await deleteFinancial(c.get("db"), c.get("workspace").id, tourId, id)))
      throw notFound(ROW_NOT_FOUND);
    return c.json({ id });
  });

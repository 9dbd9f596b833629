import { Hono } from "hono";
import { invalidInputSummary } from "@/domain/api-errors";
import type { CurrencyCode } from "@/domain/currencies/currency";
import {
  type Deal,
  dealInputSchema,
  decimalsRefusals,
  type SettlementInput,
  settlementInputSchema,
  settlementRateWrite,
} from "@/domain/finances/deals";
import { latestToday, settlementChecks } from "@/domain/finances/settlement-terms";
import type { AppEnv } from "../../context";
import {
  createDeal,
  type DealWriteError,
  deleteDeal,
  listDeals,
  settleShowDeal,
  updateDeal,
} from "../../db/queries/finances/deals";
import { type ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

const DEAL_NOT_FOUND = "Deal not found";

function dealError(error: DealWriteError): ApiError {
  // Issue 41: an amount with more decimals than the deal's currency, or a rate on a deal in
  // the home currency, named per field.
  if (typeof error === "object" && "fields" in error) return fieldErrors(error.fields);
  // Issue 36: a deal is recorded for a confirmed show (domain dealRefusal), a 409 saying so.
  if (typeof error === "object")
    return fieldErrors(
      { showId: error.unconfirmed },
      { code: "conflict", message: error.unconfirmed },
    );
  switch (error) {
    case "tour":
      return notFound(TOUR_NOT_FOUND);
    case "deal":
      return notFound(DEAL_NOT_FOUND);
    case "show":
      // A show of another tour or account is refused like one that does not exist.
      return fieldErrors({ showId: "Choose a show of this tour" });
    case "taken":
      return fieldErrors(
        { showId: "This show already has a deal" },
        { code: "conflict", message: "This show already has a deal" },
      );
  }
}

/**
 * Issue 22: tickets over the deal's capacity, or a show not played yet, are refused with a 400
 * naming the capacity or the date, unless the request confirms them with the flag named.
 */
function refuseUnconfirmed(input: SettlementInput, home: CurrencyCode, now: Date) {
  return (deal: Deal) => {
    // Issue 41: the figures are in the deal's currency, so they take its decimals only; a
    // rate received is for a deal in another currency than the home one.
    const misfits = decimalsRefusals(input, deal.currency);
    const rate = settlementRateWrite(deal, input.settlementRate, home);
    if ("refused" in rate) misfits.settlementRate = rate.refused;
    if (Object.keys(misfits).length > 0) throw fieldErrors(misfits);
    const unconfirmed = settlementChecks(deal, input.ticketsSold, latestToday(now)).filter(
      (c) => !input[c.flag],
    );
    if (unconfirmed.length === 0) return;
    const fields = Object.fromEntries(unconfirmed.map((c) => [c.flag, c.message]));
    const flags = unconfirmed.map((c) => c.flag).join(" and ");
    const message = `${invalidInputSummary(fields)} (send ${flags}: true to settle anyway)`;
    throw fieldErrors(fields, { message });
  };
}

/** /tours/:tourId/deals — one revenue deal per show, its projection and its settlement. */
export const dealsRoutes = new Hono<AppEnv>()
  .get("/", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const rows = await listDeals(c.get("db"), c.get("workspace").id, tourId);
    if (!rows) throw notFound(TOUR_NOT_FOUND);
    return c.json(rows);
  })
  .post("/", idParams(["tourId"], TOUR_NOT_FOUND), validate("json", dealInputSchema), async (c) => {
    const { tourId } = c.req.valid("param");
    const result = await createDeal(
      c.get("db"),
      c.get("workspace").id,
      tourId,
      c.req.valid("json"),
    );
    if (typeof result === "string" || !("id" in result)) throw dealError(result);
    return c.json(result, 201);
  })
  .put(
    "/:id",
    idParams(["tourId", "id"], DEAL_NOT_FOUND),
    validate("json", dealInputSchema),
    async (c) => {
      const { tourId, id } = c.req.valid("param");
      const input = c.req.valid("json");
      const result = await updateDeal(c.get("db"), c.get("workspace").id, tourId, id, input);
      if (typeof result === "string" || !("id" in result)) throw dealError(result);
      return c.json(result);
    },
  )
  .delete("/:id", idParams(["tourId", "id"], DEAL_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    if (!(await deleteDeal(c.get("db"), c.get("workspace").id, tourId, id)))
      throw notFound(DEAL_NOT_FOUND);
    return c.json({ id });
  })
  .put(
    "/:id/settlement",
    idParams(["tourId", "id"], DEAL_NOT_FOUND),
    validate("json", settlementInputSchema),
    async (c) => {
      const { tourId, id } = c.req.valid("param");
      const input = c.req.valid("json");
      const home = c.get("workspace").homeCurrency;
      const deal = await settleShowDeal(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        id,
        { input, home },
        refuseUnconfirmed(input, home, new Date()),
      );
      if (!deal) throw notFound(DEAL_NOT_FOUND);
      return c.json(deal);
    },
  )
  /** Reopens a settled deal (a settlement entered by mistake). */
  .delete("/:id/settlement", idParams(["tourId", "id"], DEAL_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    const deal = await settleShowDeal(c.get("db"), c.get("workspace").id, tourId, id, null);
    if (!deal) throw notFound(DEAL_NOT_FOUND);
    return c.json(deal);
  });

import { Hono } from "hono";
import { homeCurrencySchema, typedRateSchema } from "@/domain/finances/currency-inputs";
import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from "@/domain/imports/limits";
import { parseReferenceRatesCsv } from "@/domain/reference-rates-csv";
import type { AppEnv } from "../../context";
import {
  clearUploadedRates,
  currencySettings,
  deleteRate,
  loadRates,
  saveTypedRate,
  setHomeCurrency,
} from "../../db/queries/finances/exchange-rates";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";
import { withBodyUpTo } from "../../read-body";

const RATE_NOT_FOUND = "Rate not found";

const tooLarge = () =>
  fieldErrors(
    { file: TOO_LARGE_MESSAGE },
    { code: "payload_too_large", message: TOO_LARGE_MESSAGE },
  );

/**
 * /currency — the workspace's home currency and exchange rates (issue 41, ADR 0026). Rates
 * are not secret (anyone in the workspace may read them); what they convert is money, shown
 * only where money is shown. The owner sets the home currency; managers type or upload rates.
 */
export const exchangeRatesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await currencySettings(c.var.db, c.var.workspace.id)))
  .put("/home", validate("json", homeCurrencySchema), async (c) => {
    const { homeCurrency } = c.req.valid("json");
    await setHomeCurrency(c.var.db, c.var.workspace.id, homeCurrency);
    return c.json(await currencySettings(c.var.db, c.var.workspace.id));
  })
  .post("/rates", validate("json", typedRateSchema), async (c) => {
    const input = c.req.valid("json");
    const home = c.var.workspace.homeCurrency;
    if (input.currency === home)
      throw fieldErrors({ currency: `${home} is the home currency: it needs no rate` });
    return c.json(await saveTypedRate(c.var.db, c.var.workspace.id, home, input), 201);
  })
  .delete("/rates/:id", idParams(["id"], RATE_NOT_FOUND), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteRate(c.var.db, c.var.workspace.id, id))) throw notFound(RATE_NOT_FOUND);
    return c.json({ id });
  })
  // The body is the CSV file itself (the ECB's eurofxref.csv or eurofxref-hist.csv).
  .post("/uploaded", async (c) => {
    const text = await withBodyUpTo(c.req.raw, MAX_IMPORT_BYTES, tooLarge, async (body) => {
      try {
        return new TextDecoder("utf-8", { fatal: true }).decode(body);
      } catch {
        return null;
      }
    });
    if (text === null)
      throw fieldErrors({ file: "The file is not UTF-8 text: not a CSV of rates" });
    const parsed = parseReferenceRatesCsv(text);
    if (!parsed.ok) throw fieldErrors({ file: parsed.message }, { message: parsed.message });
    await loadRates(c.var.db, c.var.workspace.id, parsed.rates);
    return c.json({
      rates: parsed.rates.length,
      days: parsed.days,
      currencies: parsed.currencies,
      skipped: parsed.skipped,
    });
  })
  .delete("/uploaded", async (c) => {
    await clearUploadedRates(c.var.db, c.var.workspace.id);
    return c.json(await currencySettings(c.var.db, c.var.workspace.id));
  });

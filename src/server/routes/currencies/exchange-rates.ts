import { Hono } from "hono";
import { homeCurrencySchema, typedRateSchema } from "@/domain/currencies/currency-inputs";
import { MAX_IMPORT_BYTES, sheetTooLarge } from "@/domain/imports/limits";
import type { AppEnv } from "../../context";
import {
  clearUploadedRates,
  currencySettings,
  deleteRate,
  loadRateBatches,
  saveTypedRate,
  setHomeCurrency,
} from "../../db/queries/currencies/exchange-rates";
import { heavyJob } from "../../heavy/heavy-job";
import { runHeavy } from "../../heavy/pool";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";
import { withBodyUpTo } from "../../read-body";

const RATE_NOT_FOUND = "Rate not found";

const tooLarge = () =>
  fieldErrors({ file: sheetTooLarge() }, { code: "payload_too_large", message: sheetTooLarge() });

/**
 * /currency — the workspace's home currency and exchange rates (issue 41, ADR 0026). Rates
 * are not secret (anyone in the workspace may read them); what they convert is money, shown
 * only where money is shown. The owner sets the home currency; managers type or upload rates.
 */
export const exchangeRatesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await currencySettings(c.get("db"), c.get("workspace").id)))
  .put("/home", validate("json", homeCurrencySchema), async (c) => {
    const { homeCurrency } = c.req.valid("json");
    await setHomeCurrency(c.get("db"), c.get("workspace").id, homeCurrency);
    return c.json(await currencySettings(c.get("db"), c.get("workspace").id));
  })
  .post("/rates", validate("json", typedRateSchema), async (c) => {
    const input = c.req.valid("json");
    const home = c.get("workspace").homeCurrency;
    if (input.currency === home)
      throw fieldErrors({ currency: `${home} is the home currency: it needs no rate` });
    return c.json(await saveTypedRate(c.get("db"), c.get("workspace").id, home, input), 201);
  })
  .delete("/rates/:id", idParams(["id"], RATE_NOT_FOUND), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteRate(c.get("db"), c.get("workspace").id, id))) throw notFound(RATE_NOT_FOUND);
    return c.json({ id });
  })
  // The body is the CSV file itself (the ECB's eurofxref.csv or eurofxref-hist.csv). Read and
  // checked in a worker thread, stored in short statements: the whole history takes a while,
  // and the server keeps answering everyone else meanwhile (ADR 0027).
  .post("/uploaded", heavyJob, async (c) => {
    // A copy of its own: the read buffer is lent again once this returns (read-body.ts).
    const bytes = await withBodyUpTo(
      c,
      MAX_IMPORT_BYTES,
      tooLarge,
      async (body) => new Uint8Array(body),
    );
    const read = await runHeavy("ratesFile", bytes, [bytes.buffer]);
    if (!read.ok) throw fieldErrors({ file: read.message }, { message: read.message });
    await loadRateBatches(c.get("db"), c.get("workspace").id, read.batches);
    return c.json({
      rates: read.rates,
      days: read.days,
      currencies: read.currencies,
      skipped: read.skipped,
    });
  })
  .delete("/uploaded", async (c) => {
    await clearUploadedRates(c.get("db"), c.get("workspace").id);
    return c.json(await currencySettings(c.get("db"), c.get("workspace").id));
  });

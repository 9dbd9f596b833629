/**
 * A reference-rates history in the shape of the ECB's eurofxref-hist.csv (issue 49): a row
 * per day, newest first, a column per currency (some withdrawn, "N/A" there), a trailing
 * comma. The whole real file is 7,281 days × 41 currencies.
 */
const COLUMNS = [
  "USD",
  "JPY",
  "BGN",
  "CYP",
  "CZK",
  "DKK",
  "EEK",
  "GBP",
  "HUF",
  "LTL",
  "LVL",
  "MTL",
  "PLN",
  "ROL",
  "RON",
  "SEK",
  "SIT",
  "SKK",
  "CHF",
  "ISK",
  "NOK",
  "HRK",
  "RUB",
  "TRL",
  "TRY",
  "AUD",
  "BRL",
  "CAD",
  "CNY",
  "HKD",
  "IDR",
  "ILS",
  "INR",
  "KRW",
  "MXN",
  "MYR",
  "NZD",
  "PHP",
  "SGD",
  "THB",
  "ZAR",
];
const WITHDRAWN = new Set(["CYP", "EEK", "LTL", "LVL", "MTL", "ROL", "SIT", "SKK", "HRK", "TRL"]);

export const HISTORY_DAYS = 7281;

/** `days` days back from 2026-11-03; the rates of a day vary with it, so each day is its own. */
export function rateHistoryCsv(days = HISTORY_DAYS): string {
  const lines = [`Date,${COLUMNS.join(",")},`];
  const last = Date.UTC(2026, 10, 3);
  for (let d = 0; d < days; d++) {
    const on = new Date(last - d * 86_400_000).toISOString().slice(0, 10);
    const cells = COLUMNS.map((code, i) =>
      WITHDRAWN.has(code) ? "N/A" : (1 + i * 0.37 + (d % 1000) / 10_000).toFixed(4),
    );
    lines.push(`${on},${cells.join(",")},`);
  }
  return `${lines.join("\n")}\n`;
}

/** The currencies the file has rates for (its columns less the withdrawn ones). */
export const RATED_CURRENCIES = COLUMNS.filter((c) => !WITHDRAWN.has(c));

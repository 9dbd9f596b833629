import { aboutField, type Label } from "../i18n/field-words";
import { say } from "../i18n/words";
import { parseMoney } from "../money";
import { VENUE_CAPACITY_MAX } from "../tours/venues";

/**
 * How a sheet writes amounts: "1,200.00" (US, UK: comma groups, point decimals) or
 * "1.200,00" (most of Europe: point or space groups, comma decimals). The person sees the
 * guess and can change it; "1.200" means 1.2 in one and 1200 in the other.
 */
export const NUMBER_FORMATS = ["point", "comma"] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** Currency signs and codes a booking sheet puts around an amount. */
const CURRENCY =
  /^(?:[$€£¥]|usd|eur|gbp|cad|aud|chf|us\$|ca\$|a\$|kr|sek|nok|dkk)\s*|\s*(?:[$€£¥]|usd|eur|gbp|cad|aud|chf|kr|sek|nok|dkk)$/i;
/**
 * What a sign or code around an amount names, when it names one currency: "$" is the dollar
 * of several countries, "¥" the yen or the yuan and "kr" a crown of three, so they name none.
 */
const NAMED_CURRENCY: Record<string, string> = {
  "€": "EUR",
  "£": "GBP",
  us$: "USD",
  ca$: "CAD",
  a$: "AUD",
  usd: "USD",
  eur: "EUR",
  gbp: "GBP",
  cad: "CAD",
  aud: "AUD",
  chf: "CHF",
  sek: "SEK",
  nok: "NOK",
  dkk: "DKK",
};
/** Spaces, no-break and thin spaces, and apostrophes group thousands in some locales. */
const GROUP_SPACES = /[\s\u00A0\u202F\u2009']/g;

/**
 * Each format's group and decimal marks, and the two shapes a number may take in it: made
 * once, not for every cell (10,000 rows, several amounts each).
 */
const NUMBER_SHAPES = Object.fromEntries(
  NUMBER_FORMATS.map((format) => {
    const [group, decimal] = format === "point" ? [",", "."] : [".", ","];
    const grouped = new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+(?:\\${decimal}\\d+)?$`);
    const plain = new RegExp(`^\\d+(?:\\${decimal}\\d+)?$`);
    return [format, { group, decimal, grouped, plain }];
  }),
) as Record<NumberFormat, { group: string; decimal: string; grouped: RegExp; plain: RegExp }>;

/**
 * The plain decimal text ("1200.50") of a number cell in the given format, or null when the
 * cell is no number of that format. Groups must be of three digits, so "1,20" in point
 * format is refused rather than read as 120.
 */
function plainDecimal(cell: string, format: NumberFormat): string | null {
  let text = cell.trim();
  for (let i = 0; i < 2; i++) text = text.replace(CURRENCY, "").trim();
  text = text.replace(GROUP_SPACES, "");
  const { group, decimal, grouped, plain } = NUMBER_SHAPES[format];
  if (!grouped.test(text) && !plain.test(text)) return null;
  return text.replaceAll(group, "").replace(decimal, ".");
}

/** The sign or code around a money cell's amount, lower case ("£", "usd", "$"), or null. */
function moneyMark(cell: string): string | null {
  let text = cell.trim().replace(/^[-(]\s*|\s*[-)]$/g, "");
  let mark: string | null = null;
  for (let i = 0; i < 2; i++) {
    const m = CURRENCY.exec(text);
    if (!m) break;
    const found = m[0].trim().toLowerCase();
    // A code or a one-currency sign says more than "$" beside it ("US$" over "$").
    if (mark === null || NAMED_CURRENCY[found]) mark = found;
    text = text.replace(CURRENCY, "").trim();
  }
  return mark;
}

/**
 * The currency a money cell names ("£64.20", "-64,20 EUR"), or null when it names none or
 * only an ambiguous sign: an import must not read pounds as the home currency's units.
 */
export function cellCurrency(cell: string): string | null {
  const mark = moneyMark(cell);
  return mark === null ? null : (NAMED_CURRENCY[mark] ?? null);
}

const narrowSymbols = new Map<string, string | undefined>();

/**
 * The sign a currency is written with where it is at home: "$" for USD and CAD, "kr" for SEK.
 * Kept per currency: a formatter takes longer to make than a whole row takes to read.
 */
function narrowSymbol(code: string): string | undefined {
  if (narrowSymbols.has(code)) return narrowSymbols.get(code);
  const symbol = new Intl.NumberFormat("en", {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
  })
    .formatToParts(0)
    .find((p) => p.type === "currency")?.value;
  narrowSymbols.set(code, symbol);
  return symbol;
}

/**
 * Whether a money cell can be an amount of `code`: a plain number can; "£5" only of GBP; "$12"
 * of a dollar (USD, CAD, AUD…), never of GBP, so a "$" row on a sheet of pounds is refused
 * rather than read as pounds.
 */
export function cellFitsCurrency(cell: string, code: string): boolean {
  const mark = moneyMark(cell);
  if (mark === null) return true;
  const named = NAMED_CURRENCY[mark];
  return named ? named === code : narrowSymbol(code) === mark;
}

export type CellRead<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * An amount cell's refusal, about its column (a Message: "Fee", "Credit"), in the reader's
 * language (issue 55), the cell quoted as written.
 */
const notAnAmount = (label: Label, text: string) =>
  aboutField(
    label,
    { id: "imports.cell.notAnAmount", defaultMessage: "{field} {text} is not an amount" },
    { text },
  );

/**
 * A money cell as exact decimal text ("1200.00"), through the one money parser of ADR 0009
 * (at most two decimals, never rounded; the column's limit). Empty is 0.00.
 */
export function readSheetMoney(
  cell: string,
  format: NumberFormat,
  label: Label,
  /** 3 for a row in a currency with thousandths (KWD); the currency's own check follows. */
  decimals = 2,
): CellRead<string> {
  const text = cell.trim();
  if (text === "" || text === "-") return { ok: true, value: "0.00" };
  const plain = plainDecimal(text, format);
  if (plain === null) return { ok: false, message: notAnAmount(label, text) };
  const parsed = parseMoney(plain, label, decimals);
  return parsed.ok ? parsed : { ok: false, message: `${parsed.message} (${text})` };
}

/** A capacity cell ("1,100", "1.100" in comma format, "800") as a whole number, or null. */
export function readSheetCapacity(cell: string, format: NumberFormat): CellRead<number | null> {
  const text = cell.trim();
  if (text === "") return { ok: true, value: null };
  const plain = plainDecimal(text, format);
  const n = plain === null ? Number.NaN : Number(plain);
  if (!Number.isInteger(n)) {
    const notWhole = {
      id: "imports.cell.capacityNotWhole",
      defaultMessage: "Capacity {text} is not a whole number",
    };
    return { ok: false, message: say(notWhole, { text }) };
  }
  if (n > VENUE_CAPACITY_MAX) {
    const tooMany = {
      id: "imports.cell.capacityTooLarge",
      defaultMessage: "Capacity {text} is more than {max, number}",
    };
    return { ok: false, message: say(tooMany, { text, max: VENUE_CAPACITY_MAX }) };
  }
  return { ok: true, value: n };
}

/**
 * The format of a sheet's amounts: a comma followed by one or two digits at the end
 * ("1.200,00", "950,5") says comma; a point there ("1,200.00") or a comma group of three
 * ("1,200") says point. Point when nothing tells (plain "1200" reads the same in both).
 */
export function guessNumberFormat(cells: readonly string[]): NumberFormat {
  let comma = 0;
  let point = 0;
  for (const cell of cells) {
    const t = cell.trim().replace(GROUP_SPACES, "");
    if (/,\d{1,2}\D*$/.test(t) || /\d\.\d{3},/.test(t)) comma++;
    else if (/\.\d{1,2}\D*$/.test(t) || /\d,\d{3}(\D|$)/.test(t)) point++;
  }
  return comma > point ? "comma" : "point";
}

/** A bank writes a debit "-12.50", "(12.50)", "12.50-" or "-$12.50"; the sign is taken off. */
const NEGATIVE = /^(?:-\s*(.+)|\((.+)\)|(.+?)\s*-)$/;

/**
 * A signed money cell: its amount (through readSheetMoney, so ADR 0009's rules hold) and
 * whether it was written negative. Empty is 0.00, not negative.
 */
export function readSignedSheetMoney(
  cell: string,
  format: NumberFormat,
  label: Label,
  decimals = 2,
): CellRead<{ amount: string; negative: boolean }> {
  const text = cell.trim();
  const m = text === "-" ? null : NEGATIVE.exec(text);
  const unsigned = m ? (m[1] ?? m[2] ?? m[3] ?? "").trim() : text;
  const read = readSheetMoney(unsigned, format, label, decimals);
  if (!read.ok) return { ok: false, message: m ? notAnAmount(label, text) : read.message };
  return { ok: true, value: { amount: read.value, negative: m !== null } };
}

/** Whether any cell of an amount column is written negative: the sheet is then a bank's. */
export const anyNegative = (cells: readonly string[]) =>
  cells.some((c) => {
    const t = c.trim();
    return t !== "-" && NEGATIVE.test(t);
  });

import type { Message } from "../i18n/messages";
/**
 * Our fields a booking sheet's columns go to, and the header names people give them. The
 * import guesses from these; the person can change every guess before the preview.
 */
export const SHOW_IMPORT_FIELDS = [
  "tour",
  "date",
  "venue",
  "city",
  "state",
  "capacity",
  "fee",
  "status",
  "contact",
  "phone",
  "email",
  "notes",
] as const;
export type ShowImportField = (typeof SHOW_IMPORT_FIELDS)[number];

/** Header names, compared without case, spaces, dots, slashes or punctuation. */
const SHOW_HEADER_NAMES: Record<ShowImportField, readonly string[]> = {
  tour: ["tour", "tourname", "tourtitle", "title", "run", "leg"],
  date: ["date", "showdate", "performancedate", "eventdate", "day", "dates"],
  venue: ["venue", "venuename", "club", "room", "location"],
  city: ["city", "town", "market"],
  state: ["state", "st", "province", "region", "stateprovince"],
  capacity: ["capacity", "cap", "venuecapacity", "size"],
  fee: ["fee", "guarantee", "venuefee", "offer", "gross", "deal", "pay", "amount"],
  status: ["status", "dealstatus", "bookingstatus", "negotiation"],
  contact: ["contact", "promoter", "contactname", "buyer", "talentbuyer", "booker"],
  // "Promoter Email" is the promoter's address, not their name (issue 36): each person's
  // email and phone header is named here, so the exact pass takes it before Contact's
  // "promoter…" prefix could.
  phone: [
    "phone",
    "tel",
    "telephone",
    "phonenumber",
    "mobile",
    "cell",
    "contactphone",
    "promoterphone",
    "buyerphone",
    "talentbuyerphone",
    "bookerphone",
  ],
  email: [
    "email",
    "e-mail",
    "mail",
    "emailaddress",
    "contactemail",
    "promoteremail",
    "buyeremail",
    "talentbuyeremail",
    "bookeremail",
    "agentemail",
  ],
  notes: ["notes", "note", "comments", "comment", "remarks"],
};

/** "Show Date", "Cap.", "State/ST", "E-mail" → "showdate", "cap", "statest", "email". */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Header endings that name the kind of a column whatever comes before them. */
const SUFFIXES = new Set(["email", "phone"]);

/** Which column (0-based) each field reads, or null when the sheet has none for it. */
export type ColumnMapping<F extends string> = Record<F, number | null>;

/**
 * The column guessed for each field: an exact known name first, then a header that starts
 * with one ("Venue Name (city)") — each column used once, fields in the order listed.
 */
export function guessColumns<F extends string>(
  header: readonly string[],
  fields: readonly F[],
  names: Record<F, readonly string[]>,
): ColumnMapping<F> {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const mapping = Object.fromEntries(fields.map((f) => [f, null])) as ColumnMapping<F>;
  const pick = (field: F, match: (key: string, name: string) => boolean) => {
    if (mapping[field] !== null) return;
    const known = names[field].map(headerKey);
    const index = keys.findIndex((k, i) => !taken.has(i) && known.some((n) => match(k, n)));
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  };
  for (const field of fields) pick(field, (k, n) => k === n);
  // "Promoter Contact Email" is an address whoever it belongs to: before any prefix.
  for (const field of fields) pick(field, (k, n) => SUFFIXES.has(n) && k.endsWith(n));
  for (const field of fields) pick(field, (k, n) => n.length >= 3 && k.startsWith(n));
  return mapping;
}

export const guessShowColumns = (header: readonly string[]) =>
  guessColumns(header, SHOW_IMPORT_FIELDS, SHOW_HEADER_NAMES);

/** Whether any column was recognised: a sheet where none was cannot be imported. */
export const anyColumn = <F extends string>(mapping: ColumnMapping<F>) =>
  Object.values(mapping).some((v) => v !== null);

/**
 * Our fields a tour's money sheet goes to: a budget sheet (Type, Category, Anticipated,
 * Actual) or a bank's CSV (Date, Description, Amount with debits negative, or Debit and
 * Credit columns), with a Date, Description, Show and, on a sheet of several currencies, a
 * Currency per row (ADR 0016, issue 41).
 */
export const FINANCIAL_IMPORT_FIELDS = [
  "type",
  "category",
  "amount",
  "debit",
  "credit",
  "anticipated",
  "actual",
  "description",
  "date",
  "show",
  "currency",
] as const;
export type FinancialImportField = (typeof FINANCIAL_IMPORT_FIELDS)[number];

export const FINANCIAL_FIELD_LABELS: Record<FinancialImportField, Message> = {
  type: { id: "finances.import.field.type", defaultMessage: "Type" },
  category: { id: "finances.import.field.category", defaultMessage: "Category" },
  amount: { id: "finances.import.field.amount", defaultMessage: "Amount" },
  debit: { id: "finances.import.field.debit", defaultMessage: "Debit" },
  credit: { id: "finances.import.field.credit", defaultMessage: "Credit" },
  anticipated: { id: "finances.import.field.anticipated", defaultMessage: "Anticipated" },
  actual: { id: "finances.import.field.actual", defaultMessage: "Actual" },
  description: { id: "finances.import.field.description", defaultMessage: "Description" },
  date: { id: "finances.import.field.date", defaultMessage: "Date" },
  show: { id: "finances.import.field.show", defaultMessage: "Show" },
  currency: { id: "finances.import.field.currency", defaultMessage: "Currency" },
};

const FINANCIAL_HEADER_NAMES: Record<FinancialImportField, readonly string[]> = {
  type: ["type", "kind", "incomeexpense", "revenueexpense", "transactiontype", "drcr"],
  category: ["category", "budgetcategory", "expensecategory", "line", "lineitem"],
  amount: ["amount", "value", "total", "sum", "transactionamount", "amountusd", "cost"],
  debit: ["debit", "debits", "withdrawal", "withdrawals", "moneyout", "paidout", "spent"],
  credit: ["credit", "credits", "deposit", "deposits", "moneyin", "paidin", "in", "received"],
  anticipated: [
    "anticipated",
    "budget",
    "budgeted",
    "estimate",
    "estimated",
    "projected",
    "planned",
  ],
  actual: ["actual", "actuals", "actualamount", "real", "final"],
  description: [
    "description",
    "memo",
    "details",
    "payee",
    "merchant",
    "narrative",
    "label",
    "name",
  ],
  date: ["date", "transactiondate", "postingdate", "posted", "bookingdate", "valuedate"],
  show: ["show", "venue", "gig", "showvenue"],
  currency: ["currency", "ccy", "cur", "currencycode", "iso"],
};

export const guessFinancialColumns = (header: readonly string[]) =>
  guessColumns(header, FINANCIAL_IMPORT_FIELDS, FINANCIAL_HEADER_NAMES);

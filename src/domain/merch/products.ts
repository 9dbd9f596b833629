import { z } from "zod";
import {
  type CurrencyCode,
  DEFAULT_HOME_CURRENCY,
  decimalsRefusal,
  formatStoredIn,
} from "../currencies/currency";
import { optionalCurrencyInput } from "../currencies/currency-inputs";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { fromCents, type Money, toCents } from "../money";
import { moneyInput } from "../money-input";
import { choice, countField, optionalId, requiredText } from "./fields";
import { MERCH_REFUSALS as R } from "./refusals";

export const PRODUCT_TYPES = [
  "t-shirt",
  "hoodie",
  "poster",
  "vinyl",
  "cd",
  "hat",
  "tote",
  "sticker",
  "other",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  "t-shirt": "T-shirt",
  hoodie: "Hoodie",
  poster: "Poster",
  vinyl: "Vinyl",
  cd: "CD",
  hat: "Hat",
  tote: "Tote bag",
  sticker: "Sticker",
  other: "Other",
};

export const PRODUCT_STATUSES = ["draft", "ready", "sold-out"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Draft",
  ready: "Ready",
  "sold-out": "Sold out",
};

/** A variant at or below this many units is low on stock before the next show. */
export const LOW_STOCK_THRESHOLD = 10;
export const MAX_VARIANTS = 20;
/**
 * A print run far beyond any independent artist's, per variant; MAX_VARIANTS of them stay
 * well inside the integer stock roll-up of a product (decision 8).
 */
const MAX_STOCK_PER_VARIANT = 1_000_000;

/** docs/product.md §7.3: a product is ready when its status is ready and it has stock to sell. */
export function isReady(product: { status: ProductStatus; stock: number }): boolean {
  return product.status === "ready" && product.stock > 0;
}

/** Low stock: a variant of a product that is on sale (not a draft) with few units left. */
export function isLowStock(stock: number, status: ProductStatus): boolean {
  return status !== "draft" && stock <= LOW_STOCK_THRESHOLD;
}

/** What one unit earns: price − unit cost (negative when sold below cost). */
export function marginPerUnit(price: Money, unitCost: Money): Money {
  return fromCents(toCents(price) - toCents(unitCost));
}

/** Margin as a whole percentage of the price; 0 for a free item. */
export function marginPercent(price: Money, unitCost: Money): number {
  const p = toCents(price);
  if (p <= 0) return 0;
  return Math.round(((p - toCents(unitCost)) / p) * 100);
}

/**
 * How a margin is shown, on the product card and in the product form alike, in the product's
 * currency: "$20.50 (41%)", "£12.00 (48%)".
 */
export const formatMargin = (price: Money, unitCost: Money, currency: CurrencyCode = "USD") =>
  `${formatStoredIn(marginPerUnit(price, unitCost), currency)} (${marginPercent(price, unitCost)}%)`;

/** The product's amounts: each is in the product's currency. */
export const PRODUCT_AMOUNTS = ["price", "unitCost"] as const;

/** The product's amounts with more decimals than `currency` has, by field (empty when all fit). */
export function productDecimalsRefusals(
  amounts: Record<(typeof PRODUCT_AMOUNTS)[number], string>,
  currency: CurrencyCode,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of PRODUCT_AMOUNTS) {
    const message = decimalsRefusal(amounts[key], currency);
    if (message) fields[key] = message;
  }
  return fields;
}

/** What a currency change of a product that shows have sold says (docs/product.md §21.8). */
export const soldInCurrencyMessage = (currency: CurrencyCode) =>
  `Shows have sold this product in ${currency}: its currency cannot change (add a product for the other price list)`;

const variantSchema = z.object({
  // Present for a variant that exists already; it keeps its show counts.
  id: optionalId(R.unknownVariant),
  label: requiredText(R.variant, 40),
  stock: countField(R.stock, MAX_STOCK_PER_VARIANT),
});

export const merchProductInputSchema = z
  .object({
    name: requiredText(R.name, 200),
    type: choice(PRODUCT_TYPES, R.chooseType, "t-shirt"),
    status: choice(PRODUCT_STATUSES, R.chooseStatusList, "draft"),
    designProjectId: optionalId(R.chooseApprovedDesign),
    partnerId: optionalId(R.choosePartner),
    price: moneyInput(R.price).default("0.00"),
    unitCost: moneyInput(R.unitCost).default("0.00"),
    // Issue 41: the price list's currency. Left out: the home currency for a new product,
    // unchanged for an edit (the query fills it in and checks the amounts against it).
    currency: optionalCurrencyInput(),
    variants: z
      .array(variantSchema, { error: () => say(R.addLeastVariant) })
      .min(1, refusal(R.addLeastVariant))
      .max(MAX_VARIANTS, { error: () => say(R.mostVariants, { max: MAX_VARIANTS }) })
      .superRefine((variants, ctx) => {
        const seen = new Set<string>();
        variants.forEach((v, i) => {
          const key = v.label.toLowerCase();
          if (seen.has(key)) {
            ctx.addIssue({ code: "custom", path: [i, "label"], message: say(R.variantOnce) });
          }
          seen.add(key);
        });
      }),
  })
  .superRefine((v, ctx) => {
    // "25.50" in JPY is refused by field, never rounded (docs/product.md §21.1).
    if (!v.currency) return;
    for (const [path, message] of Object.entries(productDecimalsRefusals(v, v.currency)))
      ctx.addIssue({ code: "custom", path: [path], message });
  });
export type MerchProductFormValues = z.input<typeof merchProductInputSchema>;
export type MerchProductInput = z.output<typeof merchProductInputSchema>;

/** Sizes a shirt usually comes in, offered by the form. */
export const SHIRT_SIZES = ["S", "M", "L", "XL", "XXL"] as const;
export const ONE_SIZE = "One size";

interface MerchVariant {
  id: string;
  label: string;
  stock: number;
  /** Units sold over every show counted. */
  sold: number;
}

export interface MerchProduct {
  id: string;
  name: string;
  type: ProductType;
  status: ProductStatus;
  designProjectId: string | null;
  designTitle: string | null;
  partnerId: string | null;
  partnerName: string | null;
  /** Issue 41: price and unit cost are in it (USD for an answer cached before currencies). */
  currency: CurrencyCode;
  price: Money;
  unitCost: Money;
  variants: MerchVariant[];
  createdAt: string;
}

/** A product's currency; an answer saved offline before currencies has none: it was USD. */
export const productCurrency = (p: { currency?: CurrencyCode | null }) =>
  p.currency ?? DEFAULT_HOME_CURRENCY;

export const totalStock = (p: { variants: readonly { stock: number }[] }) =>
  p.variants.reduce((n, v) => n + v.stock, 0);

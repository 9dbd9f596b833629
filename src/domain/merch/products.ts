import { z } from "zod";
import { formatUsdCents } from "../format";
import { fromCents, type Money, toCents } from "../money";
import { moneyInput } from "../money-input";
import { choice, countField, optionalId, requiredText } from "./fields";

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

/** How a margin is shown, on the product card and in the product form alike: "$20.50 (41%)". */
export const formatMargin = (price: Money, unitCost: Money) =>
  `${formatUsdCents(marginPerUnit(price, unitCost))} (${marginPercent(price, unitCost)}%)`;

const variantSchema = z.object({
  // Present for a variant that exists already; it keeps its show counts.
  id: optionalId("Unknown variant"),
  label: requiredText("Variant", 40),
  stock: countField("Stock", MAX_STOCK_PER_VARIANT),
});

export const merchProductInputSchema = z.object({
  name: requiredText("Name", 200),
  type: choice(PRODUCT_TYPES, "Choose a type from the list", "t-shirt"),
  status: choice(PRODUCT_STATUSES, "Choose a status from the list", "draft"),
  designProjectId: optionalId("Choose an approved design"),
  partnerId: optionalId("Choose one of your partners"),
  price: moneyInput("Price").default("0.00"),
  unitCost: moneyInput("Unit cost").default("0.00"),
  variants: z
    .array(variantSchema, { error: "Add at least one variant" })
    .min(1, "Add at least one variant")
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`)
    .superRefine((variants, ctx) => {
      const seen = new Set<string>();
      variants.forEach((v, i) => {
        const key = v.label.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({ code: "custom", path: [i, "label"], message: "Each variant once" });
        }
        seen.add(key);
      });
    }),
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
  price: Money;
  unitCost: Money;
  variants: MerchVariant[];
  createdAt: string;
}

export const totalStock = (p: { variants: readonly { stock: number }[] }) =>
  p.variants.reduce((n, v) => n + v.stock, 0);

import { csvLine } from "../exports";
import type { ShowSales } from "./counts";
import {
  isLowStock,
  type MerchProduct,
  marginPerUnit,
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
} from "./products";

// CSV like the tour export: every cell quoted, formulas neutralised (decision 0004).

const INVENTORY_CSV_HEADER = [
  "Product",
  "Type",
  "Status",
  "Variant",
  "Stock",
  "Sold",
  "Price",
  "Unit Cost",
  "Margin",
  "Low Stock",
];

/** One line per variant, products in the order given. */
export function inventoryCsv(products: readonly MerchProduct[]): string {
  const lines = [csvLine(INVENTORY_CSV_HEADER)];
  for (const p of products) {
    for (const v of p.variants) {
      lines.push(
        csvLine([
          p.name,
          PRODUCT_TYPE_LABELS[p.type],
          PRODUCT_STATUS_LABELS[p.status],
          v.label,
          v.stock,
          v.sold,
          p.price,
          p.unitCost,
          marginPerUnit(p.price, p.unitCost),
          isLowStock(v.stock, p.status) ? "Yes" : "No",
        ]),
      );
    }
  }
  return lines.join("\n");
}

const SALES_CSV_HEADER = [
  "Date",
  "Tour",
  "Venue",
  "Count In",
  "Sold",
  "Comps",
  "Gross",
  "Sell-through %",
];

/** One line per show that has counts. */
export function salesCsv(shows: readonly ShowSales[]): string {
  const lines = [csvLine(SALES_CSV_HEADER)];
  for (const s of shows) {
    if (s.countIn === 0) continue;
    lines.push(
      csvLine([
        s.date ?? "",
        s.tourTitle,
        s.venueName,
        s.countIn,
        s.sold,
        s.comps,
        s.gross,
        s.sellThrough,
      ]),
    );
  }
  return lines.join("\n");
}

export const merchCsvName = (what: "inventory" | "sales", date: string) =>
  `merch-${what}-${date}.csv`;

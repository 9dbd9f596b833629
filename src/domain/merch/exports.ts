import { csvRecord } from "../exports";
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
  "Currency",
];

/** One line per variant, products in the order given. */
export function inventoryCsv(products: readonly MerchProduct[]): string {
  const lines = [csvRecord(INVENTORY_CSV_HEADER)];
  for (const p of products) {
    for (const v of p.variants) {
      lines.push(
        csvRecord([
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
          p.currency,
        ]),
      );
    }
  }
  return lines.join("");
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
  "Currency",
];

/**
 * One line per show that has counts. Issue 41: the Gross is in the line's Currency; a show
 * that sold from two price lists has one more line per currency with its gross alone, so a
 * spreadsheet's sums of the counts stay right and no column adds pounds to dollars.
 */
export function salesCsv(shows: readonly ShowSales[]): string {
  const lines = [csvRecord(SALES_CSV_HEADER)];
  for (const s of shows) {
    if (s.countIn === 0) continue;
    const [first, ...more] = s.gross;
    const head = [s.date ?? "", s.tourTitle, s.venueName];
    lines.push(
      csvRecord([
        ...head,
        s.countIn,
        s.sold,
        s.comps,
        first?.amount ?? "0.00",
        s.sellThrough,
        first?.currency ?? "",
      ]),
    );
    for (const g of more) lines.push(csvRecord([...head, "", "", "", g.amount, "", g.currency]));
  }
  return lines.join("");
}

export const merchCsvName = (what: "inventory" | "sales", date: string) =>
  `merch-${what}-${date}.csv`;

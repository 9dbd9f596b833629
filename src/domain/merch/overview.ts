import type { CurrencyCode } from "../currencies/currency";
import type { CurrencyAmount } from "../currencies/currency-amounts";
import type { Money } from "../money";
import type { CalendarDate } from "../tour-timing";
import type { DesignStatus } from "./design-projects";

/** How many top sellers and low-stock variants the Overview tab lists. */
export const TOP_SELLERS_SHOWN = 5;
export const LOW_STOCK_SHOWN = 8;

export interface MerchOverview {
  projectsByStatus: Record<DesignStatus, number>;
  productsReady: number;
  productsTotal: number;
  lowStockCount: number;
  lowStock: { productId: string; productName: string; variantLabel: string; stock: number }[];
  dueThisWeek: { id: string; title: string; dueDate: CalendarDate; status: DesignStatus }[];
  /** Issue 41: each product's gross in its own currency. */
  topSellers: {
    productId: string;
    name: string;
    sold: number;
    gross: Money;
    currency: CurrencyCode;
  }[];
  nextShow: { id: string; date: CalendarDate; venueName: string; tourTitle: string } | null;
  /** Issue 41: the gross per price-list currency (never pounds added to dollars). */
  totals: { sold: number; gross: CurrencyAmount[]; countIn: number; sellThrough: number };
}

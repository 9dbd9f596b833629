import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { budgetsRoutes } from "./budgets";
import { dealsRoutes } from "./deals";
import { tourMoneyExportsRoutes } from "./exports";
import { financialImportsRoutes } from "./financial-imports";
import { financialsRoutes } from "./financials";
import { receiptRoutes } from "./receipts";
import { riderProvisionsRoutes } from "./rider-provisions";
import { summaryRoutes } from "./summary";

/**
 * Finances — the money side of the "Logistics & Finances" screen (issue 9): a tour's finance
 * overview, the rows, deals, rider provisions and budgets it is built from, its money
 * downloads and the financial import. Mounted once, at /api, by app.ts.
 */
export const financesArea = new Hono<AppEnv>()
  .route("/tours/:tourId/finance", summaryRoutes)
  .route("/tours/:tourId/financials", financialsRoutes)
  .route("/tours/:tourId/financials/:id/receipt", receiptRoutes)
  .route("/tours/:tourId/deals", dealsRoutes)
  .route("/tours/:tourId/rider-provisions", riderProvisionsRoutes)
  .route("/tours/:tourId/budgets", budgetsRoutes)
  .route("/tours/:tourId", tourMoneyExportsRoutes)
  .route("/imports/tours/:tourId/financials", financialImportsRoutes);

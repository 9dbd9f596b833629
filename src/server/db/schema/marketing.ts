import { date, index, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { money, owned } from "./columns";
import { tours } from "./tours";

export const marketingCampaigns = pgTable(
  "marketing_campaigns",
  {
    ...owned(),
    tourId: uuid("tour_id").references(() => tours.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    platform: text("platform").notNull(),
    status: text("status").notNull().default("planning"),
    description: text("description"),
    budget: money("budget").notNull().default("0"),
    // Issue 41: the budget's currency (campaigns made before currencies: their home one).
    currency: text("currency").notNull().default("USD"),
    targetReach: integer("target_reach").notNull().default(0),
    actualReach: integer("actual_reach").notNull().default(0),
    engagementRate: numeric("engagement_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    partnerName: text("partner_name"),
  },
  (t) => [
    index("marketing_campaigns_workspace_created_idx").on(t.workspaceId, t.createdAt),
    index("marketing_campaigns_tour_idx").on(t.tourId),
  ],
);

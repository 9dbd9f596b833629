import { and, eq } from "drizzle-orm";
import { type CurrencyCode, decimalsRefusal } from "@/domain/currencies/currency";
import type { Campaign, CampaignInput } from "@/domain/marketing/campaigns";
import type { Db } from "../../client";
import { marketingCampaigns, tours } from "../../schema";
import { newestFirst } from "../../sql-helpers";
import { homeCurrencyInWrite } from "../currencies/record-currency";
import { findOwnedTour } from "../ownership";
import { ensureRoomFor } from "../workspace-limits";

const campaignColumns = {
  id: marketingCampaigns.id,
  tourId: marketingCampaigns.tourId,
  tourTitle: tours.title,
  title: marketingCampaigns.title,
  platform: marketingCampaigns.platform,
  status: marketingCampaigns.status,
  description: marketingCampaigns.description,
  budget: marketingCampaigns.budget,
  currency: marketingCampaigns.currency,
  targetReach: marketingCampaigns.targetReach,
  actualReach: marketingCampaigns.actualReach,
  engagementRate: marketingCampaigns.engagementRate,
  startDate: marketingCampaigns.startDate,
  endDate: marketingCampaigns.endDate,
  partnerName: marketingCampaigns.partnerName,
  createdAt: marketingCampaigns.createdAt,
};

/** The account's campaigns (or one of them) with the linked tour's title. */
function selectCampaigns(db: Db, workspaceId: string, id?: string) {
  return db
    .select(campaignColumns)
    .from(marketingCampaigns)
    .leftJoin(
      tours,
      and(eq(tours.id, marketingCampaigns.tourId), eq(tours.workspaceId, workspaceId)),
    )
    .where(
      and(
        eq(marketingCampaigns.workspaceId, workspaceId),
        id === undefined ? undefined : eq(marketingCampaigns.id, id),
      ),
    )
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectCampaigns>>[number];

/** Platform and status are only ever written through campaignInputSchema, so they narrow safely. */
function toCampaign(row: Row): Campaign {
  return {
    ...row,
    platform: row.platform as Campaign["platform"],
    status: row.status as Campaign["status"],
    engagementRate: Number(row.engagementRate),
    createdAt: row.createdAt.toISOString(),
  };
}

/** docs/product.md §8.1: all campaigns, newest first (id breaks ties so the order never flickers). */
export async function listCampaigns(db: Db, workspaceId: string): Promise<Campaign[]> {
  const rows = await selectCampaigns(db, workspaceId).orderBy(...newestFirst(marketingCampaigns));
  return rows.map(toCampaign);
}

async function getCampaign(db: Db, workspaceId: string, id: string): Promise<Campaign | undefined> {
  const [row] = await selectCampaigns(db, workspaceId, id).limit(1);
  return row ? toCampaign(row) : undefined;
}

/** A validated campaign as column values (engagement is a numeric column, written as text). */
export const toCampaignColumns = (input: CampaignInput) => ({
  ...input,
  engagementRate: input.engagementRate.toFixed(2),
});

/**
 * A campaign may only promote a tour of the same account; another account's is like none.
 * Issue 41: a budget with more decimals than the campaign's currency is refused by field.
 */
export type CampaignWriteError = "tour" | { budget: string };

/** The input with its currency settled (the one sent, else `fallback`), or the budget's refusal. */
function settleCurrency(
  input: CampaignInput,
  fallback: CurrencyCode,
): { write: CampaignInput } | { refused: { budget: string } } {
  const currency = input.currency ?? fallback;
  const message = decimalsRefusal(input.budget, currency);
  return message ? { refused: { budget: message } } : { write: { ...input, currency } };
}

const linkedTourIsOwn = async (db: Db, workspaceId: string, input: CampaignInput) =>
  !input.tourId || (await findOwnedTour(db, workspaceId, input.tourId)) !== undefined;

export async function createCampaign(
  db: Db,
  workspaceId: string,
  input: CampaignInput,
): Promise<Campaign | CampaignWriteError> {
  if (!(await linkedTourIsOwn(db, workspaceId, input))) return "tour";
  return db.transaction(async (tx) => {
    // The home currency as this write's transaction sees it (record-currency.ts).
    const settled = settleCurrency(input, await homeCurrencyInWrite(tx, workspaceId));
    if ("refused" in settled) return settled.refused;
    await ensureRoomFor(tx, workspaceId, "campaigns");
    const [row] = await tx
      .insert(marketingCampaigns)
      .values({ ...toCampaignColumns(settled.write), workspaceId })
      .returning({ id: marketingCampaigns.id });
    return (await getCampaign(tx, workspaceId, row!.id))!;
  });
}

/** Replaces every field (docs/product.md §12.1: an update carries the same fields as a create). */
export async function updateCampaign(
  db: Db,
  workspaceId: string,
  id: string,
  input: CampaignInput,
): Promise<Campaign | CampaignWriteError | undefined> {
  if (!(await linkedTourIsOwn(db, workspaceId, input))) return "tour";
  const own = and(eq(marketingCampaigns.workspaceId, workspaceId), eq(marketingCampaigns.id, id));
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ currency: marketingCampaigns.currency })
      .from(marketingCampaigns)
      .where(own)
      .for("update");
    if (!current) return undefined;
    // Left out, the currency stays: the budget is checked against the campaign's own.
    const settled = settleCurrency(input, current.currency);
    if ("refused" in settled) return settled.refused;
    await tx.update(marketingCampaigns).set(toCampaignColumns(settled.write)).where(own);
    return getCampaign(tx, workspaceId, id);
  });
}

/** True when a campaign of this account was deleted. */
export async function deleteCampaign(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(marketingCampaigns)
    .where(and(eq(marketingCampaigns.workspaceId, workspaceId), eq(marketingCampaigns.id, id)))
    .returning({ id: marketingCampaigns.id });
  return rows.length > 0;
}

import { and, asc, eq } from "drizzle-orm";
import type { CurrencyCode } from "@/domain/currencies/currency";
import { RateBook } from "@/domain/currencies/exchange-rates";
import {
  type DealType,
  projectDeal,
  settleDeal,
  settlementVariance,
} from "@/domain/finances/deal-math";
import {
  type Deal,
  type DealInput,
  dealRateWrite,
  decimalsRefusals,
  type SettlementInput,
  settlementRateWrite,
} from "@/domain/finances/deals";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import {
  dealTypedRates,
  type LedgerConversion,
  showCostsInDeal,
} from "@/domain/finances/ledger/convert";
import { type CommissionBasis, payoutSheet } from "@/domain/finances/settlement-terms";
import { dealCountOf } from "@/domain/tickets/deal-count";
import { dealRefusal } from "@/domain/tours/show-money";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { tourVenues, venueRevenueDeals, venues } from "../../schema";
import { homeCurrencyOf, ratesFor, trimRate } from "../currencies/exchange-rates";
import { homeCurrencyInWrite } from "../currencies/record-currency";
import { findOwnedShow, findOwnedTour, onShowVenue, onTourShow } from "../ownership";
import { dealCountsSql, showCountsOfTour } from "../tickets/deal-count";

/** The columns a deal is read with (also as one JSON value, by the ledger's read). */
export const dealReadColumns = {
  id: venueRevenueDeals.id,
  showId: venueRevenueDeals.tourVenueId,
  performanceDate: tourVenues.performanceDate,
  venueName: venues.name,
  dealType: venueRevenueDeals.dealType,
  currency: venueRevenueDeals.currency,
  guaranteeAmount: venueRevenueDeals.guaranteeAmount,
  artistSharePercent: venueRevenueDeals.doorSplitPercentage,
  venueSharePercent: venueRevenueDeals.venueSplitPercentage,
  ticketPrice: venueRevenueDeals.ticketPrice,
  capacity: venueRevenueDeals.capacity,
  expectedAttendance: venueRevenueDeals.expectedAttendance,
  expectedExpenses: venueRevenueDeals.expectedExpenses,
  isSettled: venueRevenueDeals.isSettled,
  ticketsSold: venueRevenueDeals.ticketsSold,
  grossReceipts: venueRevenueDeals.grossReceipts,
  showExpenses: venueRevenueDeals.showExpenses,
  finalPayout: venueRevenueDeals.finalPayout,
  agentCommissionPercent: venueRevenueDeals.agentCommissionPercentage,
  agentCommissionBasis: venueRevenueDeals.agentCommissionBasis,
  managerCommissionPercent: venueRevenueDeals.managerCommissionPercentage,
  managerCommissionBasis: venueRevenueDeals.managerCommissionBasis,
  withholdingPercent: venueRevenueDeals.withholdingPercentage,
  merchSplitPercent: venueRevenueDeals.merchSplitPercentage,
  depositReceived: venueRevenueDeals.depositReceived,
  isPaid: venueRevenueDeals.isPaid,
  paidOn: venueRevenueDeals.paidOn,
  rate: venueRevenueDeals.rate,
  rateTo: venueRevenueDeals.rateTo,
  settlementRate: venueRevenueDeals.settlementRate,
  settlementRateTo: venueRevenueDeals.settlementRateTo,
  // A commission "of net" is of the payout less the show's own travel and lodging.
  showTravelEstimate: tourVenues.estimatedTravelCost,
  showLodgingEstimate: tourVenues.estimatedAccommodationCost,
  // Issue 51: the show's ticket counts, which an open door deal is estimated from.
  ticketCounts: dealCountsSql(venueRevenueDeals.tourVenueId, venueRevenueDeals.workspaceId),
};

/** The deals of a tour's shows, in show order; the show must be on that tour and the account's. */
function selectDeals(db: Db, workspaceId: string, tourId: string, columns = dealReadColumns) {
  return db
    .select(columns)
    .from(venueRevenueDeals)
    .innerJoin(tourVenues, onTourShow(workspaceId, tourId, venueRevenueDeals.tourVenueId))
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(eq(venueRevenueDeals.workspaceId, workspaceId))
    .$dynamic();
}
export type DealRow = Awaited<ReturnType<typeof selectDeals>>[number];

/**
 * The stored row with its projection and, once settled, how it compares. `conversion`: for a
 * deal in another currency, what a commission of net is net of is converted to it (issue 41).
 */
export function toDeal(row: DealRow, conversion?: LedgerConversion): Deal {
  const { showTravelEstimate, showLodgingEstimate } = row;
  const dealType = row.dealType as DealType;
  // Spreads, not Object.assign: assigning a 33-key row and then the projection's and sheet's
  // keys into {} made every deal a V8 "dictionary" object, ~3× slower to build and to write as
  // JSON (issue 49: a finance read makes one per show); a literal of spreads keeps one shape.
  const terms = {
    ...row,
    // numeric(20,10) reads "1.2411000000": shown as typed.
    rate: row.rate === null ? null : trimRate(row.rate),
    settlementRate: row.settlementRate === null ? null : trimRate(row.settlementRate),
    agentCommissionBasis: row.agentCommissionBasis as CommissionBasis,
    managerCommissionBasis: row.managerCommissionBasis as CommissionBasis,
    dealType,
    count: dealCountOf(row.ticketCounts, row.currency),
  };
  const projection = projectDeal(terms);
  const payout = row.isSettled ? (row.finalPayout ?? "0.00") : projection.projectedPayout;
  const showCosts = bigCents(showTravelEstimate) + bigCents(showLodgingEstimate);
  // Net of costs at the rate the payout is converted at: the settlement's, else the deal's.
  const typed = dealTypedRates(terms, row.performanceDate, row.performanceDate);
  const rates = row.isSettled ? typed.settled : typed.plan;
  const netOf = showCostsInDeal(showCosts, row.currency, row.performanceDate, conversion, ...rates);
  const deal = {
    ...terms,
    ...projection,
    ...payoutSheet(terms, payout, netOf),
    // Read for the commission of net, not part of a deal: undefined is left out of its JSON.
    showTravelEstimate: undefined,
    showLodgingEstimate: undefined,
    ticketCounts: undefined,
    count: undefined,
    venueName: row.venueName ?? UNKNOWN_VENUE,
    showTravelAndLodging: moneyOf(showCosts),
    netOf: netOf === null ? null : moneyOf(netOf),
    variance:
      row.isSettled && row.finalPayout
        ? settlementVariance(row.finalPayout, projection.projectedPayout)
        : null,
  };
  return deal;
}

/**
 * What a deal's commission of net is net of, in its currency (issue 41): nothing to read for
 * shows without travel or lodging estimates; else the home currency, and the rates of the
 * deals' currencies when one is another (one statement each, only then).
 */
async function conversionFor(
  db: Db,
  workspaceId: string,
  rows: readonly DealRow[],
): Promise<LedgerConversion | undefined> {
  const needs = rows.filter(
    (r) => bigCents(r.showTravelEstimate) + bigCents(r.showLodgingEstimate) !== 0n,
  );
  if (needs.length === 0) return undefined;
  const home = await homeCurrencyOf(db, workspaceId);
  const currencies = [...new Set(needs.map((r) => r.currency))];
  if (currencies.every((c) => c === home)) return undefined;
  return { home, book: new RateBook(await ratesFor(db, workspaceId, currencies, home)) };
}

/** The tour's deals in show order; undefined when the tour is not the account's. */
export async function listDeals(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<Deal[] | undefined> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  // Every show's counts read once for the tour, not once per deal (`tourCountsByShow`).
  const columns = {
    ...dealReadColumns,
    ticketCounts: showCountsOfTour(workspaceId, tourId, venueRevenueDeals.tourVenueId),
  };
  const rows = await selectDeals(db, workspaceId, tourId, columns).orderBy(
    asc(tourVenues.orderInTour),
    asc(tourVenues.id),
  );
  const conversion = await conversionFor(db, workspaceId, rows);
  return rows.map((r) => toDeal(r, conversion));
}

export async function getDeal(db: Db, workspaceId: string, tourId: string, id: string) {
  const [row] = await selectDeals(db, workspaceId, tourId).where(
    and(eq(venueRevenueDeals.workspaceId, workspaceId), eq(venueRevenueDeals.id, id)),
  );
  return row ? toDeal(row, await conversionFor(db, workspaceId, [row])) : undefined;
}

export type DealWriteError =
  | "tour"
  | "deal"
  | "show"
  | "taken"
  | { unconfirmed: string }
  | { fields: Record<string, string> };

/**
 * What a write refuses by field: the amounts that do not fit the currency the deal will be
 * in, and a rate on a deal in the home currency. Null when nothing is refused.
 */
function misfits(
  amounts: Parameters<typeof decimalsRefusals>[0],
  code: CurrencyCode,
  rate: ReturnType<typeof dealRateWrite>,
) {
  const fields = decimalsRefusals(amounts, code);
  if ("refused" in rate) fields.rate = rate.refused;
  return Object.keys(fields).length > 0 ? { fields } : null;
}

const noRates = { rate: null, rateTo: null, settlementRate: null, settlementRateTo: null };

/** The show's status under the row lock just taken: only a confirmed show takes a deal. */
async function unconfirmed(tx: Db, workspaceId: string, showId: string) {
  const [row] = await tx
    .select({ status: tourVenues.status })
    .from(tourVenues)
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)));
  const refusal = dealRefusal(row?.status);
  return refusal === null ? null : { unconfirmed: refusal };
}

/** A deal's input with its currency settled: the one sent, else the deal's or the home one. */
type DealWrite = DealInput & { currency: CurrencyCode };

const dealColumns = (input: DealWrite) => ({
  tourVenueId: input.showId,
  dealType: input.dealType,
  currency: input.currency,
  guaranteeAmount: input.guaranteeAmount,
  doorSplitPercentage: input.artistSharePercent,
  // The venue keeps the rest of the split.
  venueSplitPercentage:
    input.artistSharePercent === null ? null : (100 - Number(input.artistSharePercent)).toFixed(2),
  ticketPrice: input.ticketPrice,
  capacity: input.capacity,
  expectedAttendance: input.expectedAttendance,
  expectedExpenses: input.expectedExpenses,
  agentCommissionPercentage: input.agentCommissionPercent,
  agentCommissionBasis: input.agentCommissionBasis,
  managerCommissionPercentage: input.managerCommissionPercent,
  managerCommissionBasis: input.managerCommissionBasis,
  withholdingPercentage: input.withholdingPercent,
  merchSplitPercentage: input.merchSplitPercent,
  depositReceived: input.depositReceived,
});

async function showHasDeal(db: Db, workspaceId: string, showId: string, exceptId?: string) {
  const rows = await db
    .select({ id: venueRevenueDeals.id })
    .from(venueRevenueDeals)
    .where(
      and(
        eq(venueRevenueDeals.workspaceId, workspaceId),
        eq(venueRevenueDeals.tourVenueId, showId),
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

/**
 * A new deal is in the currency sent, else the workspace's home currency, read inside the
 * write's transaction (record-currency.ts), once.
 */
export async function createDeal(db: Db, workspaceId: string, tourId: string, input: DealInput) {
  return db.transaction(async (tx): Promise<Deal | DealWriteError> => {
    const home = await homeCurrencyInWrite(tx, workspaceId);
    const write: DealWrite = { ...input, currency: input.currency ?? home };
    const rate = dealRateWrite(
      input.rate,
      { ...noRates, currency: write.currency },
      write.currency,
      home,
    );
    const misfit = misfits(write, write.currency, rate);
    if (misfit || "refused" in rate) return misfit!;
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return "tour";
    // Locking the show queues two deals for the same show instead of racing the unique index.
    if (!(await findOwnedShow(tx, workspaceId, input.showId, { tourId, lock: true })))
      return "show";
    if (await showHasDeal(tx, workspaceId, input.showId)) return "taken";
    const refused = await unconfirmed(tx, workspaceId, input.showId);
    if (refused) return refused;
    const [row] = await tx
      .insert(venueRevenueDeals)
      .values({ ...dealColumns(write), ...rate, workspaceId })
      .returning({ id: venueRevenueDeals.id });
    return (await getDeal(tx, workspaceId, tourId, row!.id))!;
  });
}

/** Editing the terms keeps a settlement: its payout is worked out again by the new terms. */
export async function updateDeal(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: DealInput,
) {
  return db.transaction(async (tx): Promise<Deal | DealWriteError> => {
    const home = await homeCurrencyInWrite(tx, workspaceId);
    const current = await getDeal(tx, workspaceId, tourId, id);
    if (!current) return "deal";
    // Left out, the currency stays; a settled deal's figures must fit the new one too.
    const write: DealWrite = { ...input, currency: input.currency ?? current.currency };
    const rate = dealRateWrite(input.rate, current, write.currency, home);
    const refused = misfits({ ...current, ...write }, write.currency, rate);
    if (refused || "refused" in rate) return refused!;
    // The settlement's rate was of the deal's currency: it goes when the currency does.
    const kept = settlementRateWrite(current, undefined, home, write.currency);
    const settlementRate = "refused" in kept ? { rate: null, rateTo: null } : kept;
    if (!(await findOwnedShow(tx, workspaceId, input.showId, { tourId, lock: true })))
      return "show";
    if (await showHasDeal(tx, workspaceId, input.showId, id)) return "taken";
    // Moving the deal to another show: that show must carry money too.
    if (input.showId !== current.showId) {
      const refused = await unconfirmed(tx, workspaceId, input.showId);
      if (refused) return refused;
    }
    const finalPayout =
      current.isSettled && current.grossReceipts !== null
        ? settleDeal(write, {
            ticketsSold: current.ticketsSold ?? 0,
            grossReceipts: current.grossReceipts,
            showExpenses: current.showExpenses ?? "0.00",
          })
        : current.finalPayout;
    await tx
      .update(venueRevenueDeals)
      .set({
        ...dealColumns(write),
        finalPayout,
        ...rate,
        settlementRate: settlementRate.rate,
        settlementRateTo: settlementRate.rateTo,
      })
      .where(and(eq(venueRevenueDeals.workspaceId, workspaceId), eq(venueRevenueDeals.id, id)));
    return (await getDeal(tx, workspaceId, tourId, id))!;
  });
}

export async function deleteDeal(db: Db, workspaceId: string, tourId: string, id: string) {
  return db.transaction(async (tx) => {
    const deal = await getDeal(tx, workspaceId, tourId, id);
    if (!deal) return false;
    await tx
      .delete(venueRevenueDeals)
      .where(and(eq(venueRevenueDeals.workspaceId, workspaceId), eq(venueRevenueDeals.id, id)));
    return true;
  });
}

/**
 * Records what the show did; the payout follows by the deal's formula, never typed in.
 * `check` sees the deal first and throws to refuse (the sanity checks need its capacity and
 * date). A reopened deal loses its settlement's rate with the rest of the settlement.
 */
export async function settleShowDeal(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  settlement: { input: SettlementInput; home: CurrencyCode } | null,
  check: (deal: Deal) => void = () => {},
) {
  const deal = await getDeal(db, workspaceId, tourId, id);
  if (!deal) return undefined;
  check(deal);
  const input = settlement?.input;
  const rate = settlement
    ? settlementRateWrite(deal, settlement.input.settlementRate, settlement.home)
    : null;
  const settlementRate = rate && !("refused" in rate) ? rate : { rate: null, rateTo: null };
  await db
    .update(venueRevenueDeals)
    .set(
      input
        ? {
            ticketsSold: input.ticketsSold,
            grossReceipts: input.grossReceipts,
            showExpenses: input.showExpenses,
            isPaid: input.isPaid,
            paidOn: input.paidOn,
            finalPayout: settleDeal(deal, input),
            isSettled: true,
            settledAt: new Date(),
            settlementRate: settlementRate.rate,
            settlementRateTo: settlementRate.rateTo,
          }
        : {
            ticketsSold: null,
            grossReceipts: null,
            showExpenses: null,
            finalPayout: null,
            isSettled: false,
            settledAt: null,
            // A reopened show is not paid: it is settled (and paid) again.
            isPaid: false,
            paidOn: null,
            settlementRate: null,
            settlementRateTo: null,
          },
    )
    .where(and(eq(venueRevenueDeals.workspaceId, workspaceId), eq(venueRevenueDeals.id, id)));
  return (await getDeal(db, workspaceId, tourId, id))!;
}

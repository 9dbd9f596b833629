import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES } from "../../marketing/campaigns";
import { COMMISSION_BASES } from "../settlement-terms";
import { buildLedger, type LedgerSources } from "./build";
import { bigCents, moneyOf } from "./cents";
import { ledgerPendingSettlements, ledgerRiderSavings, ledgerTotals, showMoney } from "./totals";

const money = fc.bigInt({ min: 0n, max: 99_999_999_999_999n }).map((c) => moneyOf(c));
const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => moneyOf(BigInt(bp)));
const id = fc.uuid();

const sources: fc.Arbitrary<LedgerSources> = fc
  .uniqueArray(id, { minLength: 0, maxLength: 6 })
  .chain((showIds) => {
    const showId = showIds.length ? fc.constantFrom(...showIds) : fc.constant("none");
    return fc.record({
      tourId: fc.constant("tour"),
      shows: fc.constant(showIds).chain((ids) =>
        fc.tuple(
          ...ids.map((i) =>
            fc.record({
              id: fc.constant(i),
              date: fc.constant("2026-07-01"),
              venueName: fc.constant("V"),
              estimatedTravelCost: fc.option(money),
              estimatedAccommodationCost: fc.option(money),
              // Every show confirmed: this property is about the sums, not which shows count.
              status: fc.constant("confirmed"),
            }),
          ),
        ),
      ),
      rows: fc.array(
        fc.record({
          id,
          type: fc.constantFrom("revenue" as const, "expense" as const),
          category: fc.constantFrom("Other", "Fuel", "Merchandise"),
          amountAnticipated: money,
          amountActual: fc.option(money),
          isFinalized: fc.boolean(),
        }),
        { maxLength: 8 },
      ),
      deals: showIds.length
        ? fc.uniqueArray(
            fc.record({
              id,
              showId,
              projectedPayout: money,
              isSettled: fc.boolean(),
              finalPayout: fc.option(money),
              settledOn: fc.constant(null),
              agentCommissionPercent: percent,
              agentCommissionBasis: fc.constantFrom(...COMMISSION_BASES),
              managerCommissionPercent: percent,
              managerCommissionBasis: fc.constantFrom(...COMMISSION_BASES),
              withholdingPercent: percent,
            }),
            { selector: (d) => d.showId, maxLength: showIds.length },
          )
        : fc.constant([]),
      merch: showIds.length
        ? fc.uniqueArray(
            fc.record({ showId, gross: money, venueSplitPercent: fc.option(percent) }),
            { selector: (m) => m.showId },
          )
        : fc.constant([]),
      travelLegs: fc.array(
        fc.record({ id, label: fc.constant("Leg"), cost: money, date: fc.constant(null) }),
        { maxLength: 5 },
      ),
      lodgings: fc.array(
        fc.record({ id, label: fc.constant("Hotel"), cost: money, date: fc.constant(null) }),
        { maxLength: 5 },
      ),
      campaigns: fc.array(
        fc.record({
          id,
          title: fc.constant("C"),
          budget: money,
          status: fc.constantFrom(...CAMPAIGN_STATUSES),
          date: fc.constant(null),
        }),
        { maxLength: 4 },
      ),
      provisions: showIds.length
        ? fc.array(
            fc.record({
              id,
              showId,
              description: fc.constant("P"),
              estimatedValue: money,
              isProvidedByVenue: fc.boolean(),
              isFulfilled: fc.boolean(),
            }),
            { maxLength: 5 },
          )
        : fc.constant([]),
    });
  });

const sum = (xs: readonly (string | null)[]) => xs.reduce((a, x) => a + bigCents(x), 0n);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
/** The merch split, computed apart from the ledger: venue = ⌊gross × bp / 10⁴ + ½⌋. */
const artistMerch = (m: LedgerSources["merch"][number]) => {
  const g = bigCents(m.gross);
  return g - (g * bigCents(m.venueSplitPercent) + 5000n) / 10000n;
};

/**
 * A deal's commissions and withholding, computed apart from the ledger: each share of its
 * basis ⌊basis × bp / 10⁴ + ½⌋; "net" is the payout less the show's own estimates, ≥ 0.
 */
const share = (c: bigint, percent: string) => (c * bigCents(percent) + 5000n) / 10000n;
const deductionsOf = (
  d: LedgerSources["deals"][number],
  payout: bigint,
  show: LedgerSources["shows"][number] | undefined,
) => {
  const net = max(
    0n,
    payout - bigCents(show?.estimatedTravelCost) - bigCents(show?.estimatedAccommodationCost),
  );
  const base = (basis: string) => (basis === "gross" ? payout : net);
  return (
    share(base(d.agentCommissionBasis), d.agentCommissionPercent) +
    share(base(d.managerCommissionBasis), d.managerCommissionPercent) +
    share(payout, d.withholdingPercent)
  );
};

describe("the ledger's totals", () => {
  it("equal the sums of the sources, to the cent, in both sets of figures", () => {
    fc.assert(
      fc.property(sources, (src) => {
        const lines = buildLedger(src);
        const rows = (type: string) => src.rows.filter((r) => r.type === type);
        const finalized = (type: string) =>
          sum(
            rows(type)
              .filter((r) => r.isFinalized)
              .map((r) => r.amountActual),
          );
        const settled = src.deals.filter((d) => d.isSettled);
        const merch = src.merch.reduce((a, m) => a + artistMerch(m), 0n);
        const travelEst = sum(src.shows.map((s) => s.estimatedTravelCost));
        const lodgingEst = sum(src.shows.map((s) => s.estimatedAccommodationCost));
        const travel = sum(src.travelLegs.map((l) => l.cost));
        const lodging = sum(src.lodgings.map((l) => l.cost));
        const campaigns = sum(src.campaigns.map((c) => c.budget));
        const completed = sum(
          src.campaigns.filter((c) => c.status === "completed").map((c) => c.budget),
        );

        const showOf = (d: LedgerSources["deals"][number]) =>
          src.shows.find((x) => x.id === d.showId);
        const planDeductions = src.deals.reduce(
          (a, d) => a + deductionsOf(d, bigCents(d.projectedPayout), showOf(d)),
          0n,
        );
        const settledDeductions = settled.reduce(
          (a, d) => a + deductionsOf(d, bigCents(d.finalPayout), showOf(d)),
          0n,
        );

        const plan = ledgerTotals(lines, "anticipated");
        const planRevenue =
          sum(rows("revenue").map((r) => r.amountAnticipated)) +
          sum(src.deals.map((d) => d.projectedPayout));
        const planExpenses =
          sum(rows("expense").map((r) => r.amountAnticipated)) +
          max(travelEst, travel) +
          max(lodgingEst, lodging) +
          campaigns +
          planDeductions;
        expect(plan.revenue).toBe(moneyOf(planRevenue));
        expect(plan.expenses).toBe(moneyOf(planExpenses));
        expect(plan.profit).toBe(moneyOf(planRevenue - planExpenses));

        const actual = ledgerTotals(lines, "actual");
        const actualRevenue = finalized("revenue") + sum(settled.map((d) => d.finalPayout)) + merch;
        const actualExpenses =
          finalized("expense") + travel + lodging + completed + settledDeductions;
        expect(actual.revenue).toBe(moneyOf(actualRevenue));
        expect(actual.expenses).toBe(moneyOf(actualExpenses));

        // The breakdowns add up to their totals.
        for (const t of [plan, actual]) {
          expect(sum(t.revenueByCategory.map((c) => c.amount))).toBe(bigCents(t.revenue));
          expect(sum(t.expensesByCategory.map((c) => c.amount))).toBe(bigCents(t.expenses));
        }
        expect(ledgerPendingSettlements(lines)).toBe(
          moneyOf(sum(src.deals.filter((d) => !d.isSettled).map((d) => d.projectedPayout))),
        );
        expect(ledgerRiderSavings(lines)).toBe(
          moneyOf(
            sum(
              src.provisions
                .filter((p) => p.isProvidedByVenue && p.isFulfilled)
                .map((p) => p.estimatedValue),
            ),
          ),
        );
        // Each show: its payout as it stands + merch share − its own estimates − what comes
        // off the payout (commissions and withholding).
        const nets = showMoney(lines);
        for (const s of src.shows) {
          const deal = src.deals.find((d) => d.showId === s.id);
          const payout = deal
            ? bigCents(deal.isSettled ? deal.finalPayout : deal.projectedPayout)
            : 0n;
          const m = src.merch.find((x) => x.showId === s.id);
          const net =
            payout +
            (m ? artistMerch(m) : 0n) -
            bigCents(s.estimatedTravelCost) -
            bigCents(s.estimatedAccommodationCost) -
            (deal ? deductionsOf(deal, payout, s) : 0n);
          expect(bigCents(nets.get(s.id)?.net ?? "0")).toBe(net);
        }
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatHomeWhole, formatStoredIn } from "@/domain/currencies/currency";
import { DEAL_TYPES } from "@/domain/finances/deal-math";
import { marginPercent } from "@/domain/finances/finance-math";
import { EXPENSE_CATEGORIES, REVENUE_CATEGORIES } from "@/domain/finances/financials";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import type { Money } from "@/domain/money";
import { formatShowMoney } from "@/domain/tours/show-money";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { buildParty, type PartySpec, partyArb, partyCurrencies } from "../support/money-party";
import { pdfText } from "../support/pdf-text";

/**
 * Issue 22, item 7: for generated tours built through the real API — shows with deals of all
 * four types (some settled), hand-entered rows, merch counts, travel and lodging estimates and
 * bookings, campaigns of the tour (and one of no tour), rider provisions — every page that
 * shows the tour's money gives the same figure to the cent: the Overview, the Financial
 * Overview, Reports (tour P&L and the nets per show), the financials CSV, the P&L PDF and the
 * settlement PDFs; with the route's road rows when the tour's road is in its budget (issue
 * 40). The expected figures are summed here from what the API answered when each source was
 * written (ADR 0015's rules), so a page that drifts from the sources fails too.
 * Issue 41: rows, travel legs and hotel stays come in USD, GBP, JPY and CHF, converted line by line (their own rate, else
 * the uploaded ECB file's cross through EUR; CHF has none), so every page's totals are the
 * sums of the converted lines to the cent, and the lines with no rate are left out, listed.
 * Issue 54: each tour's party is paid in those currencies too (owed, paid from the float,
 * paid another way), and its float counted over or short: every page carries them alike.
 * MONEY_RUNS changes the number of generated tours; MONEY_SEED replays a failure's seed.
 */
const RUNS = Number(process.env.MONEY_RUNS ?? 8);
const SEED = process.env.MONEY_SEED ? Number(process.env.MONEY_SEED) : undefined;

const s = setupApiSuite();

// ---- What a generated tour is made of. Deal and settlement bodies are the API's own shape,
// so a new deal field (commissions, withholding…) is one more key in `dealBody`/`settlement`.

type Body = Record<string, unknown>;

interface ShowSpec {
  /** A show that has happened: only these settle and sell merch. */
  past: boolean;
  /** Only a confirmed show carries money (issue 36): a show with a deal is confirmed. */
  status: "pending" | "hold" | "confirmed";
  /** The offer: booked for a confirmed show without a deal. */
  venueFee: Money;
  capacity: number;
  estimatedTravelCost: Money;
  estimatedAccommodationCost: Money;
  /** `reopen`: settled, then the settlement taken back (entered by mistake). */
  deal: { body: Body; settlement: Body | null; reopen: boolean } | null;
  /** Per merch variant of the account: in, out and comps. */
  counts: { countIn: number; countOut: number; comps: number }[];
  provisions: { estimatedValue: Money; isProvidedByVenue: boolean; isFulfilled: boolean }[];
}

interface Booking {
  cost: Money;
  currency: string;
}

interface TourSpec {
  estimatedGross: Money;
  shows: ShowSpec[];
  rows: Body[];
  /** Issue 41: each booking in its own currency. */
  legCosts: Booking[];
  hotelCosts: Booking[];
  campaigns: { budget: Money; status: string; ofTour: boolean }[];
  merchPrices: Money[];
  /** The route's road put in the budget (issue 40), with these assumptions; null: left out. */
  road: Body | null;
  /** Issue 54: the party's lines and the float's counts, in USD, GBP, JPY and CHF (no rate). */
  party: PartySpec;
}

const cents = (c: number) => moneyOf(BigInt(c));
/** Amounts from zero to `max` dollars, any cents; zero now and then (a zero makes no line). */
const money = (max: number) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant("0.00") },
    { weight: 6, arbitrary: fc.integer({ min: 1, max: max * 100 }).map(cents) },
  );
/** A percentage with up to two decimals, 0–100. */
const percent = fc
  .integer({ min: 0, max: 10_000 })
  .map((bp) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, "0")}`);

const countArb = fc.tuple(fc.nat(200), fc.nat(200), fc.nat(200)).map(([countIn, a, b]) => {
  const countOut = Math.min(a, countIn);
  return { countIn, countOut, comps: Math.min(b, countIn - countOut) };
});

/**
 * A deal of any type, with what every formula reads; the API keeps only what its type uses.
 * Issue 41: in USD, GBP or JPY (rated by the uploaded file) or CHF (no rate: left out).
 */
const dealArb = (capacity: number, past: boolean) =>
  fc
    .record({
      currency: fc.constantFrom(...ROW_CURRENCIES),
      dealType: fc.constantFrom(...DEAL_TYPES),
      guaranteeAmount: money(20_000),
      artistSharePercent: percent,
      ticketPrice: money(150),
      expectedAttendance: fc.integer({ min: 0, max: capacity }),
      expectedExpenses: money(15_000),
      settle: past ? fc.boolean() : fc.constant(false),
      reopen: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      ticketsSold: fc.integer({ min: 0, max: capacity }),
      extraGross: money(3_000),
      showExpenses: money(15_000),
    })
    .map(({ settle, reopen, ticketsSold, extraGross, showExpenses, ...t }) => {
      // Yen have no minor unit: whole amounts only.
      const whole = (m: Money) => (t.currency === "JPY" ? `${m.split(".")[0]}.00` : m);
      const terms = {
        ...t,
        guaranteeAmount: whole(t.guaranteeAmount),
        ticketPrice: whole(t.ticketPrice),
        expectedExpenses: whole(t.expectedExpenses),
      };
      return {
        body: { ...terms, capacity },
        reopen: settle && reopen,
        settlement: settle
          ? {
              ticketsSold,
              // Tickets at the deal's price, plus what else the door took (fees, bar share).
              grossReceipts: moneyOf(
                bigCents(terms.ticketPrice) * BigInt(ticketsSold) + bigCents(whole(extraGross)),
              ),
              showExpenses: whole(showExpenses),
            }
          : null,
      };
    });

const showArb = (merchVariants: number): fc.Arbitrary<ShowSpec> =>
  fc
    .record({ past: fc.boolean(), capacity: fc.integer({ min: 50, max: 5_000 }) })
    .chain(({ past, capacity }) =>
      fc.record({
        past: fc.constant(past),
        // A hold only ahead: a hold cannot outlive its date.
        status: fc.constantFrom<ShowSpec["status"]>(
          ...(past
            ? (["pending", "confirmed"] as const)
            : (["pending", "hold", "confirmed"] as const)),
        ),
        venueFee: money(5_000),
        capacity: fc.constant(capacity),
        estimatedTravelCost: money(2_000),
        estimatedAccommodationCost: money(1_000),
        deal: fc.option(dealArb(capacity, past), { freq: 5 }),
        counts: past
          ? fc.array(countArb, { minLength: merchVariants, maxLength: merchVariants })
          : fc.constant([]),
        provisions: fc.array(
          fc.record({
            estimatedValue: money(800),
            isProvidedByVenue: fc.boolean(),
            isFulfilled: fc.boolean(),
          }),
          { maxLength: 2 },
        ),
      }),
    )
    // A deal is recorded for a confirmed show only.
    .map((sh) => ({ ...sh, status: sh.deal ? "confirmed" : sh.status }) as ShowSpec);

/**
 * Issue 41: a row is in USD (the home currency) or another: GBP and JPY convert through the
 * account's uploaded ECB file (RATES_CSV) unless the row has its own rate; CHF has no rate in
 * the file, so without its own it is shown unconverted and left out of every total.
 */
const ROW_CURRENCIES = ["USD", "USD", "GBP", "JPY", "CHF"] as const;
const RATES_CSV = "Date,USD,GBP,JPY\n2026-01-05,1.0856,0.8563,163.12\n";
const PER_EUR: Record<string, string> = { USD: "1.0856", GBP: "0.8563", JPY: "163.12" };

const rowArb = fc
  .record({
    type: fc.constantFrom("revenue", "expense"),
    pick: fc.nat(100),
    amountAnticipated: money(10_000),
    amountActual: fc.option(money(10_000), { freq: 3 }),
    finalize: fc.boolean(),
    currency: fc.constantFrom(...ROW_CURRENCIES),
    lineRate: fc.option(fc.constantFrom("1.25", "0.0067", "1.1"), { freq: 2 }),
  })
  .map(({ type, pick, amountActual, finalize, currency, lineRate, ...row }) => {
    const list = type === "revenue" ? REVENUE_CATEGORIES : EXPENSE_CATEGORIES;
    // Yen have no minor unit: whole amounts only.
    const whole = (m: Money) => (currency === "JPY" ? `${m.split(".")[0]}.00` : m);
    return {
      type,
      category: list[pick % list.length]!,
      ...row,
      amountAnticipated: whole(row.amountAnticipated),
      amountActual: amountActual === null ? null : whole(amountActual),
      isFinalized: finalize && amountActual !== null,
      currency,
      ...(currency !== "USD" && lineRate ? { rate: lineRate } : {}),
    };
  });

/** Road settings a manager may type; tolls are typed on every leg the route answers. */
const roadArb = fc.record({
  milesPerGallon: fc.integer({ min: 5, max: 30 }),
  fuelPricePerGallon: fc.integer({ min: 1, max: 900 }).map(cents),
  tollsTotal: money(200),
  legToll: money(60),
  perDiem: money(100),
  partySize: fc.option(fc.integer({ min: 1, max: 8 }), { freq: 2 }),
  hotelRatePerRoom: money(300),
  rooms: fc.integer({ min: 0, max: 3 }),
  averageMph: fc.constant(55),
  inBudget: fc.constant(true),
});
/** Venues in different cities, so the route has miles to price. */
const CITIES = [
  ["Chicago", "IL"],
  ["Nashville", "TN"],
  ["Denver", "CO"],
  ["Atlanta", "GA"],
] as const;

/** a / b of two decimal texts as an exact fraction. */
const ratio = (a: string, b: string) => {
  const scale = (x: string) => {
    const [w, f = ""] = x.split(".");
    return { n: BigInt(w! + f), d: 10n ** BigInt(f.length) };
  };
  const x = scale(a);
  const y = scale(b);
  return { num: x.n * y.d, den: x.d * y.n };
};

/**
 * A row's amount in USD as the rules say (docs/product.md §21.4), computed here on its own:
 * its own rate, else the file's cross through EUR; rounded once, half up, to the cent. Null
 * when no rate exists (left out).
 */
function inUsd(row: Body, amount: Money): bigint | null {
  const cents = bigCents(amount);
  const currency = row.currency as string;
  if (currency === "USD") return cents;
  const rate = row.rate
    ? ratio(row.rate as string, "1")
    : PER_EUR[currency]
      ? ratio(PER_EUR.USD!, PER_EUR[currency]!)
      : null;
  if (!rate) return null;
  return (2n * cents * rate.num + rate.den) / (2n * rate.den);
}

/** A travel leg's or hotel stay's cost in one of ROW_CURRENCIES (whole yen). */
const bookingArb = (max: number) =>
  fc.record({ cost: money(max), currency: fc.constantFrom(...ROW_CURRENCIES) }).map((b) => ({
    ...b,
    cost: b.currency === "JPY" ? `${b.cost.split(".")[0]}.00` : b.cost,
  }));

const tourArb: fc.Arbitrary<TourSpec> = fc
  .array(money(40), { minLength: 1, maxLength: 2 })
  .chain((merchPrices) =>
    fc.record({
      estimatedGross: money(500_000),
      shows: fc.array(showArb(merchPrices.length), { minLength: 1, maxLength: 4 }),
      rows: fc.array(rowArb, { maxLength: 4 }),
      legCosts: fc.array(bookingArb(1_500), { maxLength: 3 }),
      hotelCosts: fc.array(bookingArb(800), { maxLength: 3 }),
      campaigns: fc.array(
        fc.record({
          budget: money(5_000),
          status: fc.constantFrom("planning", "active", "completed", "paused"),
          ofTour: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      merchPrices: fc.constant(merchPrices),
      road: fc.option(roadArb, { freq: 2 }),
      party: partyArb,
    }),
  );

// ---- Building the tour through the API, keeping what each write answered.

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function send(a: Account, method: string, path: string, json?: unknown) {
  const res = await call(s.t, method, path, { cookie: a.cookie, json });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.data;
}

interface BuiltShow {
  id: string;
  venueName: string;
  estimatedTravelCost: Money;
  estimatedAccommodationCost: Money;
  status: ShowSpec["status"];
  venueFee: Money;
  performanceDate: string;
  /** As the deal and settlement writes answered them. */
  projectedPayout: Money | null;
  finalPayout: Money | null;
  dealId: string | null;
  /** The deal's currency (issue 41); USD without a deal. */
  currency: string;
  merchGross: bigint;
}

async function buildTour(a: Account, spec: TourSpec) {
  const tour = await send(a, "POST", "/api/tours", {
    title: "Generated Tour",
    status: "active",
    totalEstimatedCost: spec.estimatedGross,
  });
  const t = `/api/tours/${tour.id}`;
  const variants: { id: string; price: Money }[] = [];
  for (const [i, price] of spec.merchPrices.entries()) {
    const product = await send(a, "POST", "/api/merch/products", {
      name: `Tee ${i + 1}`,
      type: "t-shirt",
      status: "ready",
      price,
      unitCost: "0.00",
      variants: [{ label: "One size", stock: 100_000 }],
    });
    variants.push({ id: product.variants[0].id, price });
  }
  const shows: BuiltShow[] = [];
  for (const [i, sh] of spec.shows.entries()) {
    const venueName = `Venue ${i + 1}`;
    const show = await send(a, "POST", `${t}/shows`, {
      venueMode: "new",
      newVenue: {
        name: venueName,
        city: CITIES[i % CITIES.length]![0],
        state: CITIES[i % CITIES.length]![1],
        capacity: sh.capacity,
      },
      // Past shows 3+ days ago (they can settle), the others ahead; never two on one day.
      performanceDate: dayFromNow(sh.past ? -3 - 2 * i : 3 + 2 * i),
      estimatedTravelCost: sh.estimatedTravelCost,
      estimatedAccommodationCost: sh.estimatedAccommodationCost,
      venueFee: sh.venueFee,
      status: sh.status,
    });
    const built: BuiltShow = {
      id: show.id,
      venueName,
      estimatedTravelCost: show.estimatedTravelCost,
      estimatedAccommodationCost: show.estimatedAccommodationCost,
      status: sh.status,
      venueFee: show.venueFee,
      performanceDate: show.performanceDate,
      projectedPayout: null,
      finalPayout: null,
      dealId: null,
      currency: "USD",
      merchGross: 0n,
    };
    if (sh.deal) {
      const deal = await send(a, "POST", `${t}/deals`, { showId: show.id, ...sh.deal.body });
      built.dealId = deal.id;
      built.currency = deal.currency;
      built.projectedPayout = deal.projectedPayout;
      if (sh.deal.settlement) {
        const settled = await send(
          a,
          "PUT",
          `${t}/deals/${deal.id}/settlement`,
          sh.deal.settlement,
        );
        built.finalPayout = settled.finalPayout;
      }
      if (sh.deal.reopen) {
        await send(a, "DELETE", `${t}/deals/${deal.id}/settlement`);
        built.finalPayout = null;
      }
    }
    if (sh.counts.length > 0) {
      await send(a, "PUT", `/api/merch/shows/${show.id}/counts`, {
        counts: sh.counts.map((c, v) => ({ variantId: variants[v]!.id, ...c })),
      });
      built.merchGross = sh.counts.reduce(
        (n, c, v) => n + BigInt(c.countIn - c.countOut - c.comps) * bigCents(variants[v]!.price),
        0n,
      );
    }
    for (const p of sh.provisions)
      await send(a, "POST", `${t}/rider-provisions`, {
        showId: show.id,
        provisionType: "hospitality",
        description: "Catering",
        ...p,
      });
    shows.push(built);
  }
  const rows: Body[] = [];
  const records = [...spec.rows, ...spec.legCosts, ...spec.hotelCosts];
  if (
    records.some((r) => r.currency !== "USD") ||
    shows.some((sh) => sh.currency !== "USD") ||
    partyCurrencies(spec.party).some((c) => c !== "USD")
  )
    await call(s.t, "POST", "/api/currency/uploaded", {
      cookie: a.cookie,
      raw: new TextEncoder().encode(RATES_CSV),
    });
  for (const r of spec.rows) rows.push(await send(a, "POST", `${t}/financials`, r));
  for (const [i, { cost, currency }] of spec.legCosts.entries())
    await send(a, "POST", `${t}/travel-legs`, {
      mode: "drive",
      fromPlace: `City ${i}`,
      toPlace: `City ${i + 1}`,
      departureLocal: `${dayFromNow(-20 + i)}T10:00`,
      departureTz: "America/Chicago",
      arrivalLocal: `${dayFromNow(-20 + i)}T15:00`,
      arrivalTz: "America/Chicago",
      cost,
      currency,
    });
  for (const [i, { cost, currency }] of spec.hotelCosts.entries())
    await send(a, "POST", `${t}/lodgings`, {
      name: `Hotel ${i + 1}`,
      checkIn: dayFromNow(-20 + i),
      checkOut: dayFromNow(-19 + i),
      cost,
      currency,
    });
  for (const [i, c] of spec.campaigns.entries())
    await send(a, "POST", "/api/campaigns", {
      title: `Campaign ${i + 1}`,
      platform: "TikTok",
      status: c.status,
      budget: c.budget,
      tourId: c.ofTour ? tour.id : null,
    });
  const floatCounts = await buildParty(
    (method, path, json) => send(a, method, path, json),
    tour.id,
    spec.party,
    dayFromNow(-10),
  );
  // The road last, once every show and stay it is planned from is written: what the route
  // answers is what the ledger must carry (issue 40).
  let road: { category: string; amount: Money }[] = [];
  if (spec.road) {
    const { legToll, ...settings } = spec.road;
    const first = await send(a, "PUT", `${t}/route/settings`, { unit: "mi", ...settings });
    const legTolls = Object.fromEntries(
      first.legs.map((l: { fromShowId: string; toShowId: string }) => [
        `${l.fromShowId}:${l.toShowId}`,
        legToll,
      ]),
    );
    const answered = await send(a, "PUT", `${t}/route/settings`, {
      unit: "mi",
      ...settings,
      legTolls,
    });
    road = answered.costs.lines;
  }
  return {
    tourId: tour.id as string,
    estimatedGross: tour.totalEstimatedCost as Money,
    shows,
    rows,
    road,
    floatCounts,
  };
}

/**
 * The nights the road prices (issue 47), counted here on their own: each night from the first
 * show's day to the last's (the last excluded) with no typed stay and no show whose
 * accommodation estimate is that night's.
 */
function roadHotelNights(spec: TourSpec, built: Awaited<ReturnType<typeof buildTour>>) {
  const dates = built.shows.map((x) => x.performanceDate).sort();
  const stays = new Set(spec.hotelCosts.map((_, i) => dayFromNow(-20 + i)));
  const estimated = new Set(
    built.shows
      .filter((x) => bigCents(x.estimatedAccommodationCost) > 0n)
      .map((x) => x.performanceDate),
  );
  let nights = 0;
  const last = Date.parse(`${dates.at(-1)}T00:00:00Z`);
  for (let d = Date.parse(`${dates[0]}T00:00:00Z`); d < last; d += DAY) {
    const night = new Date(d).toISOString().slice(0, 10);
    if (!stays.has(night) && !estimated.has(night)) nights++;
  }
  return nights;
}

/** Where the route's money counts (docs/product.md §18.4). */
const ROAD_CATEGORIES: Record<string, string> = {
  fuel: "Fuel",
  tolls: "Travel",
  "per-diems": "Meals & per diems",
  hotels: "Lodging",
};

// ---- The figures ADR 0015 gives, summed from what the sources answered.

type Figures = "anticipated" | "actual";
type Side = "revenue" | "expenses";

function expectedMoney(spec: TourSpec, built: Awaited<ReturnType<typeof buildTour>>) {
  const byCategory = {
    anticipated: { revenue: new Map<string, bigint>(), expenses: new Map<string, bigint>() },
    actual: { revenue: new Map<string, bigint>(), expenses: new Map<string, bigint>() },
  };
  const add = (f: Figures, side: Side, category: string, c: bigint) =>
    byCategory[f][side].set(category, (byCategory[f][side].get(category) ?? 0n) + c);
  let pending = 0n;
  const perShow = new Map<string, { income: bigint; expenses: bigint; isSettled: boolean }>();
  let unconverted = 0;
  // Issue 41: a deal's lines in USD, each converted once; none with no rate (listed instead).
  const feesInUsd: (bigint | null)[] = [];
  for (const sh of built.shows) {
    const deal = { currency: sh.currency };
    const dealProjected = inUsd(deal, sh.projectedPayout ?? "0.00");
    const final = sh.finalPayout === null ? null : inUsd(deal, sh.finalPayout);
    if (dealProjected === null && bigCents(sh.projectedPayout) !== 0n) unconverted++;
    if (sh.finalPayout !== null && final === null) unconverted++;
    // A confirmed show books its deal's projection, else its offer (issue 36); others nothing.
    const offer = sh.status === "confirmed" && sh.dealId === null ? bigCents(sh.venueFee) : 0n;
    const projected = (dealProjected ?? 0n) + offer;
    add("anticipated", "revenue", "Show deals", projected);
    if (sh.finalPayout !== null) add("actual", "revenue", "Show deals", final ?? 0n);
    else pending += projected - offer;
    add("actual", "revenue", "Merchandise", sh.merchGross);
    const travel = bigCents(sh.estimatedTravelCost);
    const lodging = bigCents(sh.estimatedAccommodationCost);
    perShow.set(sh.id, {
      income: (sh.finalPayout !== null ? (final ?? 0n) : projected) + sh.merchGross,
      expenses: travel + lodging,
      isSettled: sh.finalPayout !== null,
    });
    // The HCC's figure per confirmed show: its money as every page shows it, in USD.
    if (sh.status === "confirmed") {
      const fee = sh.finalPayout ?? sh.projectedPayout ?? sh.venueFee;
      // Nothing converts to nothing, whatever the rate.
      feesInUsd.push(bigCents(fee) === 0n ? 0n : inUsd(deal, fee));
    }
  }
  const converted = feesInUsd.filter((c): c is bigint => c !== null);
  const total = converted.reduce((n, c) => n + c, 0n);
  const count = BigInt(converted.length);
  const averageConfirmedFee = moneyOf(count ? (2n * total + count) / (2n * count) : 0n);
  for (const r of built.rows) {
    const side: Side = r.type === "revenue" ? "revenue" : "expenses";
    const plan = inUsd(r, r.amountAnticipated as Money);
    const done = r.isFinalized ? inUsd(r, r.amountActual as Money) : 0n;
    if (plan === null && bigCents(r.amountAnticipated as Money) !== 0n) unconverted++;
    if (r.isFinalized && done === null) unconverted++;
    add("anticipated", side, r.category as string, plan ?? 0n);
    if (r.isFinalized) add("actual", side, r.category as string, done ?? 0n);
  }
  const sum = (xs: Money[]) => xs.reduce((n, m) => n + bigCents(m), 0n);
  for (const [category, estimates, bookings] of [
    ["Travel", built.shows.map((x) => x.estimatedTravelCost), spec.legCosts],
    ["Lodging", built.shows.map((x) => x.estimatedAccommodationCost), spec.hotelCosts],
  ] as const) {
    const planned = sum(estimates);
    // Each booking in USD; one with no rate counts nothing and is listed (issue 41).
    let booked = 0n;
    for (const b of bookings) {
      const usd = inUsd({ currency: b.currency }, b.cost);
      if (usd === null && bigCents(b.cost) !== 0n) unconverted++;
      booked += usd ?? 0n;
    }
    // Bookings are actual; the plan grows only by what they pass the estimates.
    add("anticipated", "expenses", category, booked > planned ? booked : planned);
    add("actual", "expenses", category, booked);
  }
  for (const c of spec.campaigns.filter((x) => x.ofTour)) {
    add("anticipated", "expenses", "Marketing", bigCents(c.budget));
    if (c.status === "completed") add("actual", "expenses", "Marketing", bigCents(c.budget));
  }
  // Issue 54: every party line is planned, a paid one spent too; a count's over or short is
  // actual. Each converted once, like a row; one with no rate counts nothing and is listed.
  for (const l of spec.party.lines) {
    const usd = inUsd({ currency: l.currency }, l.amount);
    if (usd === null && bigCents(l.amount) !== 0n) unconverted++;
    add("anticipated", "expenses", "Party", usd ?? 0n);
    if (l.paid === "no") continue;
    if (usd === null) unconverted++;
    add("actual", "expenses", "Party", usd ?? 0n);
  }
  for (const c of built.floatCounts) {
    const short = c.difference.startsWith("-");
    const usd = inUsd({ currency: c.currency }, short ? c.difference.slice(1) : c.difference);
    if (usd === null) unconverted++;
    add("actual", short ? "expenses" : "revenue", "Float", usd ?? 0n);
  }
  // The road's rows are a plan: anticipated, the tour's (no show's net).
  for (const r of built.road)
    add("anticipated", "expenses", ROAD_CATEGORIES[r.category]!, bigCents(r.amount));
  const riderSavings = spec.shows
    .flatMap((sh) => sh.provisions)
    .filter((p) => p.isProvidedByVenue && p.isFulfilled)
    .reduce((n, p) => n + bigCents(p.estimatedValue), 0n);
  const totals = (f: Figures) => {
    const total = (side: Side) => [...byCategory[f][side].values()].reduce((n, c) => n + c, 0n);
    const revenue = total("revenue");
    const expenses = total("expenses");
    const categories = (side: Side) =>
      Object.fromEntries(
        [...byCategory[f][side]].filter(([, c]) => c !== 0n).map(([k, c]) => [k, moneyOf(c)]),
      );
    return {
      revenue: moneyOf(revenue),
      expenses: moneyOf(expenses),
      profit: moneyOf(revenue - expenses),
      marginPercent: marginPercent(Number(revenue - expenses), Number(revenue)),
      revenueByCategory: categories("revenue"),
      expensesByCategory: categories("expenses"),
    };
  };
  return {
    unconverted,
    averageConfirmedFee,
    feesLeftOut: feesInUsd.length - converted.length,
    anticipated: totals("anticipated"),
    actual: totals("actual"),
    riderSavings: moneyOf(riderSavings),
    pendingSettlements: moneyOf(pending),
    perShow,
  };
}

// ---- Reading each page.

interface ListedCategory {
  category: string;
  amount: Money;
  noRate?: number;
}
/** A page's categories but those kept at 0 only for their lines with no rate (issue 47). */
const withAmounts = (categories: ListedCategory[]) =>
  categories.filter((c) => !(c.noRate && c.amount === "0.00"));

const asMap = (categories: { category: string; amount: Money }[]) =>
  Object.fromEntries(categories.map((c) => [c.category, c.amount]));

/** How the PDFs print an amount: "$1,234.56", "-$12.05". */
function usd(m: Money) {
  const c = bigCents(m);
  const abs = c < 0n ? -c : c;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${c < 0n ? "-" : ""}$${whole}.${String(abs % 100n).padStart(2, "0")}`;
}

async function pdfLines(a: Account, path: string) {
  const res = await s.t.app.request(`http://localhost:3000${path}`, {
    headers: { origin: "http://localhost:3000", cookie: a.cookie },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

/** The CSV's lines as records, its amounts exact. */
async function csvLines(a: Account, tourId: string) {
  const res = await call(s.t, "GET", `/api/tours/${tourId}/financials.csv`, { cookie: a.cookie });
  expect(res.status).toBe(200);
  const [head, ...rows] = res.text
    .trim()
    .split("\r\n")
    .map((l: string) => l.slice(1, -1).split('","'));
  expect(head).toEqual([
    "Date",
    "Source",
    "State",
    "Type",
    "Category",
    "Label",
    "Amount",
    "Currency",
    "Amount as entered",
    "Currency as entered",
    "Rate",
    "Rate date",
    "Note",
  ]);
  return rows.map(([, source, state, type, category, label, amount]) => ({
    source: source!,
    state: state!,
    type: type!,
    category: category!,
    label: label!,
    cents: bigCents(amount),
  }));
}
type CsvLine = Awaited<ReturnType<typeof csvLines>>[number];

const sumOf = (lines: CsvLine[]) => lines.reduce((n, l) => n + l.cents, 0n);
const inFigures = (l: CsvLine, f: Figures) =>
  f === "anticipated" ? l.state === "Anticipated" : l.state !== "Anticipated";

/** Σ of the CSV's lines per category, as the Financial Overview groups them. */
function csvCategories(lines: CsvLine[], f: Figures, type: "Revenue" | "Expense") {
  const sums = new Map<string, bigint>();
  for (const l of lines.filter((x) => inFigures(x, f) && x.type === type))
    sums.set(l.category, (sums.get(l.category) ?? 0n) + l.cents);
  return Object.fromEntries([...sums].filter(([, c]) => c !== 0n).map(([k, c]) => [k, moneyOf(c)]));
}

describe("every page agrees on a tour's money, to the cent (issues 22 and 41)", () => {
  it("the Overview, Financial Overview, Reports, CSV and PDFs give the sources' figures", async () => {
    await fc.assert(
      fc.asyncProperty(tourArb, async (spec) => {
        // A fresh account per tour: the Overview's figures are then this tour's alone.
        const a = await signUp(s.t);
        const built = await buildTour(a, spec);
        const want = expectedMoney(spec, built);
        const t = `/api/tours/${built.tourId}`;

        // The Financial Overview (and Reports, which draw the same answer).
        const f = (await call(s.t, "GET", `${t}/finance`, { cookie: a.cookie })).data;
        for (const figures of ["anticipated", "actual"] as const) {
          const got = f[figures];
          const exp = want[figures];
          expect({ figures, ...pick(got) }).toEqual({ figures, ...pick(exp) });
          expect(asMap(withAmounts(got.revenueByCategory))).toEqual(exp.revenueByCategory);
          expect(asMap(withAmounts(got.expensesByCategory))).toEqual(exp.expensesByCategory);
          // Issue 47: a category listed at 0 is one whose lines no rate converts, and says so.
          for (const c of [...got.revenueByCategory, ...got.expensesByCategory])
            if (c.amount === "0.00") expect(c.noRate, c.category).toBeGreaterThan(0);
        }
        expect(f.riderSavings).toBe(want.riderSavings);
        expect(f.pendingSettlements).toBe(want.pendingSettlements);
        // Issue 41: every row with no rate is listed as left out, none more.
        expect(f.currency.home).toBe("USD");
        expect(f.currency.unconverted.length).toBe(want.unconverted);
        // Budget Tracking: each expense category's anticipated and actual spend, as above.
        const budgeted = (figures: Figures, category: string) =>
          want[figures].expensesByCategory[category] ?? "0.00";
        expect(f.budgets.map((b: { category: string }) => b.category).sort()).toEqual(
          [
            ...new Set([
              ...Object.keys(want.anticipated.expensesByCategory),
              ...Object.keys(want.actual.expensesByCategory),
              // Issue 47: and those kept, at 0, for their lines with no rate.
              ...[...f.anticipated.expensesByCategory, ...f.actual.expensesByCategory]
                .filter((c: ListedCategory) => c.noRate)
                .map((c: ListedCategory) => c.category),
            ]),
          ].sort(),
        );
        for (const b of f.budgets)
          expect(b).toMatchObject({
            anticipated: budgeted("anticipated", b.category),
            actual: budgeted("actual", b.category),
          });

        // Reports' P&L per show: what the artist keeps, from the same sources.
        // Every show once (the tour lists them in date order).
        expect(f.showPnl.map((x: { id: string }) => x.id).sort()).toEqual(
          built.shows.map((x) => x.id).sort(),
        );
        for (const row of f.showPnl) {
          const exp = want.perShow.get(row.id)!;
          expect(row).toMatchObject({
            income: moneyOf(exp.income),
            expenses: moneyOf(exp.expenses),
            net: moneyOf(exp.income - exp.expenses),
            isSettled: exp.isSettled,
          });
        }

        // The CSV: its lines add up to the Financial Overview's figures, per category too.
        const csv = await csvLines(a, built.tourId);
        for (const figures of ["anticipated", "actual"] as const) {
          const revenue = csv.filter((l) => inFigures(l, figures) && l.type === "Revenue");
          const expense = csv.filter((l) => inFigures(l, figures) && l.type === "Expense");
          expect(moneyOf(sumOf(revenue))).toBe(f[figures].revenue);
          expect(moneyOf(sumOf(expense))).toBe(f[figures].expenses);
          expect(csvCategories(csv, figures, "Revenue")).toEqual(
            asMap(withAmounts(f[figures].revenueByCategory)),
          );
          expect(csvCategories(csv, figures, "Expense")).toEqual(
            asMap(withAmounts(f[figures].expensesByCategory)),
          );
        }
        expect(moneyOf(sumOf(csv.filter((l) => l.type === "Saving" && l.state === "Actual")))).toBe(
          f.riderSavings,
        );
        // Σ of the shows' nets on Reports = the CSV's payouts as they stand (final once
        // settled, the pending projections otherwise) + merch − the shows' own estimates.
        const bySource = (source: string, state?: string) =>
          sumOf(csv.filter((l) => l.source === source && (!state || l.state === state)));
        const estimates = csv.filter(
          (l) =>
            (l.source === "Travel" || l.source === "Lodging") &&
            l.state === "Anticipated" &&
            l.label !== "Booked beyond estimates",
        );
        const nets = f.showPnl.reduce((n: bigint, x: { net: Money }) => n + bigCents(x.net), 0n);
        expect(moneyOf(nets)).toBe(
          moneyOf(
            bySource("Settlement") +
              bigCents(f.pendingSettlements) +
              bySource("Offer") +
              bySource("Merch") -
              sumOf(estimates),
          ),
        );

        // The P&L PDF prints the same figures.
        const pdf = await pdfLines(a, `${t}/pnl.pdf`);
        const valueAfter = (label: string, from: number) => {
          const at = pdf.indexOf(label, from);
          expect(at, `"${label}" in the P&L PDF`).toBeGreaterThanOrEqual(0);
          return pdf[at + 1];
        };
        for (const figures of ["anticipated", "actual"] as const) {
          const from = pdf.findIndex((l) =>
            l.startsWith(figures === "actual" ? "Actual" : "Anticipated"),
          );
          const got = f[figures];
          expect(valueAfter("Total revenue", from)).toBe(usd(got.revenue));
          expect(valueAfter("Total expenses", from)).toBe(usd(got.expenses));
          expect(valueAfter("Profit", from)).toBe(usd(got.profit));
          expect(valueAfter("Margin", from)).toBe(
            got.marginPercent === null ? "—" : `${got.marginPercent}%`,
          );
          // A category kept for its lines with no rate is marked so (issue 47).
          const printed = (c: ListedCategory) => `${usd(c.amount)}${c.noRate ? " · no rate" : ""}`;
          for (const c of got.revenueByCategory)
            expect(valueAfter(`Revenue · ${c.category}`, from)).toBe(printed(c));
          for (const c of got.expensesByCategory)
            expect(valueAfter(`Expense · ${c.category}`, from)).toBe(printed(c));
        }
        expect(valueAfter("Rider savings", 0)).toBe(usd(f.riderSavings));
        expect(valueAfter("Pending settlements", 0)).toBe(usd(f.pendingSettlements));
        const perShowAt = pdf.indexOf("Per show (net: what the artist keeps)");
        const dealsAt = pdf.indexOf("Deals", perShowAt);
        for (const row of f.showPnl) {
          const at = pdf.findIndex(
            (l, i) => i > perShowAt && i < dealsAt && l.includes(` ${row.venueName} · `),
          );
          expect(pdf[at + 1], `${row.venueName}'s net in the P&L PDF`).toBe(usd(row.net));
        }
        for (const sh of built.shows.filter((x) => x.dealId)) {
          const at = pdf.findIndex((l, i) => i > dealsAt && l.includes(` ${sh.venueName} · `));
          // Each deal in its own currency (issue 41).
          const inDeal = (m: Money) => asPrinted(formatStoredIn(m, sh.currency));
          expect(pdf[at + 1]).toBe(
            sh.finalPayout !== null
              ? inDeal(sh.finalPayout)
              : `${inDeal(sh.projectedPayout!)} projected`,
          );
        }

        // The tour report (Export Data as PDF): each show's fee is its money as Tours gives it,
        // the deal's figure where it has one, and the total is theirs.
        const report = await pdfLines(a, "/api/exports/tours.pdf?venues=1&financial=1");
        const shows = (await call(s.t, "GET", `${t}/shows`, { cookie: a.cookie })).data;
        for (const sh of built.shows) {
          const fromTours = shows.find((x: { id: string }) => x.id === sh.id).showMoney.amount;
          expect(fromTours).toBe(sh.finalPayout ?? sh.projectedPayout ?? sh.venueFee);
          const at = report.indexOf(sh.venueName);
          expect(at, `${sh.venueName} in the tour report`).toBeGreaterThanOrEqual(0);
          expect(report[at + 2], `${sh.venueName}'s fee in the tour report`).toBe(
            asPrinted(
              formatShowMoney({ amount: fromTours, basis: "final", currency: sh.currency }),
            ),
          );
        }
        // Issue 41: its booked total is the tour page's, every deal converted as the ledger
        // converts it and the ones with no rate left out (and said so).
        const page = (await call(s.t, "GET", t, { cookie: a.cookie })).data;
        const booked = report.findIndex((l) => l.startsWith("Booked (confirmed shows"));
        expect(report[booked]).toBe(
          `Booked (confirmed shows: deals, else offers) ${formatHomeWhole(page.moneyTotals.booked, "USD")}`,
        );
        const noRate = page.moneyTotals.unconverted.filter(
          (u: { showId: string | null }) => u.showId,
        );
        expect(
          report.some((l) => l.startsWith("The totals leave out")),
          "the tour report's warning",
        ).toBe(built.shows.some((x) => x.currency === "CHF" && bigCents(x.projectedPayout) !== 0n));

        // Issue 47: what a night costs is one figure. A typed stay, else the estimate of the
        // show played that day, else (road in the budget) the road's rate: the road prices
        // only the nights with neither, and the report's lodging is the estimates plus those.
        const roadHotels = built.road.find((r) => r.category === "hotels")?.amount ?? "0.00";
        if (spec.road)
          expect(roadHotels, "the road prices the nights no stay or show estimate covers").toBe(
            moneyOf(
              BigInt(roadHotelNights(spec, built)) *
                BigInt(spec.road.rooms as number) *
                bigCents(spec.road.hotelRatePerRoom as Money),
            ),
          );
        const lodging = moneyOf(
          built.shows.reduce((n, x) => n + bigCents(x.estimatedAccommodationCost), 0n) +
            bigCents(roadHotels),
        );
        expect(report.find((l) => l.startsWith("Estimated accommodation"))).toBe(
          `Estimated accommodation ${formatHomeWhole(lodging, "USD")}`,
        );

        // The HCC's average confirmed fee: the mean of the confirmed shows' money in USD.
        const hcc = (await call(s.t, "GET", "/api/negotiations", { cookie: a.cookie })).data;
        expect(hcc.analytics.averageConfirmedFee).toBe(want.averageConfirmedFee);
        expect(hcc.analytics.unconverted.length).toBe(want.feesLeftOut);

        // Each settled deal's settlement sheet: its projection and payout are the ledger's
        // (a deal in another currency prints them in it; the ledger's are converted).
        for (const sh of built.shows.filter(
          (x) => x.finalPayout !== null && x.currency === "USD",
        )) {
          const sheet = await pdfLines(a, `${t}/deals/${sh.dealId}/settlement/pdf`);
          const line = (label: string) => sheet[sheet.indexOf(label) + 1];
          const ledger = (source: string, label: string) =>
            csv.filter((l) => l.source === source && l.label === `${sh.venueName}: ${label}`);
          expect(line("Final payout")).toBe(
            usd(moneyOf(sumOf(ledger("Settlement", "final payout")))),
          );
          expect(line("Final payout")).toBe(usd(sh.finalPayout!));
          expect(line("Against projection")).toBe(
            usd(moneyOf(bigCents(sh.finalPayout) - bigCents(sh.projectedPayout))),
          );
          expect(line("Projected payout")).toBe(
            usd(moneyOf(sumOf(ledger("Deal", "projected payout")))),
          );
        }

        // The Overview: its money is the tour's estimated gross (docs/product.md §2.2), never a ledger sum,
        // and its venues are the shows the ledger counts.
        const overview = (await call(s.t, "GET", "/api/overview", { cookie: a.cookie })).data;
        expect(overview.stats.revenueProjection).toBe(built.estimatedGross);
        expect(overview.stats.venuesBooked).toBe(f.showPnl.length);
        expect(overview.stats.totalCapacity).toBe(spec.shows.reduce((n, x) => n + x.capacity, 0));

        // Issue 36: the tour page's money by meaning is the Financial Overview's, to the cent:
        // booked = anticipated 'Show deals', settled = actual 'Show deals', travel and lodging
        // planned = anticipated, booked = actual.
        const category = (figures: Figures, side: Side, name: string) =>
          (figures === "anticipated" ? want.anticipated : want.actual)[
            side === "revenue" ? "revenueByCategory" : "expensesByCategory"
          ][name] ?? "0.00";
        expect(page.moneyTotals).toMatchObject({
          booked: category("anticipated", "revenue", "Show deals"),
          settled: category("actual", "revenue", "Show deals"),
          travelPlanned: category("anticipated", "expenses", "Travel"),
          travelBooked: category("actual", "expenses", "Travel"),
          lodgingPlanned: category("anticipated", "expenses", "Lodging"),
          lodgingBooked: category("actual", "expenses", "Lodging"),
          homeCurrency: "USD",
        });
        // The shows whose deal no rate converts (CHF here) are the ones the page leaves out.
        expect(noRate.map((u: { showId: string }) => u.showId).sort()).toEqual(
          built.shows
            .filter(
              (x) =>
                x.currency === "CHF" &&
                (bigCents(x.projectedPayout) !== 0n || x.finalPayout !== null),
            )
            .map((x) => x.id)
            .sort(),
        );

        // Issue 36: one status on every page, from the show dates around today (the tour has
        // no dates of its own): mid-run when shows lie before and after today.
        const today = new Date().toISOString().slice(0, 10);
        const dates = built.shows.map((x) => x.performanceDate);
        const status = dates.every((d) => d < today)
          ? "completed"
          : dates.every((d) => d > today)
            ? "planning"
            : "active";
        const listed = (await call(s.t, "GET", "/api/tours", { cookie: a.cookie })).data;
        const options = (await call(s.t, "GET", "/api/tours/options", { cookie: a.cookie })).data;
        expect({
          list: listed[0].status,
          page: page.tour.status,
          overview: overview.recentTours[0].status,
          activeTours: overview.stats.activeTours,
          finances: f.tour.status,
          picker: options[0].status,
          badge: f.dataBadge,
        }).toEqual({
          list: status,
          page: status,
          overview: status,
          activeTours: status === "active" ? 1 : 0,
          finances: status,
          picker: status,
          badge: { planning: "Anticipated Data", active: "Live Tour", completed: "Actual Data" }[
            status
          ],
        });
      }),
      // MONEY_SEED replays a failed run's tours (its seed is printed with the failure).
      { numRuns: RUNS, endOnFailure: true, seed: SEED },
    );
  }, 180_000);
});

/** As the PDF's text reads back: Intl's no-break space ("CHF\u00a0146.10") is a space. */
const asPrinted = (text: string) => text.replaceAll("\u00a0", " ");

/** The four figures a page prints for one set of figures. */
const pick = (x: {
  revenue: Money;
  expenses: Money;
  profit: Money;
  marginPercent: number | null;
}) => ({
  revenue: x.revenue,
  expenses: x.expenses,
  profit: x.profit,
  marginPercent: x.marginPercent,
});

import { isHidden } from "@/domain/hidden";
import { VENUES_PAGE_SIZE } from "@/domain/negotiations/calendar";
import { SOCIETY_CODES } from "@/domain/setlists/societies";
import { isMoneyKey } from "@/domain/team/money-fields";
import type { Role } from "@/domain/team/roles";
import { ROUTE_ACCESS, type RouteKey } from "@/domain/team/route-access";
import { productFactory } from "@/server/db/seed/merch-factories";
import { type Account, call } from "./client";
import type { TestApp } from "./test-app";

/**
 * Money no other figure of the demo comes near, put into every place money lives, so that an
 * answer carrying it in any form (98765.43, 98,765.43, $98,765, 9876543 cents) is caught.
 */
export const DISTINCT_MONEY = {
  venueFee: "98765.43",
  travelEstimate: "2468.02",
  stayEstimate: "1357.08",
  guarantee: "24680.13",
  grossReceipts: "13579.24",
  showExpenses: "1122.33",
  budget: "5555.55",
  financial: "8642.97",
  rider: "7531.86",
  legCost: "3210.99",
  stayCost: "6543.21",
  merchPrice: "43.21",
  merchUnitCost: "12.34",
  /** 5 units sold at 43.21. */
  merchGross: "216.05",
  campaignBudget: "4321.98",
  // Issue 48: the road's assumptions, typed rates, a deal in another currency, the advance.
  fuelPrice: "47.93",
  tollsTotal: "3141.59",
  legToll: "1618.03",
  legFare: "2357.11",
  perDiem: "947.21",
  hotelRate: "4129.37",
  euroGuarantee: "35791.46",
  euroGross: "46813.57",
  dealRate: "1.4142",
  settlementRate: "0.7071",
  advanceSettlement: "3692.58",
  // Issue 54: what each person of the party is paid; crew and artist read only their own.
  crewFee: "864.19",
  artistFee: "753.29",
  driverFee: "642.37",
} as const;

const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The shapes a figure takes in text: plain, with thousands separators, whole, in cents. */
export function moneyPatterns(amount: string): RegExp[] {
  const [whole = "", cents = ""] = amount.split(".");
  const exact = [`${whole}.${cents}`, `${grouped(whole)}.${cents}`, `${whole}${cents}`];
  // The whole part alone is a figure only when it is too long to be anything else.
  if (whole.length >= 4) exact.push(whole, grouped(whole));
  const escaped = (s: string) => s.replace(/[.,]/g, (c) => `\\${c}`);
  return [...new Set(exact)].map((s) => new RegExp(`(?<![\\d.,])${escaped(s)}(?![\\d]|[.,]\\d)`));
}

const ALL_PATTERNS = Object.entries(DISTINCT_MONEY).flatMap(([name, amount]) =>
  moneyPatterns(amount).map((re) => ({ name, re })),
);
/** Ids and times are not money, and their digits may spell anything. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?/g;

/** Every money figure in `text`: the distinct amounts in any form, and any "$" amount. */
export function moneyFiguresIn(text: string): string[] {
  const plain = text.replace(UUID, "<id>").replace(TIMESTAMP, "<time>");
  const found = ALL_PATTERNS.filter(({ re }) => re.test(plain)).map(
    ({ name, re }) => `${name} (${re.source})`,
  );
  for (const m of plain.matchAll(/.{0,40}[$€£]\s?\d.{0,20}/g)) found.push(`"${m[0]}"`);
  return found;
}

/**
 * The path of every key at any depth whose name is about money and which carries a value:
 * for crew and artists such a key may only hold the hidden marker (domain/hidden.ts).
 */
export function moneyKeysIn(value: unknown, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyKeysIn(v, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => {
    if (!isMoneyKey(k)) return moneyKeysIn(v, `${at}.${k}`);
    return isHidden(v) ? [] : [`${at}.${k}`];
  });
}

/**
 * The distinct money, put into the owner's workspace through the API: a show with a fee and
 * its estimates on a tour of the demo, its deal and settlement, a budget, a financial row, a
 * rider provision, a travel leg, a stay, a merch product counted at that show, a campaign.
 */
export async function putDistinctMoney(t: TestApp, owner: Account) {
  const m = DISTINCT_MONEY;
  const as = async (method: string, path: string, json?: unknown) => {
    const res = await call(t, method, path, { cookie: owner.cookie, json });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.data;
  };
  const tours = (await as("GET", "/api/tours")) as { id: string; status: string }[];
  const tourId = (tours.find((x) => x.status === "active") ?? tours[0])!.id;
  const venue = await as("POST", "/api/venues", {
    name: "Moneybags Hall",
    city: "Tulsa",
    state: "OK",
    capacity: 900,
  });
  const show = await as("POST", `/api/tours/${tourId}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2026-12-02",
    // Confirmed, so it takes a deal (issue 36); whatever else the demo has that night.
    status: "confirmed",
    override: true,
    venueFee: m.venueFee,
    estimatedTravelCost: m.travelEstimate,
    estimatedAccommodationCost: m.stayEstimate,
  });
  const deal = await as("POST", `/api/tours/${tourId}/deals`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: m.guarantee,
  });
  await as("PUT", `/api/tours/${tourId}/deals/${deal.id}/settlement`, {
    ticketsSold: 120,
    grossReceipts: m.grossReceipts,
    showExpenses: m.showExpenses,
    confirmBeforeShow: true,
  });
  // What a manager types into a negotiation: crew read its status, never its figures.
  await as("PATCH", `/api/negotiations/${show.id}`, {
    contactName: "Moe Banks",
    notes: `They offered $${grouped(m.venueFee)}, we asked ${m.guarantee} USD`,
  });
  await as("POST", `/api/negotiations/${show.id}/contacts`, {
    note: `Called: fee agreed at $${m.venueFee}`,
  });
  await as("PUT", `/api/tours/${tourId}/budgets`, { category: "Fuel", amount: m.budget });
  await as("POST", `/api/tours/${tourId}/financials`, {
    type: "expense",
    category: "Fuel",
    amountAnticipated: m.financial,
  });
  await as("POST", `/api/tours/${tourId}/rider-provisions`, {
    showId: show.id,
    provisionType: "hospitality",
    description: "Green room spread",
    estimatedValue: m.rider,
  });
  await as("POST", `/api/tours/${tourId}/travel-legs`, {
    mode: "drive",
    fromPlace: "Dallas, TX",
    toPlace: "Tulsa, OK",
    departureLocal: "2026-12-02T09:00",
    departureTz: "America/Chicago",
    arrivalLocal: "2026-12-02T13:00",
    arrivalTz: "America/Chicago",
    cost: m.legCost,
  });
  await as("POST", `/api/tours/${tourId}/lodgings`, {
    name: "Tulsa Inn",
    checkIn: "2026-12-02",
    checkOut: "2026-12-03",
    cost: m.stayCost,
  });
  const product = await as(
    "POST",
    "/api/merch/products",
    productFactory({ name: "Moneybags tee", price: m.merchPrice, unitCost: m.merchUnitCost }),
  );
  await as("PUT", `/api/merch/shows/${show.id}/counts`, {
    counts: [{ variantId: product.variants[0].id, countIn: 10, countOut: 4, comps: 1 }],
  });
  await as("POST", "/api/campaigns", {
    title: "Moneybags push",
    platform: "TikTok",
    budget: m.campaignBudget,
    tourId,
  });
  // Issue 48: every other place money lives. The road's assumptions (fuel, tolls and fares
  // by leg, per diems, the hotel rate), priced into the budget.
  const route = (await as("GET", `/api/tours/${tourId}/route`)) as {
    legs: { fromShowId: string; toShowId: string }[];
  };
  const leg = route.legs[0];
  if (!leg) throw new Error("the demo tour has no leg to type a toll and a fare on");
  const legKey = `${leg.fromShowId}:${leg.toShowId}`;
  await as("PUT", `/api/tours/${tourId}/route/settings`, {
    unit: "mi",
    milesPerGallon: 14,
    fuelPricePerGallon: m.fuelPrice,
    tollsTotal: m.tollsTotal,
    legTolls: { [legKey]: m.legToll },
    legFares: { [legKey]: m.legFare },
    perDiem: m.perDiem,
    partySize: 4,
    hotelRatePerRoom: m.hotelRate,
    rooms: 2,
    averageMph: 55,
    inBudget: true,
  });
  // A deal in another currency, with the rate typed on it and the rate it was settled at.
  const euroVenue = await as("POST", "/api/venues", {
    name: "Eurobags Hall",
    city: "Austin",
    state: "TX",
    capacity: 800,
  });
  const euroShow = await as("POST", `/api/tours/${tourId}/shows`, {
    venueMode: "existing",
    venueId: euroVenue.id,
    performanceDate: "2026-12-03",
    status: "confirmed",
    override: true,
  });
  const euroDeal = await as("POST", `/api/tours/${tourId}/deals`, {
    showId: euroShow.id,
    dealType: "guarantee",
    guaranteeAmount: m.euroGuarantee,
    currency: "EUR",
    rate: m.dealRate,
  });
  await as("PUT", `/api/tours/${tourId}/deals/${euroDeal.id}/settlement`, {
    ticketsSold: 150,
    grossReceipts: m.euroGross,
    settlementRate: m.settlementRate,
    confirmBeforeShow: true,
  });
  // A settlement answer of the advance: money, though it is typed as text.
  await as("PUT", `/api/tours/${tourId}/advances/${show.id}/items/settlementHow`, {
    value: `Wire of ${m.advanceSettlement} USD, the rest in cash`,
  });
  // The contract, whose terms carry the deal.
  await as("POST", `/api/tours/${tourId}/shows/${show.id}/contract`);
  return { tourId, showId: show.id as string };
}

/**
 * The party of the distinct money's tour (issue 54): the crew member and the artist, each
 * paid a distinct fee, and a driver without an account paid another. Each reads their own.
 */
export async function putPartyMoney(
  t: TestApp,
  owner: Account,
  tourId: string,
  members: { crew: Account; artist: Account },
) {
  const m = DISTINCT_MONEY;
  const as = async (method: string, path: string, json?: unknown) => {
    const res = await call(t, method, path, { cookie: owner.cookie, json });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.data;
  };
  const added = (await as("POST", `/api/tours/${tourId}/party`, {
    people: [
      { userId: members.crew.userId, roadRole: "Backline", homeCurrency: "USD" },
      { userId: members.artist.userId, roadRole: "Vocals", homeCurrency: "USD" },
      { name: "Dana Driver", roadRole: "Driver", homeCurrency: "USD" },
    ],
  })) as { people: { id: string; userId: string | null; name: string }[] };
  const idOf = (userId: string | null) => added.people.find((p) => p.userId === userId)!.id;
  const fees = [
    [idOf(members.crew.userId), m.crewFee],
    [idOf(members.artist.userId), m.artistFee],
    [idOf(null), m.driverFee],
  ] as const;
  for (const [personId, amount] of fees)
    await as("POST", `/api/tours/${tourId}/payments`, {
      personId,
      kind: "fee",
      amount,
      currency: "USD",
    });
}

/** Every id the walk fills a route's parameters with, read as the owner. */
export async function ownerIds(t: TestApp, owner: Account) {
  const get = async (path: string) => (await call(t, "GET", path, { cookie: owner.cookie })).data;
  const tours = (await get("/api/tours")) as { id: string }[];
  const shows: { tourId: string; showId: string; date: string | null }[] = [];
  for (const tour of tours) {
    for (const s of (await get(`/api/tours/${tour.id}/shows`)) as {
      id: string;
      performanceDate: string | null;
    }[]) {
      shows.push({ tourId: tour.id, showId: s.id, date: s.performanceDate });
    }
  }
  const venues = ((await get("/api/venues")) as { id: string }[]).map((v) => v.id);
  const songs = ((await get("/api/songs")) as { id: string }[]).map((s) => s.id);
  const projects = (await get("/api/merch/projects")) as { id: string }[];
  const files: string[] = [];
  for (const p of projects) {
    const detail = await get(`/api/merch/projects/${p.id}`);
    for (const f of (detail.files ?? []) as { id: string }[]) files.push(f.id);
  }
  // The demo's saved sets (a show's set is read by its show, above).
  const savedSets = ((await get("/api/saved-sets")) as { id: string }[]).map((s) => s.id);
  return {
    tours: tours.map((x) => x.id),
    shows,
    venues,
    songs,
    projects: projects.map((p) => p.id),
    files,
    savedSets,
  };
}

/** The months the shows fall in, as the negotiation calendar is asked for them. */
function calendarRanges(shows: { date: string | null }[]) {
  const months = [...new Set(shows.flatMap((s) => (s.date ? [s.date.slice(0, 7)] : [])))].sort();
  return months.map((month) => {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return `from=${month}-01&to=${month}-${String(last).padStart(2, "0")}`;
  });
}

/** Routes asked with a query string: each query in turn. */
const FILING_QUERIES = SOCIETY_CODES.map((society) => {
  const year = new Date().getUTCFullYear();
  return `society=${society}&from=${year}-01-01&to=${year}-12-31`;
});

const QUERIES: Partial<Record<RouteKey, (ids: Awaited<ReturnType<typeof ownerIds>>) => string[]>> =
  {
    "GET /api/negotiations/calendar": (ids) => calendarRanges(ids.shows),
    // Whether an address is free for the dates page (issue 52): one taken, one free.
    "GET /api/listings/slug": () => ["slug=the-night-owls", "slug=nobody-has-this"],
    // The filing's report, per society, over a year around the walk's shows.
    ...Object.fromEntries(
      (
        [
          "GET /api/setlist-filings",
          "GET /api/setlist-filings/report.csv",
          "GET /api/setlist-filings/report.pdf",
        ] as const
      ).map((key) => [key, () => FILING_QUERIES]),
    ),
    // Every page of the venues list.
    "GET /api/negotiations": (ids) =>
      Array.from(
        { length: Math.ceil(ids.shows.length / VENUES_PAGE_SIZE) },
        (_, i) => `page=${i + 1}`,
      ),
  };

/**
 * Every URL of every GET route `role` may call, with each of the owner's ids in turn. A GET
 * route with a parameter this walk cannot fill fails here: teach it the new parameter.
 */
export function urlsFor(role: Role, ids: Awaited<ReturnType<typeof ownerIds>>) {
  const out: { key: RouteKey; url: string }[] = [];
  for (const key of Object.keys(ROUTE_ACCESS) as RouteKey[]) {
    const access = ROUTE_ACCESS[key];
    const [method, pattern] = key.split(" ") as [string, string];
    if (method !== "GET") continue;
    if (access !== "signedIn" && !(access as readonly Role[]).includes(role)) continue;
    const params = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const fill = (values: Record<string, string>) =>
      pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
    const sig = params.join(",");
    if (sig === "") {
      const queries = QUERIES[key]?.(ids) ?? [""];
      for (const q of queries) out.push({ key, url: q ? `${pattern}?${q}` : pattern });
    } else if (sig === "tourId") {
      for (const tourId of ids.tours) out.push({ key, url: fill({ tourId }) });
    } else if (sig === "tourId,showId" || sig === "showId") {
      for (const { tourId, showId } of ids.shows) out.push({ key, url: fill({ tourId, showId }) });
    } else if (sig === "venueId") {
      for (const venueId of ids.venues) out.push({ key, url: fill({ venueId }) });
    } else if (sig === "songId") {
      for (const songId of ids.songs) out.push({ key, url: fill({ songId }) });
    } else if (sig === "projectId") {
      for (const projectId of ids.projects) out.push({ key, url: fill({ projectId }) });
    } else if (sig === "fileId") {
      for (const fileId of ids.files) out.push({ key, url: fill({ fileId }) });
    } else if (sig === "setId") {
      for (const setId of ids.savedSets) out.push({ key, url: fill({ setId }) });
    } else if (sig === "tourId,showId,fileId") {
      // A show's file is its bytes, not an answer with fields; that crew never get a
      // contract is asserted in tests/api/advances.test.ts.
    } else {
      throw new Error(`${key}: the money walk cannot fill :${sig}; add it to urlsFor`);
    }
  }
  return out;
}

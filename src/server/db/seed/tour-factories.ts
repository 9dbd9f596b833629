import type { Db } from "../client";
import {
  riderProvisions,
  tourFinancials,
  tours,
  tourVenues,
  venueRevenueDeals,
  venues,
} from "../schema";

type TourRow = typeof tours.$inferInsert;
type VenueRow = typeof venues.$inferInsert;
type ShowRow = typeof tourVenues.$inferInsert;

let seq = 0;
const next = () => ++seq;

/** A calendar date `days` after `from` (a YYYY-MM-DD date). */
export function addDays(from: string, days: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A tour row with sensible defaults, overridden field by field. */
function tourFactory(workspaceId: string, overrides: Partial<TourRow> = {}): TourRow {
  const n = next();
  return {
    workspaceId,
    title: `Tour ${n}`,
    status: "planning",
    startDate: "2026-06-01",
    endDate: "2026-06-20",
    totalEstimatedCost: "10000.00",
    ...overrides,
  };
}

function venueFactory(workspaceId: string, overrides: Partial<VenueRow> = {}): VenueRow {
  const n = next();
  return {
    workspaceId,
    name: `Venue ${n}`,
    city: "Austin",
    state: "TX",
    capacity: 500,
    contactName: null,
    phone: null,
    email: null,
    ...overrides,
  };
}

function showFactory(
  workspaceId: string,
  tourId: string,
  venueId: string | null,
  overrides: Partial<ShowRow> = {},
): ShowRow {
  return {
    workspaceId,
    tourId,
    venueId,
    performanceDate: "2026-06-01",
    venueFee: "1500.00",
    estimatedTravelCost: "200.00",
    estimatedAccommodationCost: "150.00",
    orderInTour: 1,
    status: "pending",
    ...overrides,
  };
}

/** Inserts in chunks: one statement per chunk keeps bulk seeding fast and under bind limits. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function insertTour(db: Db, workspaceId: string, overrides: Partial<TourRow> = {}) {
  const [row] = await db.insert(tours).values(tourFactory(workspaceId, overrides)).returning();
  return row!;
}

export async function insertVenue(db: Db, workspaceId: string, overrides: Partial<VenueRow> = {}) {
  const [row] = await db.insert(venues).values(venueFactory(workspaceId, overrides)).returning();
  return row!;
}

export async function insertShow(
  db: Db,
  workspaceId: string,
  tourId: string,
  venueId: string | null,
  overrides: Partial<ShowRow> = {},
) {
  const [row] = await db
    .insert(tourVenues)
    .values(showFactory(workspaceId, tourId, venueId, overrides))
    .returning();
  return row!;
}

/** A show with a deal, a rider provision and a financial row: the cascade has work to do. */
export async function insertShowWithMoney(
  db: Db,
  workspaceId: string,
  tourId: string,
  venueId: string,
) {
  const show = await insertShow(db, workspaceId, tourId, venueId);
  await db.insert(venueRevenueDeals).values({
    workspaceId,
    tourVenueId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "1500.00",
  });
  await db.insert(riderProvisions).values({
    workspaceId,
    tourVenueId: show.id,
    provisionType: "hospitality",
    description: "Dinner for five",
    estimatedValue: "120.00",
  });
  await db.insert(tourFinancials).values({
    workspaceId,
    tourId,
    type: "expense",
    category: "Van rental",
    amountAnticipated: "900.00",
  });
  return show;
}

export interface BulkOptions {
  tours: number;
  showsPerTour: number;
  venues: number;
  /** Every nth show is confirmed. */
  confirmEvery?: number;
}

/**
 * Many tours for one account (the bench's 1,000 × 10): tours, a venue directory and shows,
 * in chunked multi-row inserts. Tours get distinct creation times so "newest" is defined.
 */
export async function seedBulkTours(db: Db, workspaceId: string, opts: BulkOptions) {
  const venueRows = Array.from({ length: opts.venues }, (_, i) =>
    venueFactory(workspaceId, { name: `Bulk Venue ${i + 1}`, capacity: 200 + ((i * 37) % 1800) }),
  );
  const venueIds: string[] = [];
  await insertChunked(venueRows, 1000, async (chunk) => {
    const rows = await db.insert(venues).values(chunk).returning({ id: venues.id });
    venueIds.push(...rows.map((r) => r.id));
  });
  const base = Date.UTC(2024, 0, 1);
  const statuses = ["active", "planning", "completed", "cancelled"];
  const tourRows = Array.from({ length: opts.tours }, (_, i) =>
    tourFactory(workspaceId, {
      title: `Bulk Tour ${i + 1}`,
      status: statuses[i % statuses.length],
      totalEstimatedCost: `${1000 + (i % 97) * 250}.${String(i % 100).padStart(2, "0")}`,
      createdAt: new Date(base + i * 60_000),
    }),
  );
  const tourIds: string[] = [];
  await insertChunked(tourRows, 1000, async (chunk) => {
    const rows = await db.insert(tours).values(chunk).returning({ id: tours.id });
    tourIds.push(...rows.map((r) => r.id));
  });
  const confirmEvery = opts.confirmEvery ?? 3;
  const showRows: ShowRow[] = [];
  tourIds.forEach((tourId, t) => {
    for (let s = 0; s < opts.showsPerTour; s++) {
      const n = t * opts.showsPerTour + s;
      showRows.push(
        showFactory(workspaceId, tourId, venueIds[n % venueIds.length] ?? null, {
          orderInTour: s + 1,
          performanceDate: addDays("2026-06-01", s),
          status: n % confirmEvery === 0 ? "confirmed" : "hold",
        }),
      );
    }
  });
  await insertChunked(showRows, 2000, (chunk) => db.insert(tourVenues).values(chunk));
  return { tourIds, venueIds };
}

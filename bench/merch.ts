// Merch budgets (issue 10): the Merch overview of an account with 2,000 products × 5 variants
// and 200 shows of counts in one request with a fixed statement count, p95 ≤ 50 ms on PGlite;
// the 10 MB artwork upload is measured on the built server in its own process
// (bench/artwork-upload.ts), as a user meets it.
import { performance } from "node:perf_hooks";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { refreshProductRollups } from "@/server/db/queries/merch/rollups";
import { merchProducts, merchShowCounts, merchVariants, tourVenues } from "@/server/db/schema";
import { seedBulkTours } from "@/server/db/seed/tour-factories";
import { get, percentile, round, type StatementCounter, signUp, startBenchApp } from "./setup";

const PRODUCTS = 2000;
const VARIANTS = 5;
const SHOWS = 200;
/** Variants counted at each show: a merch table carries a few dozen items, not all 10,000. */
const COUNTED_PER_SHOW = 40;

type App = Awaited<ReturnType<typeof startBenchApp>>["app"];

async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedMerchAccount(db: Db, workspaceId: string) {
  await seedBulkTours(db, workspaceId, { tours: SHOWS / 10, showsPerTour: 10, venues: 50 });
  const productIds: string[] = [];
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    workspaceId: workspaceId,
    name: `Bulk product ${i + 1}`,
    status: i % 10 === 0 ? "draft" : "ready",
    price: `${10 + (i % 40)}.00`,
    unitCost: `${4 + (i % 9)}.50`,
  }));
  await chunked(products, 1000, async (chunk) => {
    const rows = await db.insert(merchProducts).values(chunk).returning({ id: merchProducts.id });
    productIds.push(...rows.map((r) => r.id));
  });
  const variants = productIds.flatMap((productId, p) =>
    Array.from({ length: VARIANTS }, (_, v) => ({
      workspaceId: workspaceId,
      productId,
      label: ["S", "M", "L", "XL", "XXL"][v]!,
      position: v,
      stock: (p * 7 + v * 13) % 60,
    })),
  );
  const variantIds: string[] = [];
  await chunked(variants, 2000, async (chunk) => {
    const rows = await db.insert(merchVariants).values(chunk).returning({ id: merchVariants.id });
    variantIds.push(...rows.map((r) => r.id));
  });
  const shows = await db
    .select({ id: tourVenues.id })
    .from(tourVenues)
    .where(eq(tourVenues.workspaceId, workspaceId))
    .orderBy(asc(tourVenues.id));
  const counts = shows.flatMap((show, s) =>
    Array.from({ length: COUNTED_PER_SHOW }, (_, k) => ({
      workspaceId: workspaceId,
      showId: show.id,
      variantId: variantIds[(s * COUNTED_PER_SHOW + k * 17) % variantIds.length]!,
      countIn: 20,
      countOut: 5 + (k % 10),
      comps: k % 3,
      price: "25.00",
    })),
  );
  // A variant counted twice at one show would break the unique index: keep the first.
  const seen = new Set<string>();
  const unique = counts.filter(
    (c) => !seen.has(`${c.showId}:${c.variantId}`) && seen.add(`${c.showId}:${c.variantId}`),
  );
  await chunked(unique, 2000, (chunk) => db.insert(merchShowCounts).values(chunk));
  await refreshProductRollups(db, workspaceId);
  return { shows: shows.length, counts: unique.length };
}

async function measureOverview(app: App, cookie: string, counter: StatementCounter, runs: number) {
  for (let i = 0; i < 3; i++) await (await get(app, "/api/merch/overview", cookie)).arrayBuffer();
  const times: number[] = [];
  const statements = new Set<number>();
  for (let i = 0; i < runs; i++) {
    counter.count = 0;
    const t = performance.now();
    const res = await get(app, "/api/merch/overview", cookie);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`merch overview: HTTP ${res.status}`);
    statements.add(counter.count);
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    statements: Math.max(...statements),
    statementCountFixed: statements.size === 1,
    budgetP95Ms: 50,
  };
}

export async function benchMerch(app: App, db: Db, counter: StatementCounter) {
  const artist = await signUp(app, "bench-merch");
  const t = performance.now();
  const seeded = await seedMerchAccount(db, artist.workspaceId);
  const seedMs = round(performance.now() - t);
  const overview = await measureOverview(
    app,
    artist.cookie,
    counter,
    Number(process.env.BENCH_RUNS ?? 50),
  );
  return {
    merchOverview: {
      products: PRODUCTS,
      variantsPerProduct: VARIANTS,
      ...seeded,
      seedMs,
      ...overview,
    },
  };
}

export function printMerch({ merchOverview: m }: Awaited<ReturnType<typeof benchMerch>>) {
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `Merch overview (${m.products} products × ${m.variantsPerProduct} variants, ${m.shows} shows, ${m.counts} counts): ` +
      `p50 ${m.p50Ms} ms, p95 ${m.p95Ms} ms (budget 50 ms: ${met(m.p95Ms <= 50)}); ` +
      `${m.statements} statement(s) per request, fixed: ${m.statementCountFixed}.`,
  );
}

// `node --import tsx bench/merch.ts` runs these figures alone.
if (process.argv[1]?.endsWith("merch.ts")) {
  const { app, db, counter, database } = await startBenchApp();
  const results = await benchMerch(app, db, counter);
  await database.close();
  console.log(JSON.stringify(results, null, 2));
  printMerch(results);
}

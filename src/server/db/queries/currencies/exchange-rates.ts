import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { type CurrencyCode, DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import type {
  CurrencySettings,
  ListedRate,
  TypedRateInput,
} from "@/domain/currencies/currency-inputs";
import type { RateSource, StoredRate } from "@/domain/currencies/exchange-rates";
import type { RateBatch } from "../../../heavy/rate-batches";
import type { Db } from "../../client";
import { exchangeRates, workspaces, workspaceVersions } from "../../schema";
import { jsonTuples } from "../json-rows";

/** numeric(20,10) reads "1.0856000000": the rate as it was given. */
export const trimRate = (rate: string) => (rate.includes(".") ? rate.replace(/\.?0+$/, "") : rate);

export async function homeCurrencyOf(db: Db, workspaceId: string): Promise<CurrencyCode> {
  const [row] = await db
    .select({ home: workspaces.homeCurrency })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.home ?? DEFAULT_HOME_CURRENCY;
}

/**
 * The owner sets the home currency. Every page's totals change with it, so the workspace's
 * version is bumped (the workspaces table carries no version trigger): cached money answers
 * are made again.
 */
export async function setHomeCurrency(db: Db, workspaceId: string, code: CurrencyCode) {
  await db.transaction(async (tx) => {
    await tx.update(workspaces).set({ homeCurrency: code }).where(eq(workspaces.id, workspaceId));
    await tx
      .insert(workspaceVersions)
      .values({ workspaceId, version: 1 })
      .onConflictDoUpdate({
        target: workspaceVersions.workspaceId,
        set: { version: sql`${workspaceVersions.version} + 1` },
      });
  });
}

const listed = {
  id: exchangeRates.id,
  base: exchangeRates.base,
  quote: exchangeRates.quote,
  rate: exchangeRates.rate,
  on: exchangeRates.on,
  source: exchangeRates.source,
};
const toListed = (r: { source: string; rate: string } & Omit<ListedRate, "source" | "rate">) =>
  ({ ...r, rate: trimRate(r.rate), source: r.source as RateSource }) as ListedRate;

/** The home currency, the typed rates (newest first) and what the uploaded files cover. */
export async function currencySettings(db: Db, workspaceId: string): Promise<CurrencySettings> {
  const own = eq(exchangeRates.workspaceId, workspaceId);
  const [homeCurrency, typed, [extent], currencies] = await Promise.all([
    homeCurrencyOf(db, workspaceId),
    db
      .select(listed)
      .from(exchangeRates)
      .where(and(own, eq(exchangeRates.source, "typed")))
      .orderBy(desc(exchangeRates.on), asc(exchangeRates.base))
      .limit(500),
    db
      .select({
        days: sql<number>`count(distinct ${exchangeRates.on})::int`,
        first: sql<string | null>`min(${exchangeRates.on})::text`,
        last: sql<string | null>`max(${exchangeRates.on})::text`,
      })
      .from(exchangeRates)
      .where(and(own, eq(exchangeRates.source, "csv"))),
    db
      .selectDistinct({ quote: exchangeRates.quote })
      .from(exchangeRates)
      .where(and(own, eq(exchangeRates.source, "csv")))
      .orderBy(asc(exchangeRates.quote)),
  ]);
  return {
    homeCurrency,
    typed: typed.map(toListed),
    uploaded: {
      days: extent?.days ?? 0,
      first: extent?.first ?? null,
      last: extent?.last ?? null,
      currencies: currencies.map((c) => c.quote),
    },
  };
}

/** A typed rate: 1 currency = rate home on a day; typing it again for that day replaces it. */
export async function saveTypedRate(
  db: Db,
  workspaceId: string,
  home: CurrencyCode,
  input: TypedRateInput,
): Promise<ListedRate> {
  const [row] = await db
    .insert(exchangeRates)
    .values({
      workspaceId,
      base: input.currency,
      quote: home,
      rate: input.rate,
      on: input.on!,
      source: "typed",
    })
    .onConflictDoUpdate({
      target: [
        exchangeRates.workspaceId,
        exchangeRates.base,
        exchangeRates.quote,
        exchangeRates.on,
        exchangeRates.source,
      ],
      set: { rate: input.rate },
    })
    .returning(listed);
  return toListed(row!);
}

export async function deleteRate(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.workspaceId, workspaceId), eq(exchangeRates.id, id)))
    .returning({ id: exchangeRates.id });
  return rows.length > 0;
}

/**
 * An uploaded file's rates (ADR 0026), in the batches a worker thread cut them into
 * (heavy/rate-batches.ts): a day already loaded takes the file's rate. The whole ECB history
 * is about 220,000 rates. One statement per batch, each on its own, with a turn of the event
 * loop between two: on the embedded database a single transaction would hold its one
 * connection (and the thread) for the whole file, and every other request would wait for it
 * (issue 49). The file was checked whole before the first batch, so a refused file stores
 * nothing; a load cut short (the process stopped) leaves some days, which the same file
 * uploaded again replaces.
 */
export async function loadRateBatches(db: Db, workspaceId: string, batches: readonly RateBatch[]) {
  for (const b of batches) {
    await db.execute(sql`
      insert into ${exchangeRates} (id, workspace_id, base, quote, rate, "on", source)
      select t.id, ${workspaceId}, 'EUR', t.quote, t.rate, t.on, 'csv'
      from unnest(
        ${b.ids}::text::uuid[], ${b.quotes}::text::text[],
        ${b.rates}::text::numeric[], ${b.days}::text::date[]
      ) as t(id, quote, rate, "on")
      on conflict (workspace_id, base, quote, "on", source) do update set rate = excluded.rate`);
    await nextTurn();
  }
}

/** Forgets every uploaded rate (the typed ones stay). */
export async function clearUploadedRates(db: Db, workspaceId: string) {
  await db
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.workspaceId, workspaceId), eq(exchangeRates.source, "csv")));
}

const RATE = jsonTuples<Omit<StoredRate, "source"> & { source: string }>({
  base: exchangeRates.base,
  quote: exchangeRates.quote,
  rate: exchangeRates.rate,
  on: exchangeRates.on,
  source: exchangeRates.source,
});

/**
 * The rates a set of currencies can be converted to `home` with: pairs between them and
 * home, and the EUR rates of both (crosses via EUR). Only those, so a workspace that loaded
 * the ECB's whole history reads a few thousand rows, not all of them. They come as one JSON
 * value (decision 0005): on PGlite a year of daily rates handed over row by row cost more than
 * the rest of a three-currency finance read's statement (issue 49).
 */
export async function ratesFor(
  db: Db,
  workspaceId: string,
  currencies: readonly CurrencyCode[],
  home: CurrencyCode,
): Promise<StoredRate[]> {
  const foreign = currencies.filter((c) => c !== home);
  if (foreign.length === 0) return [];
  const ends = [...foreign, home];
  const which = and(
    eq(exchangeRates.workspaceId, workspaceId),
    or(
      and(inArray(exchangeRates.base, ends), inArray(exchangeRates.quote, ends)),
      and(eq(exchangeRates.base, "EUR"), inArray(exchangeRates.quote, ends)),
    ),
  );
  const result = (await db.execute(
    // In no order: the RateBook sorts each pair's rates itself (a sort here was half the
    // statement's time for a year of rates).
    sql`select coalesce(json_agg(${RATE.one}), '[]'::json) as rates from ${exchangeRates} where ${which}`,
  )) as unknown as { rows: { rates: (readonly unknown[])[] }[] };
  return RATE.read(result.rows[0]!.rates).map((r) => ({
    ...r,
    rate: trimRate(r.rate),
    source: r.source as RateSource,
  }));
}

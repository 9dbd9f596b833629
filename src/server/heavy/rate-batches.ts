import { randomUUID } from "node:crypto";
import type { StoredRate } from "@/domain/currencies/exchange-rates";

/**
 * A few hundred uploaded rates as PostgreSQL array literals ("{USD,JPY}"), one per column:
 * what one insert statement of the embedded database takes (db/queries/finances/
 * exchange-rates.ts). Made in a worker thread (heavy/tasks.ts), so the main thread receives
 * four strings per batch instead of 200,000 objects, and sends each on as one parameter.
 * The ids are made here too: the database's gen_random_uuid() was a third of an insert's cost.
 */
export interface RateBatch {
  ids: string;
  quotes: string;
  rates: string;
  days: string;
}

/**
 * Rows per statement: one statement runs on the main thread from start to end (PGlite is
 * WebAssembly on that thread), so it must stay short; between two the server answers others.
 */
const RATES_PER_STATEMENT = 250;

/**
 * The values need no quoting: a rate is plain decimal text, a quote an ISO code, a day
 * YYYY-MM-DD, an id a UUID (domain/currencies/reference-rates-csv.ts checked the first three).
 */
export function rateBatches(rates: readonly StoredRate[], size = RATES_PER_STATEMENT): RateBatch[] {
  const literal = (values: string[]) => `{${values.join(",")}}`;
  const batches: RateBatch[] = [];
  for (let i = 0; i < rates.length; i += size) {
    const part = rates.slice(i, i + size);
    batches.push({
      ids: literal(part.map(() => randomUUID())),
      quotes: literal(part.map((r) => r.quote)),
      rates: literal(part.map((r) => r.rate)),
      days: literal(part.map((r) => r.on)),
    });
  }
  return batches;
}

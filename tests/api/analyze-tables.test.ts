import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeChangedTables } from "@/server/db/analyze-tables";
import { PGLITE_OPTIONS } from "@/server/db/client";

// The embedded engine's own upkeep (PostgreSQL runs autovacuum itself).
describe.skipIf(Boolean(process.env.DATABASE_URL))("the planner's statistics on PGlite", () => {
  let client: PGlite;
  beforeAll(async () => {
    // The run's migrated database (tests/global-setup.ts), opened bare: the server's own
    // timer, which analyses 5 s after opening, would race this test's rounds.
    const migrated = await fs.promises.readFile(process.env.TRIBE_CLUSTER_TEMPLATE ?? "");
    client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([migrated]) });
    await client.waitReady;
  });
  afterAll(() => client?.close());

  const rowsThePlannerExpects = async (table: string) =>
    (
      await client.query<{ rows: number }>(
        "select reltuples::float8 as rows from pg_class where oid = $1::regclass",
        [`public.${table}`],
      )
    ).rows[0]?.rows;

  it("analyses every table never analysed, then only those that changed enough, one at a time", async () => {
    const first = await analyzeChangedTables(client);
    expect(first).toEqual(expect.arrayContaining(["tours", "tour_venues", "rate_limit"]));
    // Analysed: the planner now knows the table is empty rather than guessing (-1).
    expect(await rowsThePlannerExpects("rate_limit")).toBe(0);

    // Nothing changed since: nothing is analysed again.
    expect(await analyzeChangedTables(client)).toEqual([]);

    // 300 rows in one table: past autovacuum's threshold (50 + a tenth of the table).
    await client.exec(
      `insert into rate_limit (id, key, count, last_request)
         select 'r' || g, 'k' || g, 1, 0 from generate_series(1, 300) g`,
    );
    expect(await analyzeChangedTables(client)).toEqual(["rate_limit"]);
    expect(await rowsThePlannerExpects("rate_limit")).toBe(300);

    // 20 more (under 50 + 30): left to a later round, as autovacuum would.
    await client.exec(
      `insert into rate_limit (id, key, count, last_request)
         select 's' || g, 's' || g, 1, 0 from generate_series(1, 20) g`,
    );
    expect(await analyzeChangedTables(client)).toEqual([]);
  });
});

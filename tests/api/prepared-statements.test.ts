import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  MAX_PREPARED_PER_CONNECTION,
  MAX_PREPARED_TEXT,
  PreparingClient,
  preparedNameFor,
} from "../../src/server/db/prepared-statements";

/**
 * On PostgreSQL the app's repeated statements are kept prepared per connection, so their plan
 * is not made again on every request (issue 49). The naming rules run everywhere; what the
 * server keeps is asked of PostgreSQL itself, in its pass (DATABASE_URL set).
 */
describe("which statements are kept", () => {
  it("names a text from its second use on, the same name every time", () => {
    const text = `select $1::int as kept_${Math.random()}`;
    expect(preparedNameFor(text)).toBeUndefined();
    const name = preparedNameFor(text);
    expect(name).toMatch(/^tribe_[\w-]+$/);
    expect(preparedNameFor(text)).toBe(name);
    const other = `${text} -- another`;
    preparedNameFor(other);
    expect(preparedNameFor(other)).not.toBe(name);
  });

  it("never names a text as long as a bulk write", () => {
    const text = `select $1::text where true ${" ".repeat(MAX_PREPARED_TEXT)}`;
    preparedNameFor(text);
    expect(preparedNameFor(text)).toBeUndefined();
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("what one PostgreSQL connection keeps", () => {
  const pool = new pg.Pool({ connectionString: url, max: 1, Client: PreparingClient });
  afterAll(() => pool.end());
  const kept = async () =>
    (
      await pool.query<{ statement: string }>("select statement from pg_prepared_statements")
    ).rows.map((r) => r.statement);

  it("keeps a statement with parameters sent twice, and answers it the same", async () => {
    const text = `select $1::int + 1 as next -- ${Math.random()}`;
    const first = await pool.query(text, [1]);
    expect(await kept()).not.toContain(text);
    const second = await pool.query({ text, values: [41] });
    expect(await kept()).toContain(text);
    expect(first.rows).toEqual([{ next: 2 }]);
    expect(second.rows).toEqual([{ next: 42 }]);
    expect((await pool.query(text, [99])).rows).toEqual([{ next: 100 }]);
  });

  it("leaves a statement without parameters as it is (several statements in one text work)", async () => {
    const text = `select 1 as one; select 2 as two -- ${Math.random()}`;
    await pool.query(text);
    const results = (await pool.query(text)) as unknown as pg.QueryResult[];
    expect(results.map((r) => r.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
    expect(await kept()).not.toContain(text);
  });

  it("keeps at most a bounded number per connection; the rest still answer", async () => {
    const run = `${Math.random()}`;
    const texts = Array.from(
      { length: MAX_PREPARED_PER_CONNECTION + 20 },
      (_, i) => `select $1::int * ${i} as n -- ${run}`,
    );
    for (const text of texts) await pool.query(text, [2]);
    for (const text of texts) await pool.query(text, [3]);
    expect((await pool.query(texts.at(-1)!, [3])).rows).toEqual([{ n: 3 * (texts.length - 1) }]);
    expect((await kept()).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
  });
});

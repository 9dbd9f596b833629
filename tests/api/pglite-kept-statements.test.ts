import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_OPTIONS } from "@/server/db/client";
import { keepStatementPlans } from "@/server/db/pglite-kept-statements";

// The embedded engine only: on PostgreSQL, pg names the statements (prepared-statements.ts).
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  "the embedded database keeps the plans of statements it runs again",
  () => {
    let client: PGlite;
    beforeAll(async () => {
      const migrated = new Blob([
        await fs.promises.readFile(process.env.TRIBE_CLUSTER_TEMPLATE ?? ""),
      ]);
      client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: migrated });
      keepStatementPlans(client);
      await client.waitReady;
      await client.exec(
        "create table kept (id int primary key, name text not null, at timestamptz, doc jsonb, bytes bytea)",
      );
    });
    afterAll(() => client.close());

    const keptTexts = async () =>
      (
        await client.query<{ statement: string }>("select statement from pg_prepared_statements")
      ).rows.map((r) => r.statement);

    it("parses a statement once it runs a second time, and answers as before", async () => {
      const insert = "insert into kept (id, name, at, doc, bytes) values ($1, $2, $3, $4, $5)";
      await client.query(insert, [1, "one", new Date("2026-12-04T10:00:00Z"), { a: 1 }, null]);
      expect(await keptTexts()).not.toContain(insert);
      const bytes = new Uint8Array([0, 1, 254, 255]);
      const second = await client.query(insert, [2, "two", null, [1, "x"], bytes]);
      expect(second.affectedRows).toBe(1);
      expect(await keptTexts()).toContain(insert);
      // A third run binds the kept statement: a second parse under its name would fail.
      await client.query(insert, [3, "three", null, null, null]);

      const select = "select id, name, at, doc, bytes from kept where id = any($1) order by id";
      const first = await client.query(select, [[1, 2]]);
      const kept = await client.query(select, [[1, 2]]);
      expect(await keptTexts()).toContain(select);
      expect(kept.rows).toEqual(first.rows);
      expect(kept.fields).toEqual(first.fields);
      expect(kept.rows[0]).toMatchObject({ id: 1, name: "one", doc: { a: 1 } });
      expect((kept.rows[0] as { at: Date }).at.toISOString()).toBe("2026-12-04T10:00:00.000Z");
      expect(Buffer.from((kept.rows[1] as { bytes: Uint8Array }).bytes)).toEqual(
        Buffer.from(bytes),
      );
      // Row mode and a query's own parsers, as drizzle asks for them (timestamps as text): in
      // front of the client's, which still read the other columns.
      const TIMESTAMPTZ = 1184;
      const asDrizzle = await client.query(select, [[1]], {
        rowMode: "array",
        parsers: { [TIMESTAMPTZ]: (text: string) => `as sent: ${text}` },
      });
      expect(asDrizzle.rows).toEqual([
        [1, "one", "as sent: 2026-12-04 10:00:00+00", { a: 1 }, null],
      ]);
      const asArrays = await client.query(select, [[3]], { rowMode: "array" });
      expect(asArrays.rows).toEqual([[3, "three", null, null, null]]);
    });

    it("reports a kept statement's error as PGlite does, and stays usable", async () => {
      const insert = "insert into kept (id, name) values ($1, $2)";
      await client.query(insert, [10, "ten"]);
      await client.query(insert, [11, "eleven"]);
      expect(await keptTexts()).toContain(insert);
      const failed = await client.query(insert, [10, "again"]).catch((e: unknown) => e);
      expect(failed).toMatchObject({ code: "23505", query: insert, params: [10, "again"] });
      await client.query(insert, [12, "twelve"]);
      const count = await client.query<{ n: number }>(
        "select count(*)::int as n from kept where id >= $1",
        [10],
      );
      expect(count.rows[0]!.n).toBe(3);
    });

    it("runs kept statements in a transaction, which a rollback undoes", async () => {
      const insert = "insert into kept (id, name) values ($1, $2) returning name";
      await client.query(insert, [20, "twenty"]);
      await client.transaction(async (tx) => {
        const made = await tx.query(insert, [21, "twenty-one"]);
        expect(made.rows).toEqual([{ name: "twenty-one" }]);
        await tx.rollback();
      });
      expect(await keptTexts()).toContain(insert);
      const gone = await client.query("select count(*)::int as n from kept where id = $1", [21]);
      expect(gone.rows).toEqual([{ n: 0 }]);

      // A statement first named inside a failed transaction is parsed again afterwards.
      const update = "update kept set name = $2 where id = $1";
      await client.query(update, [20, "xx"]);
      await expect(
        client.transaction(async (tx) => {
          await tx.query("select 1/0").catch(() => {});
          await tx.query(update, [20, "yy"]);
        }),
      ).rejects.toMatchObject({ code: "25P02" });
      const later = await client.query(update, [20, "zz"]);
      expect(later.affectedRows).toBe(1);
      const name = await client.query("select name from kept where id = $1", [20]);
      expect(name.rows).toEqual([{ name: "zz" }]);
    });

    it("waits for a transaction to end before a kept statement outside it runs", async () => {
      const read = "select name from kept where id = $1";
      await client.query(read, [1]);
      await client.query(read, [1]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let updated!: () => void;
      const didUpdate = new Promise<void>((resolve) => {
        updated = resolve;
      });
      const inside = client.transaction(async (tx) => {
        await tx.query("update kept set name = 'inside' where id = 1");
        updated();
        await held;
        await tx.rollback();
      });
      await didUpdate;
      const outside = client.query<{ name: string }>(read, [1]);
      // Every promise settles before this turn: run in the middle, the read would see "inside".
      await new Promise((resolve) => setImmediate(resolve));
      release();
      await inside;
      expect((await outside).rows).toEqual([{ name: "one" }]);
    });
  },
);

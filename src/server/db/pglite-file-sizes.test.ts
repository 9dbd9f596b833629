import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "./client";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data folder on disk, as `npm start` opens one (not the tests' in-memory copies). */
async function onDisk(dir: string): Promise<{ database: Database; client: PGlite }> {
  const database = await openDatabase({ dataDir: dir });
  // biome-ignore lint/suspicious/noExplicitAny: the driver's own client, as drizzle exposes it
  return { database, client: (database.db as any).$client as PGlite };
}

/**
 * The rows a scan of every page finds: PostgreSQL reads as many pages as it takes the file
 * to hold (an `lseek` to its end), so a size kept too small misses rows and one kept too
 * large reads past the end ("could not read block").
 */
async function scanned(client: PGlite): Promise<number> {
  await client.exec("set enable_indexscan = off; set enable_bitmapscan = off");
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from size_probe");
  return rows[0]!.n;
}

/** The table's own file on disk, in bytes. */
async function fileSize(client: PGlite, dir: string): Promise<number> {
  const { rows } = await client.query<{ file: string }>(
    "select pg_relation_filepath('size_probe') as file",
  );
  return fs.statSync(path.join(dir, rows[0]!.file)).size;
}

describe("the embedded database's data folder (sizes kept in memory)", () => {
  it("reads every row as the file holds it: grown, vacuumed, rewritten, truncated", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-sizes-"));
    made.push(dir);
    const { database, client } = await onDisk(dir);
    const files: number[] = [];
    const expectRows = async (n: number) => {
      expect(await scanned(client)).toBe(n);
      files.push(await fileSize(client, dir));
    };
    try {
      await client.exec("create table size_probe (id int primary key, body text)");
      const fill = (from: number, to: number) =>
        client.exec(
          `insert into size_probe select g, repeat('x', 300) from generate_series(${from}, ${to}) g`,
        );
      await expectRows(0);
      await fill(1, 4000);
      await expectRows(4000);
      // The table's last pages emptied: VACUUM cuts them off the file (ftruncate).
      await client.exec("delete from size_probe where id > 1000");
      await client.exec("vacuum size_probe");
      await expectRows(1000);
      await fill(1001, 3000);
      await expectRows(3000);
      // Rewritten into new files, the old ones deleted.
      await client.exec("vacuum full size_probe");
      await expectRows(3000);
      await client.exec("truncate size_probe");
      await expectRows(0);
      await fill(1, 500);
      await expectRows(500);
    } finally {
      await database.close();
    }
    // The file really moved: grown by the rows, cut by the vacuum, emptied by the truncation.
    expect(files[1]).toBeGreaterThan(files[2]!);
    expect(files[2]).toBeGreaterThan(0);
    expect(files[5]).toBe(0);
    // Everything written is there after a restart on the same folder.
    const again = await onDisk(dir);
    try {
      expect(await scanned(again.client)).toBe(500);
    } finally {
      await again.database.close();
    }
  });

  it("asks the disk a file's size once, not at every read of it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-sizes-"));
    made.push(dir);
    const { database, client } = await onDisk(dir);
    try {
      await client.exec("create table size_probe (id int primary key, body text)");
      await client.exec("insert into size_probe select g, 'x' from generate_series(1, 100) g");
      await scanned(client);
      const fstat = vi.spyOn(fs, "fstatSync");
      try {
        for (let i = 0; i < 20; i++) await scanned(client);
        // NODEFS alone answers each scan's seek to the end with an fstat system call.
        expect(fstat.mock.calls.length).toBeLessThan(5);
      } finally {
        fstat.mockRestore();
      }
    } finally {
      await database.close();
    }
  });
});

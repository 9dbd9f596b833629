import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import tar from "tar-stream";
import { afterEach, describe, expect, it } from "vitest";
import { unpackEmptyCluster } from "./empty-cluster";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-cluster-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Entry = { name: string; body?: string };

/** An archive as PGlite's dumpDataDir writes one: "/"-rooted names, folders before their files. */
async function archive(entries: Entry[], gzip: boolean): Promise<string> {
  const pack = tar.pack();
  for (const { name, body } of entries) {
    if (body === undefined) pack.entry({ name, type: "directory" });
    else pack.entry({ name, type: "file" }, body);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const file = path.join(tempDir(), gzip ? "cluster.tar.gz" : "cluster.tar");
  fs.writeFileSync(file, gzip ? zlib.gzipSync(bytes) : bytes);
  return file;
}

const CLUSTER: Entry[] = [
  { name: "/PG_VERSION", body: "17\n" },
  { name: "/base" },
  { name: "/base/1" },
  { name: "/base/1/1247", body: "x".repeat(70_000) },
  { name: "/global/pg_control", body: "control" },
];
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), "utf8");

describe("the empty cluster a new embedded database starts from", () => {
  it.each([true, false])(
    "is unpacked, every file, into a folder without a database (gzip %s)",
    async (gzip) => {
      const template = await archive(CLUSTER, gzip);
      const dataDir = tempDir();
      expect(await unpackEmptyCluster(dataDir, template)).toBe(true);
      expect(read(dataDir, "PG_VERSION")).toBe("17\n");
      expect(read(dataDir, "base/1/1247")).toBe("x".repeat(70_000));
      expect(read(dataDir, "global/pg_control")).toBe("control");
    },
  );

  it("is never unpacked into a folder that holds a database", async () => {
    const template = await archive(CLUSTER, true);
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "PG_VERSION"), "16\n");
    expect(await unpackEmptyCluster(dataDir, template)).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual(["PG_VERSION"]);
    expect(read(dataDir, "PG_VERSION")).toBe("16\n");
  });

  it("is unpacked again over a start stopped halfway, which never looks like a database", async () => {
    const template = await archive(CLUSTER, true);
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, "base/1"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "base/1/1247"), "half");
    expect(await unpackEmptyCluster(dataDir, template)).toBe(true);
    expect(read(dataDir, "base/1/1247")).toBe("x".repeat(70_000));

    // PG_VERSION goes last, wherever the archive has it (first, here): an archive that breaks
    // off after it leaves none.
    const broken = path.join(tempDir(), "broken.tar.gz");
    const whole = fs.readFileSync(template);
    fs.writeFileSync(broken, whole.subarray(0, Math.floor(whole.length / 2)));
    const stopped = tempDir();
    await expect(unpackEmptyCluster(stopped, broken)).rejects.toThrow();
    expect(fs.existsSync(path.join(stopped, "PG_VERSION"))).toBe(false);
  });

  it("refuses an archive that names a file outside its folder", async () => {
    const template = await archive(
      [
        { name: "/PG_VERSION", body: "17\n" },
        { name: "../escaped", body: "no" },
      ],
      true,
    );
    const parent = tempDir();
    const dataDir = path.join(parent, "data");
    fs.mkdirSync(dataDir);
    await expect(unpackEmptyCluster(dataDir, template)).rejects.toThrow(/outside its folder/);
    expect(fs.existsSync(path.join(parent, "escaped"))).toBe(false);
  });

  it("leaves initdb to PGlite when the build made none (the server run from its sources)", async () => {
    const dataDir = tempDir();
    expect(await unpackEmptyCluster(dataDir, path.join(tempDir(), "missing.tar.gz"))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

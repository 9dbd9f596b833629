import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { emptyClusterFor } from "./empty-cluster";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-cluster-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the empty cluster a new embedded database starts from", () => {
  it("is used for a folder without a database", async () => {
    const template = path.join(tempDir(), "empty-cluster.tar.gz");
    fs.writeFileSync(template, "the build's copy");
    const blob = emptyClusterFor(tempDir(), template);
    expect(await blob?.text()).toBe("the build's copy");
  });

  it("is never used for a folder that holds a database", () => {
    const template = path.join(tempDir(), "empty-cluster.tar.gz");
    fs.writeFileSync(template, "the build's copy");
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "PG_VERSION"), "17\n");
    expect(emptyClusterFor(dataDir, template)).toBeUndefined();
  });

  it("leaves initdb to PGlite when the build made none (the server run from its sources)", () => {
    expect(emptyClusterFor(tempDir(), path.join(tempDir(), "missing.tar.gz"))).toBeUndefined();
  });
});

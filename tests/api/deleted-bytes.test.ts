import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { projectFactory } from "@/server/db/seed/merch-factories";
import { call, randomIp, signUp } from "../support/client";
import { startTestApp } from "../support/test-app";

const ORIGIN = "http://localhost:3000";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every file of the data folder that holds `marker`, byte for byte. */
function filesHolding(dir: string, marker: Buffer): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (fs.readFileSync(file).includes(marker)) found.push(path.relative(dir, file));
  }
  return found;
}

/** A PDF proof of random (incompressible) bytes that carries `marker` every 4 KB. */
function proofWith(marker: Buffer) {
  const bytes = crypto.randomBytes(256 * 1024);
  Buffer.from("%PDF-1.4\n").copy(bytes, 0);
  for (let at = 1024; at + marker.length < bytes.length; at += 4096) marker.copy(bytes, at);
  return bytes;
}

// The data files of the embedded database; PostgreSQL's server is documented in decision 8.
describe.skipIf(Boolean(process.env.DATABASE_URL))("a deleted account's bytes on disk", () => {
  it("are gone from the data files and the WAL once the deletion's space is reclaimed", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-deleted-bytes-"));
    dirs.push(dataDir);
    const t = await startTestApp({ dataDir });
    const venueName = Buffer.from(`Venue-${crypto.randomUUID()}`);
    const artMarker = Buffer.from(`ART-${crypto.randomBytes(12).toString("hex")}`);
    const a = await signUp(t);
    const venue = await call(t, "POST", "/api/venues", {
      cookie: a.cookie,
      json: { name: venueName.toString(), city: "Lyon", country: "France" },
    });
    expect(venue.status, JSON.stringify(venue.data)).toBe(201);
    const project = await call(t, "POST", "/api/merch/projects", {
      cookie: a.cookie,
      json: projectFactory(),
    });
    const proof = proofWith(artMarker);
    const uploaded = await t.app.request(
      `${ORIGIN}/api/merch/projects/${project.data.id}/files?name=proof.pdf`,
      {
        method: "POST",
        headers: {
          origin: ORIGIN,
          cookie: a.cookie,
          "x-forwarded-for": randomIp(),
          "content-type": "application/octet-stream",
          "content-length": String(proof.byteLength),
        },
        body: proof,
      },
    );
    expect(uploaded.status).toBe(201);
    // On disk now, so the search below can see them at all.
    await t.database.db.execute(sql`checkpoint`);
    expect(filesHolding(dataDir, venueName).length).toBeGreaterThan(0);
    expect(filesHolding(dataDir, artMarker).length).toBeGreaterThan(0);

    const deleted = await call(t, "DELETE", "/api/profile", {
      cookie: a.cookie,
      json: { password: "correct-horse-battery" },
    });
    expect(deleted.status).toBe(200);
    // Closing runs the reclaim the deletion scheduled (a running server: within a minute).
    await t.close();
    expect(filesHolding(dataDir, venueName)).toEqual([]);
    expect(filesHolding(dataDir, artMarker)).toEqual([]);
  }, 120_000);
});

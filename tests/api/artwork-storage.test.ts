import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_STORAGE_BYTES, GUEST_STORAGE_BYTES } from "@/domain/merch/artwork-storage";
import { artworkFileChunks, artworkFiles } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { newProject, noisePng, uploadProof } from "../support/artwork";
import { type Account, call, signInAsGuest, signUp } from "../support/client";

/** Issue 21: an account keeps at most 500 MB of artwork, a demo guest 10 MB. */
const s = setupApiSuite();
const MB = 1024 * 1024;

async function stored(workspaceId: string) {
  const db = s.t.database.db;
  const count = async (table: typeof artworkFiles | typeof artworkFileChunks) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.workspaceId, workspaceId));
    return row!.n;
  };
  return { files: await count(artworkFiles), chunks: await count(artworkFileChunks) };
}

const usage = async (a: Account) =>
  (await call(s.t, "GET", "/api/merch/storage", { cookie: a.cookie })).data;

describe("artwork storage quota", () => {
  it("lets a guest fill 10 MB, then refuses the next proof with a 413 naming the limit", async () => {
    const guest = await signInAsGuest(s.t);
    const project = await newProject(s.t, guest);
    // The demo's own proofs (a few KB each) count too.
    const seeded = (await usage(guest)).usedBytes as number;
    expect(seeded).toBeGreaterThan(0);
    expect(seeded).toBeLessThan(100 * 1024);
    const proof = await noisePng(3);
    for (let i = 0; i < 3; i++) {
      const res = await uploadProof(s.t, guest, project.id, `proof-${i}.png`, proof);
      expect(res.status, JSON.stringify(res.data)).toBe(201);
    }
    expect(await usage(guest)).toEqual({
      usedBytes: seeded + 3 * proof.length,
      limitBytes: GUEST_STORAGE_BYTES,
    });
    const before = await stored(guest.workspaceId);

    // Refused on the declared length, and again when the length is not declared (the check
    // inside the insert's transaction): the same message, nothing stored either way.
    for (const declareLength of [true, false]) {
      const res = await uploadProof(s.t, guest, project.id, "one-more.png", proof, {
        declareLength,
      });
      expect(res.status).toBe(413);
      const used = ((seeded + 3 * proof.length) / MB).toFixed(1);
      const size = (proof.length / MB).toFixed(1);
      const message = `Storage is full: ${used} MB of 10 MB used, and this file is ${size} MB. Delete proofs you no longer need, or create an account to keep up to 500 MB.`;
      expect(res.data).toEqual({
        error: { code: "storage_full", message, fields: { file: message } },
      });
      expect(await stored(guest.workspaceId)).toEqual(before);
    }

    // Deleting a proof makes room again.
    const files = await call(s.t, "GET", `/api/merch/projects/${project.id}`, {
      cookie: guest.cookie,
    });
    const first = files.data.files[0].id as string;
    expect(
      (await call(s.t, "DELETE", `/api/merch/files/${first}`, { cookie: guest.cookie })).status,
    ).toBe(200);
    const again = await uploadProof(s.t, guest, project.id, "one-more.png", proof);
    expect(again.status).toBe(201);
  });

  it("gives an account 500 MB, counted from its own files only", async () => {
    const owner = await signUp(s.t);
    const project = await newProject(s.t, owner);
    // An account near its limit, without uploading 500 MB: the quota is the sum of the sizes.
    await s.t.database.db.insert(artworkFiles).values({
      workspaceId: owner.workspaceId,
      projectId: project.id,
      fileName: "archive.pdf",
      contentType: "application/pdf",
      sizeBytes: ACCOUNT_STORAGE_BYTES - MB,
    });
    expect(await usage(owner)).toEqual({
      usedBytes: ACCOUNT_STORAGE_BYTES - MB,
      limitBytes: ACCOUNT_STORAGE_BYTES,
    });
    const before = await stored(owner.workspaceId);
    const res = await uploadProof(s.t, owner, project.id, "big.png", await noisePng(1.5));
    expect(res.status).toBe(413);
    expect(res.data.error.message).toMatch(
      /^Storage is full: 499\.0 MB of 500 MB used, and this file is 1\.5 MB\. Delete proofs you no longer need to make room\.$/,
    );
    expect(await stored(owner.workspaceId)).toEqual(before);
    // What fits still goes in; another account's storage is untouched by this one's.
    const small = await uploadProof(s.t, owner, project.id, "small.png", await noisePng(0.5));
    expect(small.status, JSON.stringify(small.data)).toBe(201);
    expect((await usage(s.b)).usedBytes).toBe(0);
  });

  it("lets only one of two uploads that would each fit, but not both, in", async () => {
    const guest = await signInAsGuest(s.t);
    const project = await newProject(s.t, guest);
    const seeded = (await stored(guest.workspaceId)).files; // the demo's own proofs
    const proof = await noisePng(6);
    const results = await Promise.all(
      [0, 1].map((i) => uploadProof(s.t, guest, project.id, `race-${i}.png`, proof)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 413]);
    expect((await stored(guest.workspaceId)).files).toBe(seeded + 1);
  });
});

/**
 * Issue 34: the quota is the workspace's, whatever its id. A workspace made with Create
 * workspace, or a demo kept when its guest signs up, has an id that is no person's.
 */
describe("artwork storage in a workspace whose id is not a person's", () => {
  const sessionCookie = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  async function uploadsAndReads(person: Account, workspaceId: string) {
    const project = await newProject(s.t, person);
    const before = (await usage(person)) as { usedBytes: number; limitBytes: number };
    expect(before.limitBytes).toBe(ACCOUNT_STORAGE_BYTES);
    const proof = await noisePng(0.2);
    const res = await uploadProof(s.t, person, project.id, "proof.png", proof);
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(await usage(person)).toEqual({
      usedBytes: before.usedBytes + proof.length,
      limitBytes: ACCOUNT_STORAGE_BYTES,
    });
    expect((await stored(workspaceId)).files).toBeGreaterThan(0);
  }

  it("stores and counts artwork in a workspace made with Create workspace", async () => {
    const owner = await signUp(s.t);
    const made = await call(s.t, "POST", "/api/team/workspaces", {
      cookie: owner.cookie,
      json: { name: "The Night Owls" },
    });
    expect(made.status).toBe(201);
    expect(made.data.id).not.toBe(owner.userId);
    await uploadsAndReads(owner, made.data.id);
    // Its files are its own: the person's first workspace still has none.
    expect((await stored(owner.workspaceId)).files).toBe(0);
  });

  it("stores and counts artwork in a demo its guest kept by signing up, at an account's limit", async () => {
    const guest = await signInAsGuest(s.t);
    const res = await call(s.t, "POST", "/api/auth/sign-up/email", {
      cookie: guest.cookie,
      json: { email: `kept-${Date.now()}@example.com`, password: "a-real-password", name: "Jo" },
    });
    expect(res.status).toBe(200);
    const kept: Account = {
      ...guest,
      cookie: sessionCookie(res.headers),
      userId: res.data.user.id,
    };
    expect(kept.userId).not.toBe(guest.workspaceId);
    await uploadsAndReads(kept, guest.workspaceId);
  });
});

import { describe, expect, it } from "vitest";
import type { DesignProjectDetail } from "@/domain/merch/design-projects";
import { partnerFactory, projectFactory } from "@/server/db/seed/merch-factories";
import { insertTour } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";

const s = setupApiSuite();
const missing = "00000000-0000-4000-8000-000000000000";

const api = (a: Account, method: string, path: string, json?: unknown) =>
  call(s.t, method, `/api/merch${path}`, { cookie: a.cookie, json });

async function newProject(a: Account, overrides = {}) {
  const res = await api(a, "POST", "/projects", projectFactory(overrides));
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as DesignProjectDetail;
}

const move = (a: Account, id: string, to: string, comment?: string) =>
  api(a, "POST", `/projects/${id}/moves`, { to, comment });

describe("design projects", () => {
  it("creates a pending project whose thread opens with that entry", async () => {
    const tour = await insertTour(s.t.database.db, s.a.userId, { title: "Spring Run" });
    const partner = (await api(s.a, "POST", "/partners", partnerFactory())).data;
    const p = await newProject(s.a, {
      title: " Spring poster ",
      kind: "poster",
      tourId: tour.id,
      partnerId: partner.id,
      dueDate: "2026-04-01",
    });
    expect(p).toMatchObject({
      title: "Spring poster",
      status: "pending",
      tourTitle: "Spring Run",
      partnerName: "Inkwell Studio",
      dueDate: "2026-04-01",
      fileCount: 0,
      files: [],
    });
    expect(p.reviews).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: "pending", authorName: "Test Artist" }),
    ]);
  });

  it("refuses bad input per field", async () => {
    const res = await api(s.a, "POST", "/projects", { title: "", kind: "mug", dueDate: "soon" });
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({
      title: "Title is required",
      kind: "Choose a kind from the list",
      dueDate: "Due date must be a valid date",
    });
  });

  it("moves through review, records who, when and why, and refuses skipped steps", async () => {
    const p = await newProject(s.a);
    const skip = await move(s.a, p.id, "approved");
    expect(skip.status).toBe(409);
    expect(skip.data.error.message).toBe("A project that is Pending cannot move to Approved");

    expect((await move(s.a, p.id, "in-review")).status).toBe(200);
    const noReason = await move(s.a, p.id, "pending");
    expect(noReason.status).toBe(400);
    expect(noReason.data.error.fields).toEqual({ comment: "Say which changes you are requesting" });
    // Readable as a toast on its own, not "Invalid input — comment: …".
    expect(noReason.data.error.message).toBe(
      "Add a comment saying which changes you are requesting",
    );
    expect((await move(s.a, p.id, "pending", "Bigger owl, please")).status).toBe(200);
    await move(s.a, p.id, "in-review");
    await move(s.a, p.id, "approved", "Looks great");
    const done = await move(s.a, p.id, "completed");
    expect(done.status).toBe(200);
    const detail = done.data as DesignProjectDetail;
    expect(detail.status).toBe("completed");
    expect(detail.reviews.map((r) => [r.fromStatus, r.toStatus, r.comment])).toEqual([
      [null, "pending", null],
      ["pending", "in-review", null],
      ["in-review", "pending", "Bigger owl, please"],
      ["pending", "in-review", null],
      ["in-review", "approved", "Looks great"],
      ["approved", "completed", null],
    ]);
    expect(detail.reviews.every((r) => !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
  });

  it("two reviewers approving at once: one move is made, the other is told", async () => {
    const p = await newProject(s.a);
    await move(s.a, p.id, "in-review");
    const results = await Promise.all([
      move(s.a, p.id, "approved"),
      move(s.a, p.id, "pending", "Change the font"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const detail = (await api(s.a, "GET", `/projects/${p.id}`)).data as DesignProjectDetail;
    expect(detail.reviews).toHaveLength(3);
  });

  it("edits fields without touching the status, and deletes", async () => {
    const p = await newProject(s.a);
    await move(s.a, p.id, "in-review");
    const res = await api(
      s.a,
      "PUT",
      `/projects/${p.id}`,
      projectFactory({ title: "Renamed", kind: "shirt" }),
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ title: "Renamed", kind: "shirt", status: "in-review" });
    expect((await api(s.a, "DELETE", `/projects/${p.id}`)).data).toEqual({ id: p.id });
    expect((await api(s.a, "GET", `/projects/${p.id}`)).status).toBe(404);
  });

  it("lists the account's projects only", async () => {
    const mine = await newProject(s.a, { title: "Only mine" });
    const list = (await api(s.b, "GET", "/projects")).data as { id: string }[];
    expect(list.find((p) => p.id === mine.id)).toBeUndefined();
  });
});

describe("design projects: another account", () => {
  it("answers 404 on every project route, like a missing or malformed id", async () => {
    const p = await newProject(s.a);
    for (const id of [p.id, missing, "not-a-uuid"]) {
      expect((await api(s.b, "GET", `/projects/${id}`)).status).toBe(404);
      expect((await api(s.b, "PUT", `/projects/${id}`, projectFactory())).status).toBe(404);
      expect((await move(s.b, id, "in-review")).status).toBe(404);
      expect((await api(s.b, "DELETE", `/projects/${id}`)).status).toBe(404);
    }
    expect((await api(s.a, "GET", `/projects/${p.id}`)).data.status).toBe("pending");
  });

  it("refuses another account's tour or partner as a link", async () => {
    const tour = await insertTour(s.t.database.db, s.b.userId);
    const partner = (await api(s.b, "POST", "/partners", partnerFactory())).data;
    const res = await api(s.a, "POST", "/projects", projectFactory({ tourId: tour.id }));
    expect(res.status).toBe(400);
    expect(res.data.error.fields).toEqual({ tourId: "Choose one of your tours" });
    const res2 = await api(s.a, "POST", "/projects", projectFactory({ partnerId: partner.id }));
    expect(res2.data.error.fields).toEqual({ partnerId: "Choose one of your partners" });
  });
});

describe("partners", () => {
  it("creates, lists with counts, edits and refuses bad fields", async () => {
    const created = await api(
      s.a,
      "POST",
      "/partners",
      partnerFactory({ website: "print.example" }),
    );
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: "Inkwell Studio",
      kind: "designer",
      website: "https://print.example",
      projectCount: 0,
      productCount: 0,
    });
    await newProject(s.a, { partnerId: created.data.id });
    const listed = (await api(s.a, "GET", "/partners")).data as {
      id: string;
      projectCount: number;
    }[];
    expect(listed.find((p) => p.id === created.data.id)?.projectCount).toBe(1);
    const edited = await api(
      s.a,
      "PUT",
      `/partners/${created.data.id}`,
      partnerFactory({ name: "Inkwell & Co", kind: "print-shop" }),
    );
    expect(edited.data).toMatchObject({
      name: "Inkwell & Co",
      kind: "print-shop",
      projectCount: 1,
    });
    const bad = await api(s.a, "POST", "/partners", {
      name: " ",
      email: "nope",
      website: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields).toEqual({
      name: "Name is required",
      email: "Enter a valid email address",
      website: "Enter a web address like https://studio.example",
    });
  });

  it("asks what happens to a partner's projects, then keeps or deletes them", async () => {
    const keep = (await api(s.a, "POST", "/partners", partnerFactory())).data;
    const kept = await newProject(s.a, { partnerId: keep.id });
    const ask = await api(s.a, "DELETE", `/partners/${keep.id}`);
    expect(ask.status).toBe(409);
    expect(ask.data.error.message).toBe(
      "This partner has 1 design project: choose whether to keep or delete it",
    );
    expect((await api(s.a, "DELETE", `/partners/${keep.id}?projects=keep`)).status).toBe(200);
    const after = (await api(s.a, "GET", `/projects/${kept.id}`)).data;
    expect(after).toMatchObject({ partnerId: null, partnerName: null });

    const drop = (await api(s.a, "POST", "/partners", partnerFactory())).data;
    const dropped = await newProject(s.a, { partnerId: drop.id });
    expect((await api(s.a, "DELETE", `/partners/${drop.id}?projects=delete`)).status).toBe(200);
    expect((await api(s.a, "GET", `/projects/${dropped.id}`)).status).toBe(404);
  });

  it("answers 404 to another account on every partner route", async () => {
    const p = (await api(s.a, "POST", "/partners", partnerFactory())).data;
    for (const id of [p.id, missing, "x"]) {
      expect((await api(s.b, "PUT", `/partners/${id}`, partnerFactory())).status).toBe(404);
      expect((await api(s.b, "DELETE", `/partners/${id}?projects=delete`)).status).toBe(404);
    }
    const list = (await api(s.b, "GET", "/partners")).data as { id: string }[];
    expect(list.some((x) => x.id === p.id)).toBe(false);
  });
});

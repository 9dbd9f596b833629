import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleNotifications } from "@/server/db/queries/notifications/schedule";
import { contracts } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { createMailer } from "@/server/mail/mailer";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/guest-lists";
import { SMTP_PASS, SMTP_USER, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 39: a show's contract from its deal, sent to a promoter (no account) who signs it,
 * countersigned, executed as a signed PDF, and verified — real HTTP, real database, real SMTP.
 */
let t: TestApp;
let smtp: SmtpCapture;
let owner: Account;
let other: Account;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const url = new URL(smtp.url);
  url.username = SMTP_USER;
  url.password = SMTP_PASS;
  t = await startTestApp({
    mailer: createMailer({ smtpUrl: url.toString(), logger: pino({ level: "silent" }) }),
  });
  owner = await signUp(t, { artistName: "The Band" });
  other = await signUp(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const ORIGIN = "http://localhost:3000";

async function raw(path: string, opts: { body?: Uint8Array; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, "x-forwarded-for": "10.9.8.7" };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body) headers["content-type"] = "application/pdf";
  const res = await t.app.request(`${ORIGIN}${path}`, {
    method: opts.body ? "POST" : "GET",
    headers,
    body: opts.body as Uint8Array<ArrayBuffer> | undefined,
  });
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/** A confirmed show with a guarantee deal of `owner`'s; its contract path. */
async function showWithDeal(who: Account = owner, date = "2099-05-02") {
  const db = t.database.db;
  const tour = await insertTour(db, who.workspaceId, { startDate: date, endDate: date });
  const venue = await insertVenue(db, who.workspaceId, { name: "Station 9", city: "Austin" });
  const show = await insertShow(db, who.workspaceId, tour.id, venue.id, {
    performanceDate: date,
    status: "confirmed",
  });
  const deal = await call(t, "POST", `/api/tours/${tour.id}/deals`, {
    cookie: who.cookie,
    json: {
      showId: show.id,
      dealType: "versus",
      guaranteeAmount: "5000",
      artistSharePercent: "70",
      depositReceived: "1000",
    },
  });
  expect(deal.status, deal.text).toBe(201);
  return {
    tourId: tour.id,
    showId: show.id,
    venueId: venue.id,
    dealId: deal.data.id as string,
    path: `/api/tours/${tour.id}/shows/${show.id}/contract`,
  };
}

async function draft(who: Account = owner) {
  const s = await showWithDeal(who);
  const made = await call(t, "POST", s.path, { cookie: who.cookie });
  expect(made.status, made.text).toBe(201);
  return { ...s, contract: made.data.contract, id: made.data.contract.id as string };
}

async function sent(who: Account = owner, email = "sam@venue.example") {
  const d = await draft(who);
  const res = await call(t, "POST", `/api/contracts/${d.id}/send`, {
    cookie: who.cookie,
    json: { promoterName: "Sam Promoter", promoterEmail: email, expiresInDays: 14 },
  });
  expect(res.status, res.text).toBe(200);
  const token = (res.data.link.url as string).split("/contract/")[1]!;
  return { ...d, token, link: `/api/contract-links/${token}`, sent: res.data };
}

const typed = (text: string) => ({ kind: "typed", text });
/** A signature body: the name typed as the signature, the terms agreed. */
const signedBy = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  signature: typed(name),
  agree: true,
  ...more,
});
const drawn = {
  kind: "drawn",
  strokes: [
    [
      [10, 150],
      [200, 80],
      [400, 220],
      [600, 60],
    ],
  ],
};

async function promoterSigns(link: string) {
  const opened = await call(t, "GET", link, { ip: "203.0.113.9" });
  expect(opened.status, opened.text).toBe(200);
  const res = await call(t, "POST", `${link}/sign`, {
    ip: "203.0.113.9",
    json: {
      name: "Sam Promoter",
      signature: drawn,
      agree: true,
      documentSha256: opened.data.contract.documentSha256,
    },
  });
  expect(res.status, res.text).toBe(200);
  return res;
}

async function executed() {
  const s = await sent();
  await promoterSigns(s.link);
  const res = await call(t, "POST", `/api/contracts/${s.id}/countersign`, {
    cookie: owner.cookie,
    json: signedBy("Alex Manager"),
  });
  expect(res.status, res.text).toBe(200);
  const pdf = await raw(`/api/contracts/${s.id}/pdf`, { cookie: owner.cookie });
  return { ...s, contract: res.data.contract, pdf: pdf.bytes };
}

describe("a contract from template to executed PDF", () => {
  it("starts from the default template, and a show without a deal says why not", async () => {
    const template = await call(t, "GET", "/api/contract-template", { cookie: owner.cookie });
    expect(template.status).toBe(200);
    expect(template.data.isDefault).toBe(true);
    expect(template.data.template.clauses.map((c: { heading: string }) => c.heading)).toContain(
      "Force majeure",
    );

    const db = t.database.db;
    const tour = await insertTour(db, owner.workspaceId);
    const show = await insertShow(db, owner.workspaceId, tour.id, null, { status: "confirmed" });
    const path = `/api/tours/${tour.id}/shows/${show.id}/contract`;
    const none = await call(t, "GET", path, { cookie: owner.cookie });
    expect(none.data).toEqual({
      contract: null,
      canCreate: false,
      whyNot: "Add a deal to this show first",
    });
    const refused = await call(t, "POST", path, { cookie: owner.cookie });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toEqual({
      code: "no_deal",
      message: "Add a deal to this show first",
    });
  });

  it("makes a draft from the deal whose PDF's SHA-256 is the document's, once per current version", async () => {
    const d = await draft();
    expect(d.contract).toMatchObject({
      state: "draft",
      version: 1,
      outOfDate: false,
      venueName: "Station 9",
      showDate: "2099-05-02",
    });
    expect(d.contract.events.map((e: { kind: string }) => e.kind)).toEqual(["created"]);
    const pdf = await raw(`/api/contracts/${d.id}/pdf`, { cookie: owner.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(sha(pdf.bytes)).toBe(d.contract.documentSha256);
    const again = await call(t, "POST", d.path, { cookie: owner.cookie });
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe("conflict");
    const list = await call(t, "GET", `/api/tours/${d.tourId}/contracts`, { cookie: owner.cookie });
    expect(list.data.contracts).toEqual([expect.objectContaining({ id: d.id, state: "draft" })]);
  });

  it("mails the promoter a link; opening it marks the contract viewed, named in Activity", async () => {
    const s = await sent(owner, "promoter-mail@venue.example");
    const mail = await smtp.waitForMessage("promoter-mail@venue.example");
    expect(mail.subject).toBe("Contract to sign: The Band at Station 9 on May 2, 2099");
    expect(mail.text).toContain(s.sent.link.url);
    expect(s.sent.contract.state).toBe("sent");
    expect(s.sent.contract.linkActive).toBe(true);

    const opened = await call(t, "GET", s.link, { ip: "198.51.100.4" });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.data.contract).toMatchObject({
      artistName: "The Band",
      venueName: "Station 9",
      promoterName: "Sam Promoter",
      state: "viewed",
    });
    const pdf = await raw(`${s.link}/pdf`);
    expect(sha(pdf.bytes)).toBe(opened.data.contract.documentSha256);

    const detail = await call(t, "GET", s.path, { cookie: owner.cookie });
    const viewed = detail.data.contract.events.find((e: { kind: string }) => e.kind === "viewed");
    expect(viewed).toMatchObject({
      actor: "Sam Promoter (contract link)",
      address: "198.51.100.4",
    });
    const activity = await call(t, "GET", "/api/activity", { cookie: owner.cookie });
    expect(
      activity.data.entries.some(
        (e: { actorName: string; summary: string }) =>
          e.actorName === "Sam Promoter (contract link)" &&
          e.summary.startsWith("Opened the contract"),
      ),
    ).toBe(true);
  });

  it("is signed by both sides; the executed PDF verifies unchanged, and one changed byte does not", async () => {
    const e = await executed();
    expect(e.contract.state).toBe("executed");
    expect(e.contract.events.map((x: { kind: string }) => x.kind)).toEqual([
      "created",
      "sent",
      "viewed",
      "promoter_signed",
      "countersigned",
      "executed",
    ]);
    expect(sha(e.pdf)).toBe(e.contract.executedSha256);
    const signedEvent = e.contract.events.find(
      (x: { kind: string }) => x.kind === "promoter_signed",
    );
    expect(signedEvent).toMatchObject({
      address: "203.0.113.9",
      sha256: e.contract.documentSha256,
    });

    const good = await raw("/api/contracts/verify", { body: e.pdf });
    expect(good.status).toBe(200);
    const answer = JSON.parse(new TextDecoder().decode(good.bytes));
    expect(answer).toMatchObject({
      verdict: "executed_unchanged",
      contract: {
        venueName: "Station 9",
        showDate: "2099-05-02",
        sha256: e.contract.executedSha256,
      },
      signature: { valid: true, signer: "Tribe contract signing" },
    });

    // One byte of the signed content, well inside the first range the signature covers.
    const altered = new Uint8Array(e.pdf);
    const at = Math.floor(altered.length / 3);
    altered[at] = altered[at]! ^ 0x01;
    const bad = await raw("/api/contracts/verify", { body: altered });
    const badAnswer = JSON.parse(new TextDecoder().decode(bad.bytes));
    expect(badAnswer.verdict).toBe("altered");
    expect(badAnswer.signature).toEqual({ valid: false, signer: "Tribe contract signing" });

    const stranger = await raw("/api/contracts/verify", {
      body: new TextEncoder().encode("%PDF-1.4\n%nothing of ours\n"),
    });
    expect(JSON.parse(new TextDecoder().decode(stranger.bytes))).toEqual({
      verdict: "unknown",
      contract: null,
      signature: null,
    });
  });
});

async function verify(bytes: Uint8Array) {
  const res = await raw("/api/contracts/verify", { body: bytes });
  expect(res.status).toBe(200);
  return JSON.parse(new TextDecoder().decode(res.bytes));
}

describe("what the verify page tells (issues 46 and 47)", () => {
  it("tells nothing of a contract whose id is written into a made-up PDF, another workspace's draft included", async () => {
    const theirs = await draft(other);
    const forged = new TextEncoder().encode(
      `%PDF-1.4\n1 0 obj << /Keywords (tribe-contract:${theirs.id}) /Title (Artist Performance Agreement) >> endobj\n`,
    );
    expect(await verify(forged)).toEqual({ verdict: "altered", contract: null, signature: null });
  });

  it("says each document Tribe hands out is what it is, with the fingerprint Tribe showed for it", async () => {
    const d = await draft();
    const preview = await raw(`/api/contracts/${d.id}/pdf`, { cookie: owner.cookie });
    expect(await verify(preview.bytes)).toMatchObject({
      verdict: "issued",
      contract: {
        stage: "draft",
        version: 1,
        venueName: "Station 9",
        replaced: false,
        sha256: d.contract.documentSha256,
      },
    });

    // Sending names the promoter: a new copy. The preview taken before is still ours, replaced.
    const res = await call(t, "POST", `/api/contracts/${d.id}/send`, {
      cookie: owner.cookie,
      json: { promoterName: "Sam Promoter", promoterEmail: "sam@venue.example" },
    });
    expect(res.status, res.text).toBe(200);
    const link = `/api/contract-links/${(res.data.link.url as string).split("/contract/")[1]}`;
    expect((await verify(preview.bytes)).contract).toMatchObject({
      stage: "draft",
      replaced: true,
    });
    const sentCopy = await raw(`${link}/pdf`);
    expect((await verify(sentCopy.bytes)).contract).toMatchObject({
      stage: "sent",
      promoterSignedAt: null,
    });

    // The promoter's "Download what you signed": the copy they signed, its fingerprint theirs.
    const signed = await promoterSigns(link);
    const mine = await raw(`${link}/pdf`);
    expect(sha(mine.bytes)).toBe(signed.data.contract.documentSha256);
    const answer = await verify(mine.bytes);
    expect(answer.verdict).toBe("issued");
    expect(answer.contract).toMatchObject({
      stage: "promoter_signed",
      executedAt: null,
      sha256: signed.data.contract.documentSha256,
    });
    expect(answer.contract.promoterSignedAt).toEqual(expect.any(String));

    // Executed: the promoter's page names the executed file's fingerprint, the one a check computes.
    const done = await call(t, "POST", `/api/contracts/${d.id}/countersign`, {
      cookie: owner.cookie,
      json: signedBy("Alex Manager"),
    });
    expect(done.status, done.text).toBe(200);
    const view = await call(t, "GET", link);
    const executedCopy = await raw(`${link}/pdf`);
    expect(view.data.contract.executedSha256).toBe(sha(executedCopy.bytes));
    expect(await verify(executedCopy.bytes)).toMatchObject({
      verdict: "executed_unchanged",
      contract: { stage: "executed", sha256: view.data.contract.executedSha256 },
    });
    // The copy the promoter signed still verifies, now countersigned.
    expect((await verify(mine.bytes)).contract).toMatchObject({
      stage: "promoter_signed",
      executedAt: done.data.contract.executedAt,
    });
  });
});

/** Each `startxref` of a PDF (the first body's, then each update's) and what it points at. */
function startxrefTargets(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString("latin1");
  return [...text.matchAll(/startxref\r?\n(\d+)/g)].map((m) => {
    const at = Number(m[1]);
    // A classic table begins "xref"; a cross-reference stream is an object, "N 0 obj".
    return /^(xref|\d+ \d+ obj)/.test(text.slice(at, at + 20)) ? "ok" : text.slice(at - 2, at + 6);
  });
}

const QPDF = "/usr/bin/qpdf";

describe("the executed PDF's structure (issue 46)", () => {
  it("points every startxref exactly at its xref, and passes qpdf --check where qpdf is", async () => {
    const e = await executed();
    const targets = startxrefTargets(e.pdf);
    expect(targets.length).toBeGreaterThanOrEqual(2);
    expect(targets).toEqual(targets.map(() => "ok"));
    if (!existsSync(QPDF)) return;
    const dir = await mkdtemp(join(tmpdir(), "contract-"));
    try {
      const file = join(dir, "executed.pdf");
      await writeFile(file, e.pdf);
      // qpdf exits 0 when clean, 3 with warnings ("extraneous whitespace seen before xref").
      const out = await promisify(execFile)(QPDF, ["--check", file]).catch(
        (err: { code: number; stdout: string; stderr: string }) => err,
      );
      expect(`${out.stdout}${out.stderr}`).not.toMatch(/WARNING/);
      expect(out.stdout).toContain("No syntax or stream encoding errors found");
      expect("code" in out ? out.code : 0).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the executed PDF's language (issue 55)", () => {
  it("is the language the version was made in, whoever sends, countersigns or verifies it", async () => {
    const s = await showWithDeal();
    const inGerman = { "accept-language": "de" };
    const made = await call(t, "POST", s.path, { cookie: owner.cookie, headers: inGerman });
    expect(made.status, made.text).toBe(201);
    const id = made.data.contract.id as string;
    const send = await call(t, "POST", `/api/contracts/${id}/send`, {
      cookie: owner.cookie,
      headers: { "accept-language": "es" },
      json: { promoterName: "Sam Promoter", promoterEmail: "sam@venue.example", expiresInDays: 14 },
    });
    expect(send.status, send.text).toBe(200);
    await promoterSigns(
      `/api/contract-links/${(send.data.link.url as string).split("/contract/")[1]}`,
    );
    const done = await call(t, "POST", `/api/contracts/${id}/countersign`, {
      cookie: owner.cookie,
      headers: { "accept-language": "en" },
      json: signedBy("Alex Manager"),
    });
    expect(done.status, done.text).toBe(200);
    const pdf = (await raw(`/api/contracts/${id}/pdf`, { cookie: owner.cookie })).bytes;

    const dir = await mkdtemp(join(tmpdir(), "contract-"));
    try {
      const file = join(dir, "executed.pdf");
      await writeFile(file, pdf);
      const { stdout } = await promisify(execFile)("pdftotext", [file, "-"]);
      const text = stdout.replace(/\s+/g, " ");
      for (const words of [
        "Unterschriften",
        "Veranstalter: Sam Promoter",
        "Künstler: Alex Manager",
        "Prüfprotokoll",
        "Gegengezeichnet",
      ])
        expect(text, words).toContain(words);
      expect(text).not.toContain("Audit trail");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // The public check reads the same bytes, in any reader's language.
    const check = await t.app.request(`${ORIGIN}/api/contracts/verify`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/pdf", "accept-language": "es" },
      body: pdf as Uint8Array<ArrayBuffer>,
    });
    expect(await check.json()).toMatchObject({
      verdict: "executed_unchanged",
      contract: { sha256: done.data.contract.executedSha256 },
      signature: { valid: true },
    });
  });
});

describe("Activity", () => {
  it("names the show of each contract step a manager takes", async () => {
    const show = await showWithDeal(owner, "2099-06-01");
    const made = await call(t, "POST", show.path, { cookie: owner.cookie });
    expect(made.status, made.text).toBe(201);
    const id = made.data.contract.id as string;
    const steps = [
      ["send", { promoterName: "Sam", promoterEmail: "sam@venue.example", expiresInDays: 14 }],
      ["revoke-link", undefined],
      ["void", undefined],
    ] as const;
    for (const [step, json] of steps) {
      const res = await call(t, "POST", `/api/contracts/${id}/${step}`, {
        cookie: owner.cookie,
        json,
      });
      expect(res.status, res.text).toBe(200);
    }
    const activity = await call(t, "GET", "/api/activity", { cookie: owner.cookie });
    const said = (activity.data.entries as { summary: string }[]).map((e) => e.summary);
    const theShow = "the show at Station 9 on Jun 1";
    expect(said).toEqual(
      expect.arrayContaining([
        `Made a contract for ${theShow}`,
        `Sent the contract for ${theShow} to the promoter`,
        `Turned off the link to the contract for ${theShow}`,
        `Voided the contract for ${theShow}`,
      ]),
    );
  });

  it("names the show of a countersigned contract", async () => {
    const e = await executed();
    const activity = await call(t, "GET", "/api/activity", { cookie: owner.cookie });
    const said = (activity.data.entries as { summary: string }[]).map((x) => x.summary);
    expect(said).toContain("Countersigned the contract for the show at Station 9 on May 2");
    expect(e.contract.state).toBe("executed");
  });
});

describe("what cannot be signed", () => {
  it("refuses a second signature, a wrong document hash and an altered token, signing nothing", async () => {
    const s = await sent();
    const opened = await call(t, "GET", s.link);
    const body = signedBy("Sam");
    const stale = await call(t, "POST", `${s.link}/sign`, {
      json: { ...body, documentSha256: "0".repeat(64) },
    });
    expect(stale.status).toBe(409);
    const altered = `${s.link.slice(0, -1)}${s.link.endsWith("A") ? "B" : "A"}`;
    expect((await call(t, "GET", altered)).status).toBe(404);
    expect((await call(t, "GET", "/api/contract-links/not-a-token")).status).toBe(404);
    const first = await call(t, "POST", `${s.link}/sign`, {
      json: { ...body, documentSha256: opened.data.contract.documentSha256 },
    });
    expect(first.status, first.text).toBe(200);
    const twice = await call(t, "POST", `${s.link}/sign`, {
      json: { ...body, documentSha256: opened.data.contract.documentSha256 },
    });
    expect(twice.status).toBe(409);
    expect(twice.data.error.message).toBe("This contract is already signed.");
    const counter = signedBy("Alex");
    const once = await call(t, "POST", `/api/contracts/${s.id}/countersign`, {
      cookie: owner.cookie,
      json: counter,
    });
    expect(once.status).toBe(200);
    const again = await call(t, "POST", `/api/contracts/${s.id}/countersign`, {
      cookie: owner.cookie,
      json: counter,
    });
    expect(again.status).toBe(409);
    const voided = await call(t, "POST", `/api/contracts/${s.id}/void`, { cookie: owner.cookie });
    expect(voided.status).toBe(409);
  });

  it("refuses a draft countersigned before the promoter, and a void contract's link answers 410", async () => {
    const s = await sent();
    const early = await call(t, "POST", `/api/contracts/${s.id}/countersign`, {
      cookie: owner.cookie,
      json: signedBy("Alex"),
    });
    expect(early.status).toBe(409);
    const voided = await call(t, "POST", `/api/contracts/${s.id}/void`, { cookie: owner.cookie });
    expect(voided.data.contract.state).toBe("void");
    const gone = await call(t, "GET", s.link);
    expect(gone.status).toBe(410);
    expect(gone.data.error.code).toBe("gone");
    const sign = await call(t, "POST", `${s.link}/sign`, {
      json: signedBy("Sam", { documentSha256: s.contract.documentSha256 }),
    });
    expect(sign.status).toBe(410);
    // A void version makes room for the next.
    const next = await call(t, "POST", s.path, { cookie: owner.cookie });
    expect(next.status).toBe(201);
    expect(next.data.contract.version).toBe(2);
  });

  it("marks a sent contract out of date when its deal changes; its link then answers 410", async () => {
    const s = await sent();
    const edit = await call(t, "PUT", `/api/tours/${s.tourId}/deals/${s.dealId}`, {
      cookie: owner.cookie,
      json: { showId: s.showId, dealType: "guarantee", guaranteeAmount: "6000" },
    });
    expect(edit.status, edit.text).toBe(200);
    const detail = await call(t, "GET", s.path, { cookie: owner.cookie });
    expect(detail.data.contract.outOfDate).toBe(true);
    expect(detail.data.canCreate).toBe(true);
    const gone = await call(t, "GET", s.link);
    expect(gone.status).toBe(410);
    // In the promoter's words: making a new version is the manager's job, not theirs.
    expect(gone.data.error.message).toBe(
      "The deal changed after this contract was sent to you, so this version can no longer be signed. The artist's manager will send you a new version to sign.",
    );
    const sign = await call(t, "POST", `${s.link}/sign`, {
      json: signedBy("Sam", { documentSha256: s.contract.documentSha256 }),
    });
    expect(sign.status).toBe(410);
    const next = await call(t, "POST", s.path, { cookie: owner.cookie });
    expect(next.status).toBe(201);
    expect(next.data.contract.version).toBe(2);
  });

  it("reads a venue renamed as out of date, and the version signable again once renamed back", async () => {
    const s = await sent();
    const rename = (name: string) =>
      call(t, "PUT", `/api/venues/${s.venueId}`, {
        cookie: owner.cookie,
        json: { name, city: "Austin" },
      });
    expect((await rename("Station Nine")).status).toBe(200);
    const detail = await call(t, "GET", s.path, { cookie: owner.cookie });
    expect(detail.data.contract.outOfDate).toBe(true);
    const list = await call(t, "GET", `/api/tours/${s.tourId}/contracts`, { cookie: owner.cookie });
    expect(list.data.contracts).toEqual([expect.objectContaining({ id: s.id, outOfDate: true })]);
    expect((await call(t, "GET", s.link)).status).toBe(410);
    // Read from the facts, not a mark left behind: the name back, the same document stands.
    expect((await rename("Station 9")).status).toBe(200);
    expect((await call(t, "GET", s.link)).status).toBe(200);
    const signed = await promoterSigns(s.link);
    expect(signed.data.contract).toMatchObject({ state: "promoter_signed", outOfDate: false });
  });

  it("reads a show released in the HCC Manager as out of date: nobody can sign it", async () => {
    const s = await sent();
    const move = await call(t, "POST", `/api/negotiations/${s.showId}/transitions`, {
      cookie: owner.cookie,
      json: { to: "released" },
    });
    expect(move.status, move.text).toBe(200);
    const detail = await call(t, "GET", s.path, { cookie: owner.cookie });
    expect(detail.data.contract.outOfDate).toBe(true);
    const sign = await call(t, "POST", `${s.link}/sign`, {
      json: signedBy("Sam", { documentSha256: s.contract.documentSha256 }),
    });
    expect(sign.status).toBe(410);
  });

  it("keeps the promoter's signed copy when the deal changes after they signed, and tells them what comes next", async () => {
    const s = await sent();
    const signed = await promoterSigns(s.link);
    const edit = await call(t, "PUT", `/api/tours/${s.tourId}/deals/${s.dealId}`, {
      cookie: owner.cookie,
      json: { showId: s.showId, dealType: "guarantee", guaranteeAmount: "6000" },
    });
    expect(edit.status, edit.text).toBe(200);
    const opened = await call(t, "GET", s.link);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.data.contract).toMatchObject({ state: "promoter_signed", outOfDate: true });
    const copy = await raw(`${s.link}/pdf`);
    expect(copy.status).toBe(200);
    expect(sha(copy.bytes)).toBe(signed.data.contract.documentSha256);
    // The manager's side: out of date, a new version may be made; it cannot be countersigned.
    const detail = await call(t, "GET", s.path, { cookie: owner.cookie });
    expect(detail.data.contract.outOfDate).toBe(true);
    expect(detail.data.canCreate).toBe(true);
  });

  it("says an executed contract no longer matches a deal changed since, and makes room for an amendment", async () => {
    const e = await executed();
    const raise = (guaranteeAmount: string) =>
      call(t, "PUT", `/api/tours/${e.tourId}/deals/${e.dealId}`, {
        cookie: owner.cookie,
        json: {
          showId: e.showId,
          dealType: "versus",
          guaranteeAmount,
          artistSharePercent: "70",
          depositReceived: "1000",
        },
      });
    expect((await raise("9100")).status).toBe(200);
    const detail = await call(t, "GET", e.path, { cookie: owner.cookie });
    expect(detail.data.contract).toMatchObject({ state: "executed", outOfDate: true });
    expect(detail.data.canCreate).toBe(true);
    const list = await call(t, "GET", `/api/tours/${e.tourId}/contracts`, { cookie: owner.cookie });
    expect(list.data.contracts).toEqual([
      expect.objectContaining({ id: e.id, state: "executed", outOfDate: true }),
    ]);
    // Undone, it matches again: the rule is read from the facts, not a mark left behind.
    expect((await raise("5000")).status).toBe(200);
    const back = await call(t, "GET", e.path, { cookie: owner.cookie });
    expect(back.data).toMatchObject({ canCreate: false, contract: { outOfDate: false } });
    expect((await raise("9100")).status).toBe(200);
    const amendment = await call(t, "POST", e.path, { cookie: owner.cookie });
    expect(amendment.status, amendment.text).toBe(201);
    expect(amendment.data.contract).toMatchObject({ version: 2, state: "draft" });
  });

  it("marks it out of date when the show's date moves", async () => {
    const s = await sent();
    const show = await call(t, "GET", `/api/tours/${s.tourId}/shows`, { cookie: owner.cookie });
    expect(show.status).toBe(200);
    const revoked = await call(t, "POST", `/api/contracts/${s.id}/revoke-link`, {
      cookie: owner.cookie,
    });
    expect(revoked.data.contract.linkActive).toBe(false);
    expect((await call(t, "GET", s.link)).status).toBe(410);
  });
});

describe("bad input and other people", () => {
  it("answers 400 naming the field for NUL bytes, a missing agreement and a huge drawing", async () => {
    const s = await sent();
    const nul = await call(t, "POST", `${s.link}/sign`, {
      json: {
        name: "Sam\u0000",
        signature: typed("Sam"),
        agree: true,
        documentSha256: s.contract.documentSha256,
      },
    });
    expect(nul.status).toBe(400);
    const noAgree = await call(t, "POST", `${s.link}/sign`, {
      json: {
        name: "Sam",
        signature: typed("Sam"),
        agree: false,
        documentSha256: s.contract.documentSha256,
      },
    });
    expect(noAgree.status).toBe(400);
    expect(noAgree.data.error.fields.agree).toMatch(/agree/);
    const points = Array.from({ length: 5001 }, (_, i) => [i % 1000, 10]);
    const huge = await call(t, "POST", `${s.link}/sign`, {
      json: {
        name: "Sam",
        signature: { kind: "drawn", strokes: [points] },
        agree: true,
        documentSha256: s.contract.documentSha256,
      },
    });
    expect(huge.status).toBe(400);
    const offPad = await call(t, "POST", `${s.link}/sign`, {
      json: {
        name: "Sam",
        signature: { kind: "drawn", strokes: [[[1e308, 5]]] },
        agree: true,
        documentSha256: s.contract.documentSha256,
      },
    });
    expect(offPad.status).toBe(400);
    const badTemplate = await call(t, "PUT", "/api/contract-template", {
      cookie: owner.cookie,
      json: { title: "Agreement", clauses: [{ heading: "Pay", body: "Pay {{fee}}" }] },
    });
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.text).toContain("{{fee}}");
    const badSend = await call(t, "POST", `/api/contracts/${s.id}/send`, {
      cookie: owner.cookie,
      json: { promoterName: "Sam", promoterEmail: "not-an-email", expiresInDays: 365 },
    });
    expect(badSend.status).toBe(400);
    expect(Object.keys(badSend.data.error.fields).sort()).toEqual([
      "expiresInDays",
      "promoterEmail",
    ]);
  });

  it("refuses a 20 MB file to verify, and a body that is not a PDF", async () => {
    const big = await raw("/api/contracts/verify", { body: new Uint8Array(20 * 1024 * 1024) });
    expect(big.status).toBe(413);
    const notPdf = await raw("/api/contracts/verify", { body: new TextEncoder().encode("hello") });
    expect(notPdf.status).toBe(415);
  });

  it("answers 404 to another workspace and to crew and artists; the tour list is hidden for them", async () => {
    const d = await draft();
    for (const path of [d.path, `/api/contracts/${d.id}/pdf`]) {
      expect((await call(t, "GET", path, { cookie: other.cookie })).status).toBe(404);
    }
    expect(
      (await call(t, "POST", `/api/contracts/${d.id}/void`, { cookie: other.cookie })).status,
    ).toBe(404);
    for (const role of ["crew", "artist"] as const) {
      const member = await memberOf(t, owner, role);
      const res = await call(t, "GET", d.path, { cookie: member.cookie });
      expect(res.status, role).toBe(404);
      expect(
        (await call(t, "POST", `/api/contracts/${d.id}/void`, { cookie: member.cookie })).status,
      ).toBe(404);
      expect(
        (await call(t, "GET", "/api/contract-template", { cookie: member.cookie })).status,
      ).toBe(404);
      const list = await call(t, "GET", `/api/tours/${d.tourId}/contracts`, {
        cookie: member.cookie,
      });
      expect(list.status).toBe(200);
      expect(list.data).toEqual({ contracts: { hidden: true } });
    }
    const still = await call(t, "GET", d.path, { cookie: owner.cookie });
    expect(still.data.contract.state).toBe("draft");
  });
});

describe("reminders", () => {
  it("reminds the managers of a contract the promoter has not signed after three days, never crew", async () => {
    const s = await sent();
    const crew = await memberOf(t, owner, "crew");
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 3_600_000);
    await t.database.db
      .update(contracts)
      .set({ sentAt: fourDaysAgo })
      .where(eq(contracts.id, s.id));
    await scheduleNotifications(t.database.db, new Date(), false, [owner.workspaceId]);
    const bell = await call(t, "GET", "/api/notifications", { cookie: owner.cookie });
    const reminder = bell.data.items.find(
      (i: { kind: string; title: string }) =>
        i.kind === "contract-unsigned" && i.title.includes("Station 9"),
    );
    expect(reminder?.title).toBe(
      "The promoter has not signed the contract for the show at Station 9 on May 2 yet",
    );
    const crewBell = await call(t, "GET", "/api/notifications", { cookie: crew.cookie });
    expect(
      crewBell.data.items.filter((i: { kind: string }) => i.kind === "contract-unsigned"),
    ).toEqual([]);
  });
});

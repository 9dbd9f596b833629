import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_INVITATION_LIMITS } from "@/domain/team/invitation-limits";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { createMailer } from "@/server/mail/mailer";
import { type Account, call, signUp } from "../support/client";
import { mailbox, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 55 item 3, the server's side: a PDF in the language its reader chose, a mail in its
 * recipient's, a refusal in the request's (the person's choice, else Accept-Language); and
 * English, for everyone else, word for word as it was.
 */
let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  const logger = pino({ level: "silent" });
  t = await startTestApp({
    mailer: createMailer({ smtpUrl: smtp.url, logger }),
    logger,
    invitationLimits: DEFAULT_INVITATION_LIMITS,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ORIGIN = "http://localhost:3000";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-languages-"));

async function speaks(account: Account, locale: "en" | "es" | "de") {
  const res = await call(t, "PUT", "/api/profile/locale", {
    cookie: account.cookie,
    json: { locale },
  });
  expect(res.status, res.text).toBe(200);
}

function pdftotext(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}

async function daySheetOf(account: Account) {
  const db = t.database.db;
  const date = "2099-06-01";
  const tour = await insertTour(db, account.workspaceId, { startDate: date, endDate: date });
  const venue = await insertVenue(db, account.workspaceId, { name: "Huxleys Neue Welt" });
  const show = await insertShow(db, account.workspaceId, tour.id, venue.id, {
    performanceDate: date,
  });
  const res = await t.app.request(`${ORIGIN}/api/tours/${tour.id}/day-sheets/${show.id}/pdf`, {
    headers: { cookie: account.cookie },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("a day sheet PDF", () => {
  it("reads in German for a person who chose German", async () => {
    const person = await signUp(t);
    await speaks(person, "de");
    const text = pdftotext(await daySheetOf(person), "de");
    for (const words of [
      "Zeitplan",
      "Kontakte",
      "Keine Kontakte hinterlegt.",
      "Reise",
      "Gästeliste",
    ])
      expect(text, words).toContain(words);
    expect(text).toContain("Huxleys Neue Welt");
    expect(text).not.toContain("Contacts");
  });

  it("stays in English for a person who chose nothing", async () => {
    const person = await signUp(t);
    const text = pdftotext(await daySheetOf(person), "en");
    for (const words of ["Schedule", "Contacts", "No contacts on file.", "Travel", "Guest list"])
      expect(text, words).toContain(words);
  });
});

describe("a tour report PDF", () => {
  it("reads in Spanish for a person who chose Spanish, with Spanish dates", async () => {
    const person = await signUp(t);
    await speaks(person, "es");
    const date = "2099-06-01";
    const db = t.database.db;
    const tour = await insertTour(db, person.workspaceId, { startDate: date, endDate: date });
    const venue = await insertVenue(db, person.workspaceId, { name: "Sala Apolo" });
    await insertShow(db, person.workspaceId, tour.id, venue.id, { performanceDate: date });
    const res = await t.app.request(`${ORIGIN}/api/exports/tours.pdf?venues=1&financial=1`, {
      headers: { cookie: person.cookie },
    });
    expect(res.status).toBe(200);
    const text = pdftotext(Buffer.from(await res.arrayBuffer()), "tours-es");
    for (const words of [
      "Informe de giras",
      "Fecha",
      "Sala Apolo",
      "Todas las giras",
      "1 jun 2099",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain("Tour Report");
  });
});

describe("an invitation mail", () => {
  it("is in Spanish for a recipient whose account reads Spanish, from an English sender", async () => {
    const email = mailbox("es");
    const recipient = await signUp(t, { email });
    await speaks(recipient, "es");
    const owner = await signUp(t);
    const res = await call(t, "POST", "/api/team/invitations", {
      cookie: owner.cookie,
      json: { email, role: "crew" },
    });
    expect(res.status, res.text).toBe(201);
    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe("Te han invitado a unirte a un espacio de trabajo en Tribe");
    expect(mail.text).toContain(
      "Te han invitado a unirte a un espacio de trabajo en Tribe como Equipo.",
    );
    expect(mail.text).toContain("Nunca ve dinero.");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Unirme al espacio de trabajo");
  });

  it("is in the sender's language for an address with no account", async () => {
    const owner = await signUp(t);
    await speaks(owner, "de");
    const email = mailbox("new");
    const res = await call(t, "POST", "/api/team/invitations", {
      cookie: owner.cookie,
      json: { email, role: "manager" },
    });
    expect(res.status, res.text).toBe(201);
    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe("Du wurdest eingeladen, einem Arbeitsbereich auf Tribe beizutreten");
  });

  it("is in English, word for word, when nobody chose another language", async () => {
    const owner = await signUp(t);
    const email = mailbox("en");
    await call(t, "POST", "/api/team/invitations", {
      cookie: owner.cookie,
      json: { email, role: "crew" },
    });
    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe("You're invited to join a workspace on Tribe");
    expect(mail.text).toContain("You are invited to join a workspace on Tribe as Crew.");
  });
});

describe("a refusal", () => {
  const badTour = (account: Account, language?: string) =>
    t.app.request(`${ORIGIN}/api/tours`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        cookie: account.cookie,
        "content-type": "application/json",
        ...(language ? { "accept-language": language } : {}),
      },
      body: JSON.stringify({ title: " ", startDate: "soon" }),
    });

  it("is a 400 in German with Accept-Language: de, the same code and fields", async () => {
    const person = await signUp(t);
    const res = await badTour(person, "de-DE,de;q=0.9,en;q=0.8");
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({
      title: "Titel ist erforderlich",
      startDate: "Startdatum muss ein gültiges Datum sein",
    });
    expect(error.message).toMatch(/^Ungültige Eingabe — /);
    expect(error.message).toContain("title: Titel ist erforderlich");
  });

  it("is in English, word for word, without one", async () => {
    const person = await signUp(t);
    const res = await badTour(person);
    const { error } = (await res.json()) as {
      error: { message: string; fields: Record<string, string> };
    };
    expect(error.fields).toEqual({
      title: "Title is required",
      startDate: "Start date must be a valid date",
    });
    expect(error.message).toMatch(/^Invalid input — /);
  });

  it("follows the person's choice over the browser's", async () => {
    const person = await signUp(t);
    await speaks(person, "es");
    const res = await t.app.request(`${ORIGIN}/api/tours/00000000-0000-4000-8000-000000000000`, {
      headers: { cookie: person.cookie, "accept-language": "de" },
    });
    expect(res.status).toBe(404);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: "not_found", message: "No se ha encontrado la gira" });
  });
});

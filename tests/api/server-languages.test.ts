import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_INVITATION_LIMITS } from "@/domain/team/invitation-limits";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { createMailer } from "@/server/mail/mailer";
import { createNotifier } from "@/server/notifications/notifier";
import { type Account, call, signUp } from "../support/client";
import { mailbox, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { startTestApp, TEST_SECRET, type TestApp } from "../support/test-app";

/**
 * Issue 55 item 3, the server's side: a PDF in the language its reader chose, a mail in its
 * recipient's, a refusal in the request's (the person's choice, else Accept-Language); and
 * English, for everyone else, word for word as it was.
 */
let smtp: SmtpCapture;
let t: TestApp;
const logger = pino({ level: "silent" });
let mailer: ReturnType<typeof createMailer>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  mailer = createMailer({ smtpUrl: smtp.url, logger });
  t = await startTestApp({
    mailer,
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

  const withNul = (headers: Record<string, string>) =>
    t.app.request(`${ORIGIN}/api/tours`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
      body: JSON.stringify({ title: "Tour\u0000", startDate: "2099-01-01" }),
    });

  it("made before the session is read (a NUL in the body) is in Accept-Language's language", async () => {
    const res = await withNul({ "accept-language": "de" });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; fields: object } };
    expect(error.fields).toEqual({ title: "Darf kein NUL-Zeichen enthalten" });
    expect(error.message).toBe("Ungültige Eingabe — title: Darf kein NUL-Zeichen enthalten");
    const english = await withNul({});
    expect(((await english.json()) as { error: { fields: object } }).error.fields).toEqual({
      title: "Must not contain a NUL character",
    });
  });

  it("made before the session is read follows the person's choice once this process holds their session", async () => {
    const person = await signUp(t);
    await speaks(person, "es");
    // Any request of theirs: the session is checked, and kept in memory with their choice.
    expect((await call(t, "GET", "/api/tours", { cookie: person.cookie })).status).toBe(200);
    const res = await withNul({ cookie: person.cookie, "accept-language": "de" });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: object } };
    expect(error.fields).toEqual({ title: "No debe contener un carácter NUL" });
  });
});

/** A confirmed show at Station 9 on 2099-05-02 with a guarantee deal, and its contract made. */
async function draftContract(owner: Account) {
  const db = t.database.db;
  const date = "2099-05-02";
  const tour = await insertTour(db, owner.workspaceId, { startDate: date, endDate: date });
  const venue = await insertVenue(db, owner.workspaceId, { name: "Station 9", city: "Austin" });
  const show = await insertShow(db, owner.workspaceId, tour.id, venue.id, {
    performanceDate: date,
    status: "confirmed",
  });
  const deal = await call(t, "POST", `/api/tours/${tour.id}/deals`, {
    cookie: owner.cookie,
    json: { showId: show.id, dealType: "guarantee", guaranteeAmount: "5000" },
  });
  expect(deal.status, deal.text).toBe(201);
  const made = await call(t, "POST", `/api/tours/${tour.id}/shows/${show.id}/contract`, {
    cookie: owner.cookie,
  });
  expect(made.status, made.text).toBe(201);
  return made.data.contract.id as string;
}

async function sendContract(owner: Account, email: string) {
  const id = await draftContract(owner);
  const res = await call(t, "POST", `/api/contracts/${id}/send`, {
    cookie: owner.cookie,
    json: { promoterName: "Sam Promoter", promoterEmail: email, expiresInDays: 14 },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.data.mail).toBe("sent");
  return smtp.waitForMessage(email);
}

describe("a contract to sign", () => {
  it("is in German, its dates German, for a new address when the manager reads German", async () => {
    const owner = await signUp(t, { artistName: "The Band" });
    await speaks(owner, "de");
    const mail = await sendContract(owner, mailbox("promoter-de"));
    expect(mail.subject).toBe("Vertrag zum Unterschreiben: The Band – Station 9, 2. Mai 2099");
    expect(mail.text).toContain("Hallo Sam Promoter,");
    expect(mail.text).toContain(
      "Der Vertrag für The Band – Station 9, 2. Mai 2099 ist bereit zum Lesen und Unterschreiben.",
    );
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("Vertrag lesen und unterschreiben");
  });

  it("is in Spanish for a promoter whose account reads Spanish", async () => {
    const email = mailbox("promoter-es");
    await speaks(await signUp(t, { email }), "es");
    const mail = await sendContract(await signUp(t, { artistName: "The Band" }), email);
    expect(mail.subject).toBe("Contrato para firmar: The Band en Station 9 el 2 may 2099");
    expect(mail.text).toContain("Hola, Sam Promoter:");
    expect(mail.html).toContain("Leer y firmar el contrato");
  });

  it("is in English, word for word, when nobody chose another language", async () => {
    const mail = await sendContract(await signUp(t, { artistName: "The Band" }), mailbox("en"));
    expect(mail.subject).toBe("Contract to sign: The Band at Station 9 on May 2, 2099");
    expect(mail.text).toMatch(
      /^Hello Sam Promoter,\r?\n\r?\nThe contract for The Band at Station 9 on May 2, 2099 is ready for you to read and sign\. No account is needed:\r?\n/,
    );
    expect(mail.html).toContain(">Read and sign the contract</a>");
    expect(mail.html).not.toContain("<html");
  });
});

const TICKET_DAY = "2027-03-20";

/** A show at Shibuya WWW in Tokyo on TICKET_DAY, and a ticket count link mailed to `email`. */
async function ticketLink(owner: Account, email: string) {
  const db = t.database.db;
  const tour = await insertTour(db, owner.workspaceId, {
    startDate: TICKET_DAY,
    endDate: TICKET_DAY,
  });
  const venue = await insertVenue(db, owner.workspaceId, {
    name: "Shibuya WWW",
    city: "Tokyo",
    latitude: 35.66,
    longitude: 139.7,
  });
  const show = await insertShow(db, owner.workspaceId, tour.id, venue.id, {
    performanceDate: TICKET_DAY,
  });
  const made = await call(t, "POST", `/api/tours/${tour.id}/tickets/${show.id}/links`, {
    cookie: owner.cookie,
    json: { recipient: "Aki", email, reminderWeekdays: [1], days: 180 },
  });
  expect(made.status, made.text).toBe(201);
  expect(made.data.mail).toBe("sent");
  return smtp.waitForMessage(email);
}

describe("a ticket count link", () => {
  it("is mailed in German, its dates German, when the manager reads German", async () => {
    const owner = await signUp(t);
    await speaks(owner, "de");
    const mail = await ticketLink(owner, mailbox("aki-de"));
    expect(mail.subject).toBe("Ticketzählung für Shibuya WWW, 20. März 2027");
    expect(mail.text).toContain("Hallo Aki,");
    expect(mail.text).toContain("Über diesen Link kannst du die Ticketzählung der Show");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("Ticketzählung senden");
  });

  it("is in English, word for word, when nobody chose another language", async () => {
    const mail = await ticketLink(await signUp(t), mailbox("aki-en"));
    expect(mail.subject).toBe("Ticket count for Shibuya WWW, Mar 20, 2027");
    expect(mail.text).toMatch(/^Hello Aki,\r?\n\r?\nThe tour asking:\r?\n/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it("reminds a promoter whose account reads Spanish in Spanish, from the timer", async () => {
    const email = mailbox("aki-es");
    await speaks(await signUp(t, { email }), "es");
    const first = await ticketLink(await signUp(t), email);
    expect(first.subject).toBe("Recuento de entradas para Shibuya WWW, 20 mar 2027");
    // Monday 2027-03-08, 08:00 in Tokyo: the reminder's hour.
    const notifier = createNotifier({
      db: t.database.db,
      mailer,
      logger,
      baseUrl: "https://tribe.example.com",
      secret: TEST_SECRET,
      pollMs: 60_000,
      now: () => new Date("2027-03-07T23:00:00Z"),
    });
    await notifier.run();
    await notifier.stop();
    const reminder = await smtp.waitForMessage(email);
    expect(reminder.subject).toBe("Recuento de entradas para Shibuya WWW, 20 mar 2027");
    expect(reminder.text).toContain("El recuento de entradas de hoy, por favor");
    expect(reminder.text).toContain("El enlace funciona hasta el ");
    expect(reminder.html).toContain('<html lang="es">');
  });
});

describe("a deal refused by its schema", () => {
  // The schema's own words (issue 55): written while the request's language holds.
  const withoutTerms = { showId: "00000000-0000-4000-8000-000000000000", dealType: "versus" };
  const badCapacity = { ...withoutTerms, dealType: "guarantee", capacity: "many" };
  async function badDeal(account: Account, deal: object, language?: string) {
    const date = "2099-07-01";
    const tour = await insertTour(t.database.db, account.workspaceId, {
      startDate: date,
      endDate: date,
    });
    const res = await call(t, "POST", `/api/tours/${tour.id}/deals`, {
      cookie: account.cookie,
      json: deal,
      headers: language ? { "accept-language": language } : {},
    });
    expect(res.status, res.text).toBe(400);
    return res.data.error as { code: string; message: string; fields: Record<string, string> };
  }

  it("names the field in German for a German reader", async () => {
    const person = await signUp(t);
    const error = await badDeal(person, withoutTerms, "de-DE,de;q=0.9");
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({
      guaranteeAmount: "Garantie ist erforderlich",
      artistSharePercent: "Künstleranteil ist erforderlich",
    });
    expect(error.message).toBe(
      "Ungültige Eingabe — guaranteeAmount: Garantie ist erforderlich; " +
        "artistSharePercent: Künstleranteil ist erforderlich",
    );
    expect((await badDeal(person, badCapacity, "de")).fields).toEqual({
      capacity: "Kapazität muss eine ganze Zahl ab 0 sein",
    });
  });

  it("follows a Spanish person's choice", async () => {
    const person = await signUp(t);
    await speaks(person, "es");
    const error = await badDeal(person, withoutTerms, "de");
    expect(error.fields.guaranteeAmount).toBe("Garantía: campo obligatorio");
  });

  it("is word for word as before in English", async () => {
    const person = await signUp(t);
    const error = await badDeal(person, withoutTerms);
    expect(error.message).toBe(
      "Invalid input — guaranteeAmount: Guarantee is required; " +
        "artistSharePercent: Artist share is required",
    );
    expect((await badDeal(person, badCapacity)).fields).toEqual({
      capacity: "Capacity must be a whole number of 0 or more",
    });
  });
});

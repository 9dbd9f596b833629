import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { documentsBegun } from "@/server/reports/pdf-fonts";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";

/**
 * Issue 55, through the real route: a day sheet whose venue, contacts and notes are written
 * in every script a tour meets prints each, and pdftotext reads each name back. Issue 49: its
 * layout runs in the worker pool, not on the server's thread.
 */
const s = setupApiSuite();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "day-sheet-scripts-"));

async function dayShow(owner: Account, venue: string, venueContact: string, showContact: string) {
  const db = s.t.database.db;
  const date = "2099-06-01";
  const tour = await insertTour(db, owner.workspaceId, { startDate: date, endDate: date });
  const v = await insertVenue(db, owner.workspaceId, { name: venue, contactName: venueContact });
  const show = await insertShow(db, owner.workspaceId, tour.id, v.id, {
    performanceDate: date,
    contactName: showContact,
  });
  return `/api/tours/${tour.id}/day-sheets/${show.id}`;
}

async function download(base: string) {
  const res = await s.t.app.request(`http://localhost:3000${base}/pdf`, {
    headers: { cookie: s.a.cookie },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

/** pdftotext's reading, without the direction marks it puts around a right-to-left line. */
function readBack(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(
    /[\u202A-\u202E\u200E\u200F]/g,
    "",
  );
}

const NOTES = [
  "Greek: Θέατρο Παλλάς",
  "Chinese: 北京工人体育场",
  "Korean: 서울 올림픽 체조경기장",
  "Hebrew: דוד כהן",
  "Devanagari: मुंबई",
  "Thai: สมชาย ใจดี",
  "Emoji: 🎸🥁🎤",
];

describe("a day sheet in every script (issue 55)", () => {
  it("prints the venue, the contacts and the notes, each read back by pdftotext", async () => {
    const base = await dayShow(s.a, "東京ドーム", "محمد العلي", "Иван Петров");
    const put = await call(s.t, "PUT", base, {
      cookie: s.a.cookie,
      json: { notes: NOTES.join("\n") },
    });
    expect(put.status, put.text).toBe(200);
    const text = readBack(await download(base), "every-script");
    for (const name of [
      "東京ドーム",
      "محمد العلي",
      "Иван Петров",
      ...NOTES.map((n) => n.split(": ")[1]!),
    ])
      expect(text, name).toContain(name);
  });

  it("with a Japanese venue stays under 300 KB, and is laid out in the worker pool", async () => {
    const base = await dayShow(s.a, "東京ドーム", "東京ドームシティ 事業部", "山田 太郎");
    const before = documentsBegun();
    const pdf = await download(base);
    // The server's thread began no document: the worker did (issue 49).
    expect(documentsBegun()).toBe(before);
    expect(readBack(pdf, "japanese")).toContain("東京ドームシティ 事業部");
    expect(pdf.length).toBeLessThan(300 * 1024);
  });

  it("shows its Japanese on the page: a picture of it, read back by OCR", async () => {
    const base = await dayShow(s.a, "東京ドーム", "山田 太郎", "佐藤 花子");
    const file = path.join(dir, "japanese-picture.pdf");
    fs.writeFileSync(file, await download(base));
    // The first page as a person sees it (pdftoppm draws the glyphs the PDF carries: a font
    // without them draws empty boxes, and pdftotext would still read the names).
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "200",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      file,
      path.join(dir, "japanese-picture"),
    ]);
    const seen = execFileSync(
      "tesseract",
      [path.join(dir, "japanese-picture.png"), "-", "-l", "jpn+eng"],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    ).replace(/\s+/g, "");
    expect(seen).toContain("東京ドーム");
    expect(seen).toContain("佐藤花子");
  });
});

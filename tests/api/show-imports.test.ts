import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tourVenues } from "@/server/db/schema";
import { insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import type { Account } from "../support/client";
import { call } from "../support/client";

const s = setupApiSuite();
const encoder = new TextEncoder();

/** Sends a sheet the way the dialog does: its bytes as the body, the options in the query. */
function send(path: string, sheet: string | Uint8Array, query = "", account: Account = s.a) {
  const raw = typeof sheet === "string" ? encoder.encode(sheet) : sheet;
  return call(s.t, "POST", `/api/imports/shows${path}${query ? `?${query}` : ""}`, {
    cookie: account.cookie,
    raw,
  });
}
const preview = (sheet: string | Uint8Array, query = "", account?: Account) =>
  send("/preview", sheet, query, account);
const importSheet = (sheet: string | Uint8Array, query = "", account?: Account) =>
  send("", sheet, query, account);

interface Row {
  row: number;
  status: string;
  reason?: string;
  warnings?: string[];
}

async function everything(account: Account = s.a) {
  const tours = (await call(s.t, "GET", "/api/tours", { cookie: account.cookie })).data as {
    id: string;
    title: string;
  }[];
  const venues = (await call(s.t, "GET", "/api/venues", { cookie: account.cookie })).data;
  const shows = [];
  for (const tour of tours) {
    const res = await call(s.t, "GET", `/api/tours/${tour.id}/shows`, { cookie: account.cookie });
    shows.push(...res.data.map((show: object) => ({ tour: tour.title, ...show })));
  }
  return { tours, venues, shows };
}

const BOOKING_SHEET = [
  "\uFEFFShow Date,Venue,City,State/ST,Cap.,Fee/Guarantee,Status,Tour,Contact/Promoter,Email",
  '03/14/2027,The Basement,Nashville,TN,"1,100","$1,200.00",CONFIRMED,Spring Run,Ann Lee,ann@example.com',
  "",
  '03/15/2027,"Cat\'s Cradle, Back Room",Carrboro,NC,750,950,hold,Spring Run,,',
  "03/16/2027,Mohawk,Austin,TX,,,Pending,Spring Run,,",
  "02/31/2027,Nowhere,Austin,TX,,,,Spring Run,,",
].join("\r\n");

describe("show import", () => {
  it("previews every row as new or an error, with the row's number and reason, writing nothing", async () => {
    const before = await everything();
    const res = await preview(BOOKING_SHEET);
    expect(res.status).toBe(200);
    expect(res.data.reading).toMatchObject({
      delimiter: ",",
      dateOrder: "mdy",
      numberFormat: "point",
    });
    expect(res.data.rows.map((r: Row) => [r.row, r.status, r.reason])).toEqual([
      [2, "new", undefined],
      [4, "new", undefined],
      [5, "new", undefined],
      [6, "error", "row 6: 02/31/2027 is not a date"],
    ]);
    expect(res.data.summary).toMatchObject({ newShows: 3, errors: 1, newTours: 1, newVenues: 3 });
    expect(await everything()).toEqual(before);
  });

  it("imports the good rows: tour, venues and shows with their status; again changes nothing", async () => {
    const res = await importSheet(BOOKING_SHEET);
    expect(res.status).toBe(200);
    expect(res.data.summary).toMatchObject({
      newShows: 3,
      existingShows: 0,
      errors: 1,
      newTours: 1,
    });
    const after = await everything();
    const spring = after.shows.filter((x) => x.tour === "Spring Run");
    expect(
      spring.map((x) => [x.orderInTour, x.performanceDate, x.venue.name, x.status, x.venueFee]),
    ).toEqual([
      [1, "2027-03-14", "The Basement", "confirmed", "1200.00"],
      [2, "2027-03-15", "Cat's Cradle, Back Room", "hold", "950.00"],
      [3, "2027-03-16", "Mohawk", "pending", "0.00"],
    ]);
    expect(spring[0]).toMatchObject({
      contactName: "Ann Lee",
      contactEmail: "ann@example.com",
      venue: { capacity: 1100, city: "Nashville", state: "TN" },
    });
    expect(spring[1]).toMatchObject({ holdRank: 1 });
    expect(spring[1].holdExpiry).not.toBeNull();

    const again = await importSheet(BOOKING_SHEET);
    expect(again.data.summary).toMatchObject({ newShows: 0, existingShows: 3, errors: 1 });
    expect(await everything()).toEqual(after);
  });

  it("matches tours by title and venues by name and city, ignoring case", async () => {
    const tour = await insertTour(s.t.database.db, s.a.userId, { title: "Autumn Leg" });
    const venue = await insertVenue(s.t.database.db, s.a.userId, {
      name: "The Parish",
      city: "Austin",
    });
    const sheet = "Tour;Date;Venue;City\nautumn LEG;2027-10-01;the parish;AUSTIN\n";
    const res = await importSheet(sheet);
    expect(res.data.summary).toMatchObject({ newShows: 1, newTours: 0, newVenues: 0 });
    const shows = await call(s.t, "GET", `/api/tours/${tour.id}/shows`, { cookie: s.a.cookie });
    expect(shows.data.map((x: { venue: { id: string } }) => x.venue.id)).toEqual([venue.id]);
  });

  it("never matches or touches another account's tours and venues", async () => {
    const theirs = await everything(s.b);
    const sheet = "Tour,Date,Venue,City\nSpring Run,2027-03-14,The Basement,Nashville\n";
    // B has no Spring Run: B's import creates B's own, A's stays as it was.
    const mine = await everything();
    const res = await importSheet(sheet, "", s.b);
    expect(res.data.summary).toMatchObject({ newShows: 1, newTours: 1, newVenues: 1 });
    expect(await everything()).toEqual(mine);
    expect((await everything(s.b)).tours.length).toBe(theirs.tours.length + 1);
  });

  it("asks for the date order when the dates cannot tell, and reads the chosen one", async () => {
    const sheet = "Date\tVenue\tTour\n03/04/2027\tLevitation Room\tAsk Tour\n";
    const p = await preview(sheet);
    expect(p.data.reading).toMatchObject({
      delimiter: "\t",
      dateOrderAmbiguous: true,
      dateOrderChosen: false,
    });
    const refused = await importSheet(sheet);
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields.dateOrder).toMatch(/month first .* or day first/);
    expect((await everything()).tours.some((t) => t.title === "Ask Tour")).toBe(false);
    const ok = await importSheet(sheet, "dateOrder=dmy");
    expect(ok.status).toBe(200);
    const shows = (await everything()).shows.filter((x) => x.tour === "Ask Tour");
    expect(shows.map((x) => x.performanceDate)).toEqual(["2027-04-03"]);
  });

  it("reads European amounts and the columns the person chose", async () => {
    const sheet = "Ort;Saal;Datum;Gage;Plätze\nBerlin;Lido;31.05.2027;1.200,50;1.100\n";
    const unmapped = await preview(sheet);
    expect(unmapped.status).toBe(400);
    expect(unmapped.data.error.message).toMatch(/No column of this sheet was recognised/);
    expect(unmapped.data.reading.header).toEqual(["Ort", "Saal", "Datum", "Gage", "Plätze"]);
    const query = "city=0&venue=1&date=2&fee=3&capacity=4&numberFormat=comma&defaultTour=Europa";
    const res = await importSheet(sheet, query);
    expect(res.status).toBe(200);
    const [show] = (await everything()).shows.filter((x) => x.tour === "Europa");
    expect(show).toMatchObject({
      performanceDate: "2027-05-31",
      venueFee: "1200.50",
      venue: { name: "Lido", city: "Berlin", capacity: 1100 },
    });
  });

  it("refuses a second confirmed show on a date, and ranks holds after the ones there", async () => {
    const sheet = [
      "Tour,Date,Venue,City,Status",
      "Clash,2027-07-01,First Hall,Reno,Confirmed",
      "Clash,2027-07-01,Second Hall,Reno,Confirmed",
      "Clash,2027-07-01,Third Hall,Reno,Hold",
      "Clash,2027-07-01,Fourth Hall,Reno,Hold",
      "Clash,2027-07-02,Fifth Hall,Reno,challenge",
    ].join("\n");
    const res = await importSheet(sheet);
    expect(res.data.rows.map((r: Row) => [r.row, r.status, r.reason])).toEqual([
      [2, "new", undefined],
      [3, "error", "row 3: another show is already confirmed on Jul 1, 2027: First Hall"],
      [4, "new", undefined],
      [5, "new", undefined],
      // Issue 36: a challenge comes in as one (another act challenged our hold).
      [6, "new", undefined],
    ]);
    const shows = (await everything()).shows.filter((x) => x.tour === "Clash");
    expect(shows.map((x) => [x.venue.name, x.status, x.holdRank])).toEqual([
      ["First Hall", "confirmed", null],
      ["Third Hall", "hold", 1],
      ["Fourth Hall", "hold", 2],
      ["Fifth Hall", "challenge", 1],
    ]);
  });

  it("keeps formula-like cells as text, says so, and the export neutralises them", async () => {
    const sheet = "Tour,Date,Venue,City\n\"=cmd|' /C calc'!A0\",2027-08-01,@Basement,Omaha\n";
    const res = await importSheet(sheet);
    expect(res.status).toBe(200);
    expect(res.data.rows[0].warnings).toEqual([
      expect.stringMatching(
        /^row 2: Tour =cmd\|' \/C calc'!A0 looks like a formula; it is kept as text/,
      ),
      expect.stringMatching(/^row 2: Venue @Basement looks like a formula/),
    ]);
    const csv = await call(s.t, "GET", "/api/exports/shows.csv", { cookie: s.a.cookie });
    expect(csv.text).toContain(`"'=cmd|' /C calc'!A0","2027-08-01","'@Basement","Omaha"`);
    // Our own export reads back: the neutralising quote comes off, nothing is new.
    const back = await preview(csv.text);
    expect(back.data.summary).toMatchObject({ newShows: 0, errors: 0 });
  });

  it("imports the shows CSV export back to the same data: every row already there", async () => {
    const csv = await call(s.t, "GET", "/api/exports/shows.csv", { cookie: s.a.cookie });
    expect(csv.status).toBe(200);
    const before = await everything();
    const res = await importSheet(csv.text);
    expect(res.status).toBe(200);
    expect(res.data.summary).toMatchObject({
      newShows: 0,
      errors: 0,
      existingShows: before.shows.length,
    });
    expect(await everything()).toEqual(before);
  });
});

describe("show import refuses, with a message and nothing written", () => {
  const refused = async (sheet: string | Uint8Array, status: number, message: RegExp) => {
    const before = await everything();
    for (const res of [await preview(sheet), await importSheet(sheet)]) {
      expect(res.status).toBe(status);
      expect(res.data.error.message).toMatch(message);
    }
    expect(await everything()).toEqual(before);
  };

  it("an empty file, blank lines, and a header without rows", async () => {
    await refused("", 400, /This file is empty/);
    await refused("\r\n\r\n ,, \r\n", 400, /This file is empty/);
    await refused("Date,Venue\r\n", 400, /header row but no rows/);
  });

  it("a binary file (a spreadsheet's .xlsx, a picture)", async () => {
    const zip = new Uint8Array([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0, 0x21, 0,
    ]);
    await refused(zip, 400, /not a spreadsheet's text/);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await refused(png, 400, /not a spreadsheet's text/);
  });

  it("more than 10,000 rows", async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `2027-01-01,Hall ${i},Town`);
    await refused(
      ["Date,Venue,City", ...rows].join("\n"),
      400,
      /10,001 rows; an import takes at most 10,000/,
    );
  });

  it("more than 5 MB", async () => {
    const big = `Date,Venue,Notes\n2027-01-01,Hall,${"x".repeat(5 * 1024 * 1024)}\n`;
    await refused(big, 413, /larger than 5 MB/);
  });

  it("a column the sheet does not have, and bad options", async () => {
    const sheet = "Date,Venue\n2027-01-01,Hall\n";
    const res = await preview(sheet, "date=0&venue=7");
    expect(res.status).toBe(400);
    expect(res.data.error.fields.venue).toBe("The sheet has no column 8");
    const bad = await preview(sheet, "dateOrder=yyyy");
    expect(bad.status).toBe(400);
    expect(bad.data.error.fields.dateOrder).toMatch(/ymd, mdy or dmy/);
  });

  it("a sheet whose every row is wrong imports nothing and says why", async () => {
    const res = await importSheet("Date,Venue,Tour\nsoon,Hall,Nope Tour\n2027-01-01,,Nope Tour\n");
    expect(res.status).toBe(200);
    expect(res.data.rows.map((r: Row) => r.reason)).toEqual([
      "row 2: soon is not a date",
      "row 3: the venue is missing",
    ]);
    expect((await everything()).tours.some((t) => t.title === "Nope Tour")).toBe(false);
  });

  it("reads an agent's sheet: promoter emails, offers and ranked holds, a versus fee, the tour picked, an estimate", async () => {
    const existing = await insertTour(s.t.database.db, s.a.userId, { title: "Agent Run" });
    const sheet = [
      "Date,Venue,City,Cap,Fee,Status,Promoter,Promoter Email",
      "2028-04-02,The Parish,Austin,450,$1200 vs 70%,1st hold,Ana Ruiz,ana@parish.example",
      "2028-04-03,Cactus Cafe,Austin,200,$400,Challenge,,",
      '2028-04-04,Stubb\'s,Austin,2000,"$2,500",Offer,,',
    ].join("\n");
    const shown = await preview(sheet, "defaultTour=Agent Run");
    expect(shown.data.summary).toMatchObject({ newShows: 3, errors: 0, newTours: 0 });
    expect(
      shown.data.rows.map((r: { fee: string; capacity: number }) => [r.fee, r.capacity]),
    ).toEqual([
      ["1200.00", 450],
      ["400.00", 200],
      ["2500.00", 2000],
    ]);
    const res = await importSheet(sheet, "defaultTour=Agent Run");
    expect(res.status).toBe(200);
    const shows = (await everything()).shows.filter((x) => x.tour === "Agent Run");
    expect(
      shows.map((x) => [
        x.venue.name,
        x.status,
        x.holdRank,
        x.venueFee,
        x.contactName,
        x.contactEmail,
      ]),
    ).toEqual([
      ["The Parish", "hold", 1, "1200.00", "Ana Ruiz", "ana@parish.example"],
      ["Cactus Cafe", "challenge", 1, "400.00", null, null],
      ["Stubb's", "pending", null, "2500.00", null, null],
    ]);
    const stored = await s.t.database.db
      .select({
        notes: tourVenues.notes,
        side: tourVenues.challengedBy,
        deadline: tourVenues.challengeDeadline,
      })
      .from(tourVenues)
      .where(eq(tourVenues.tourId, existing.id))
      .orderBy(tourVenues.performanceDate);
    expect(stored[0]!.notes).toBe("Deal: $1200 vs 70%");
    // The challenge: another act's, so we owe the answer, by the default deadline.
    expect(stored[1]!.side).toBe("them");
    expect(stored[1]!.deadline).toBeInstanceOf(Date);

    // A tour the sheet makes is estimated at the offers it brought, not $0.
    const again = await importSheet(
      "Tour,Date,Venue,City,Fee\nNew Leg,2028-05-01,Lido,Berlin,1000\nNew Leg,2028-05-02,Astra,Berlin,$250.50\n",
    );
    expect(again.data.summary).toMatchObject({ newShows: 2, newTours: 1 });
    const tours = (await call(s.t, "GET", "/api/tours", { cookie: s.a.cookie })).data as {
      title: string;
      totalEstimatedCost: string;
    }[];
    expect(tours.find((t) => t.title === "New Leg")?.totalEstimatedCost).toBe("1250.50");
  });
});

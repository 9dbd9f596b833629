import { describe, expect, it } from "vitest";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { memberOf } from "../support/members";

/**
 * Issue 41 §6: every currency input, sent what a careless or hostile client sends. Each answer
 * is a 4xx naming the field, or the value read as the person meant it ("usd" is USD); never a
 * 500, never a 200 that stores something else than what was typed.
 */
const s = setupApiSuite();
const encoder = new TextEncoder();

/** A JSON body with `value` spliced in as raw JSON text (1e400 has no JSON.stringify form). */
const RAW = "__raw__";
const raw = (text: string) => ({ [RAW]: text });
const bodyOf = (json: Record<string, unknown>) =>
  JSON.stringify(json, (_k, v) => (v && typeof v === "object" && RAW in v ? RAW + v[RAW] : v))
    // The marker string becomes the raw text, unquoted.
    .replace(/"__raw__((?:[^"\\]|\\.)*)"/g, (_m, text: string) => text);

const send = (a: Account, method: string, path: string, json: Record<string, unknown>) =>
  call(s.t, method, path, { cookie: a.cookie, body: bodyOf(json) });

async function showOf(a: Account) {
  const db = s.t.database.db;
  const tour = await insertTour(db, a.userId, { startDate: "2026-11-01", endDate: "2026-11-20" });
  const venue = await insertVenue(db, a.userId, { name: "The Garage" });
  const show = await insertShow(db, a.userId, tour.id, venue.id, {
    orderInTour: 1,
    performanceDate: "2026-11-03",
    status: "confirmed",
  });
  return { tourId: tour.id, showId: show.id };
}

/** Codes that are no currency Tribe takes, in every shape JSON has. */
const BAD_CODES: [string, unknown][] = [
  ["a NUL byte", "US\u0000D"],
  ["gold", "XAU"],
  ["the test code", "XTS"],
  ["an empty code", ""],
  ["two letters", "US"],
  ["10,000 letters", "A".repeat(10_000)],
  ["full-width letters", "ＵＳＤ"],
  ["a number", 840],
  ["an array", ["USD"]],
  ["an object", { code: "USD" }],
  ["true", true],
];

/** Numbers no one types as a rate or an amount (raw: the JSON text itself). */
const BAD_NUMBERS: [string, unknown][] = [
  ["1e400 as JSON", raw("1e400")],
  ["-1e400 as JSON", raw("-1e400")],
  ['"1e400"', "1e400"],
  ['"1e-11"', "1e-11"],
  ["1e-11 as JSON", raw("1e-11")],
  ['"NaN"', "NaN"],
  ['"Infinity"', "Infinity"],
  ['"1,000,000.0000000001"', "1,000,000.0000000001"],
  ['"0x10"', "0x10"],
  ['"1.2.3"', "1.2.3"],
  ["Arabic-Indic digits", "١٢"],
  ['"-1"', "-1"],
  ["a NUL byte", "1\u0000"],
  ["an array", [1.2]],
  ["an object", { value: 1.2 }],
  ["true", true],
];

const fieldsOf = (res: { status: number; data: { error?: { fields?: object } } }) =>
  res.data?.error?.fields ?? {};

describe("the home currency (PUT /api/currency/home)", () => {
  it.each(BAD_CODES)("refuses %s, naming the field", async (_label, homeCurrency) => {
    const res = await send(s.a, "PUT", "/api/currency/home", { homeCurrency });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["homeCurrency"]);
  });

  it("reads ' eur ' as EUR, and a 3-decimal currency is refused by name", async () => {
    const res = await send(s.b, "PUT", "/api/currency/home", { homeCurrency: " eur " });
    expect(res.data.homeCurrency).toBe("EUR");
    const kwd = await send(s.b, "PUT", "/api/currency/home", { homeCurrency: "KWD" });
    expect(kwd.data.error.fields.homeCurrency).toMatch(/^KWD amounts have 3 decimals/);
    await send(s.b, "PUT", "/api/currency/home", { homeCurrency: "USD" });
  });
});

describe("a typed rate (POST /api/currency/rates)", () => {
  const typed = (extra: Record<string, unknown>) => ({
    currency: "GBP",
    rate: "1.2650",
    on: "2026-11-03",
    ...extra,
  });

  it.each(BAD_CODES)("refuses the currency %s", async (_label, currency) => {
    const res = await send(s.a, "POST", "/api/currency/rates", typed({ currency }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["currency"]);
  });

  it.each([
    ...BAD_NUMBERS,
    ['"-0"', "-0"],
    ['"0"', "0"],
    ["0 as JSON", 0],
    ['"1.00000000001" (11 decimals)', "1.00000000001"],
    ['"1000000.0000000001"', "1000000.0000000001"],
    ["null", null],
  ] as [string, unknown][])("refuses the rate %s", async (_label, rate) => {
    const res = await send(s.a, "POST", "/api/currency/rates", typed({ rate }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["rate"]);
  });

  it.each([["2026-02-30"], ["0000-01-01"], ["2026-11-03T00:00:00Z"], ["03/11/2026"]])(
    "refuses the day %s",
    async (on) => {
      const res = await send(s.a, "POST", "/api/currency/rates", typed({ on }));
      expect(res.status).toBe(400);
      expect(Object.keys(fieldsOf(res))).toEqual(["on"]);
    },
  );

  it("reads ' gbp' as GBP and keeps the rate as typed", async () => {
    const res = await send(s.a, "POST", "/api/currency/rates", typed({ currency: " gbp" }));
    expect(res.status).toBe(201);
    const { data } = await call(s.t, "GET", "/api/currency", { cookie: s.a.cookie });
    expect(data.typed).toMatchObject([{ base: "GBP", quote: "USD", rate: "1.265" }]);
    await call(s.t, "DELETE", `/api/currency/rates/${data.typed[0].id}`, { cookie: s.a.cookie });
  });

  it("answers another workspace's rate as missing", async () => {
    await send(s.b, "POST", "/api/currency/rates", typed({}));
    const { data } = await call(s.t, "GET", "/api/currency", { cookie: s.b.cookie });
    const id = data.typed[0].id;
    const res = await call(s.t, "DELETE", `/api/currency/rates/${id}`, { cookie: s.a.cookie });
    expect(res.status).toBe(404);
    await call(s.t, "DELETE", `/api/currency/rates/${id}`, { cookie: s.b.cookie });
  });
});

describe("a rates file (POST /api/currency/uploaded)", () => {
  const upload = (a: Account, text: string | Uint8Array) =>
    call(s.t, "POST", "/api/currency/uploaded", {
      cookie: a.cookie,
      raw: typeof text === "string" ? encoder.encode(text) : text,
    });

  it("loads a file with a byte order mark and CRLF lines", async () => {
    const res = await upload(s.b, "\uFEFFDate,USD,GBP\r\n2026-11-03,1.0856,0.8563\r\n");
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ rates: 2, days: 1, currencies: ["USD", "GBP"] });
    await call(s.t, "DELETE", "/api/currency/uploaded", { cookie: s.b.cookie });
  });

  it.each([
    ["a NUL byte", "Date,USD\n2026-11-03,1.0\u0000856\n"],
    ["a day that does not exist", "Date,USD\n2026-02-30,1.0856\n"],
    ["a rate of 1e400", "Date,USD\n2026-11-03,1e400\n"],
    ["a rate of NaN", "Date,USD\n2026-11-03,NaN\n"],
    ["a rate of 0", "Date,USD\n2026-11-03,0\n"],
    ["a rate of -0", "Date,USD\n2026-11-03,-0\n"],
    ["a rate with 11 decimals", "Date,USD\n2026-11-03,1.08560000001\n"],
    ["a header of gold", "Date,XAU\n2026-11-03,1.0856\n"],
    ["no header", ""],
    ["a header only", "Date,USD\n"],
    ["bytes that are not UTF-8", new Uint8Array([0x44, 0xff, 0xfe, 0x0a])],
  ] as [string, string | Uint8Array][])(
    "refuses a file with %s, naming the file",
    async (_l, text) => {
      const res = await upload(s.a, text);
      expect(res.status).toBe(400);
      expect(Object.keys(fieldsOf(res))).toEqual(["file"]);
    },
  );

  it("refuses 100,000 rows with the limit, storing nothing", async () => {
    const day = new Date(Date.UTC(1999, 0, 4));
    const rows = ["Date,USD"];
    for (let i = 0; i < 100_000; i++) {
      rows.push(`${day.toISOString().slice(0, 10)},1.0856`);
      day.setUTCDate(day.getUTCDate() + 1);
    }
    const res = await upload(s.a, `${rows.join("\n")}\n`);
    expect(res.status).toBe(400);
    expect(res.data.error.fields.file).toBe("The file has more than 20,000 days");
    const { data } = await call(s.t, "GET", "/api/currency", { cookie: s.a.cookie });
    expect(data.uploaded.days).toBe(0);
  });

  it("says a real day before the euro is out of its years, not that it is no date", async () => {
    const res = await upload(s.a, "Date,USD\n2026-11-03,1.0856\n1998-12-31,1.0856\n");
    expect(res.data.error.fields.file).toBe(
      "Row 3: 1998-12-31 is not a day of euro rates (1999 to 2100)",
    );
  });

  it("refuses a 20 MB file before reading it, with the limit", async () => {
    const res = await upload(s.a, `Date,USD\n${"2026-11-03,1.0856\n".repeat(1_200_000)}`);
    expect(res.status).toBe(413);
    expect(res.data.error).toMatchObject({
      code: "payload_too_large",
      message: "Request body is larger than 5 MB",
    });
  });
});

describe("a financial row's currency, rate and amounts", () => {
  const row = (extra: Record<string, unknown>) => ({
    type: "expense",
    category: "Fuel",
    amountAnticipated: "100.00",
    date: "2026-11-03",
    ...extra,
  });

  it.each(BAD_CODES)("refuses the currency %s", async (_label, currency) => {
    const { tourId } = await showOf(s.a);
    const res = await send(s.a, "POST", `/api/tours/${tourId}/financials`, row({ currency }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["currency"]);
  });

  it.each([
    ...BAD_NUMBERS,
    ['"-0"', "-0"],
    ['"0"', "0"],
    ['"1.00000000001"', "1.00000000001"],
    ['"1000000.0000000001"', "1000000.0000000001"],
  ] as [string, unknown][])("refuses the rate %s", async (_label, rate) => {
    const { tourId } = await showOf(s.a);
    const res = await send(
      s.a,
      "POST",
      `/api/tours/${tourId}/financials`,
      row({ currency: "GBP", rate }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["rate"]);
  });

  it.each([
    ...BAD_NUMBERS,
    ['"1.00000000001" GBP', "1.00000000001"],
    ['"1000000.0000000001" GBP', "1000000.0000000001"],
    ['"1000000000000"', "1000000000000"],
  ] as [string, unknown][])("refuses the amount %s", async (_label, amountAnticipated) => {
    const { tourId } = await showOf(s.a);
    const res = await send(
      s.a,
      "POST",
      `/api/tours/${tourId}/financials`,
      row({ currency: "GBP", amountAnticipated }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["amountAnticipated"]);
  });

  it('reads "-0" and "0" as 0.00, " usd" as USD, and refuses the day 2026-02-30', async () => {
    const { tourId } = await showOf(s.a);
    const path = `/api/tours/${tourId}/financials`;
    const zero = await send(s.a, "POST", path, row({ amountAnticipated: "-0", currency: " usd" }));
    expect(zero.status).toBe(201);
    expect(zero.data).toMatchObject({ amountAnticipated: "0.00", currency: "USD" });
    const day = await send(s.a, "POST", path, row({ date: "2026-02-30" }));
    expect(day.status).toBe(400);
    expect(Object.keys(fieldsOf(day))).toEqual(["date"]);
  });

  it("checks an edit that leaves the currency out against the row's own", async () => {
    const { tourId } = await showOf(s.a);
    const path = `/api/tours/${tourId}/financials`;
    const gbp = await send(s.a, "POST", path, row({ currency: "GBP" }));
    // A rate on a GBP row is the row's, not one on a home-currency row.
    const rated = await send(s.a, "PUT", `${path}/${gbp.data.id}`, row({ rate: "1.2" }));
    expect(rated.status).toBe(200);
    expect(rated.data).toMatchObject({ currency: "GBP", rate: "1.2", rateTo: "USD" });
    const yen = await send(s.a, "POST", path, row({ currency: "JPY", amountAnticipated: "1500" }));
    const cents = await send(s.a, "PUT", `${path}/${yen.data.id}`, row({ amountActual: "0.5" }));
    expect(cents.status).toBe(400);
    expect(fieldsOf(cents)).toEqual({ amountActual: "JPY has no minor unit: type a whole amount" });
  });

  it("answers another workspace's tour and row as missing, and refuses a 20 MB row", async () => {
    const mine = await showOf(s.a);
    const theirs = await showOf(s.b);
    const theirRow = await send(s.b, "POST", `/api/tours/${theirs.tourId}/financials`, row({}));
    const post = await send(s.a, "POST", `/api/tours/${theirs.tourId}/financials`, row({}));
    expect(post.status).toBe(404);
    const put = await send(
      s.a,
      "PUT",
      `/api/tours/${theirs.tourId}/financials/${theirRow.data.id}`,
      row({ currency: "GBP", rate: "1.2" }),
    );
    expect(put.status).toBe(404);
    const across = await send(
      s.a,
      "PUT",
      `/api/tours/${mine.tourId}/financials/${theirRow.data.id}`,
      row({ amountAnticipated: "1" }),
    );
    expect(across.status).toBe(404);
    const big = await send(
      s.a,
      "POST",
      `/api/tours/${mine.tourId}/financials`,
      row({ description: "x".repeat(20 * 1024 * 1024) }),
    );
    expect(big.status).toBe(413);
  });
});

describe("a deal's currency", () => {
  it.each(BAD_CODES)("refuses the currency %s", async (_label, currency) => {
    const { tourId, showId } = await showOf(s.a);
    const res = await send(s.a, "POST", `/api/tours/${tourId}/deals`, {
      showId,
      dealType: "guarantee",
      guaranteeAmount: "5000.00",
      currency,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["currency"]);
  });

  it("refuses a three-decimal currency by name, and another workspace's show as missing", async () => {
    const { tourId, showId } = await showOf(s.a);
    const deal = (extra: Record<string, unknown>) => ({
      showId,
      dealType: "guarantee",
      guaranteeAmount: "5000.00",
      ...extra,
    });
    const kwd = await send(s.a, "POST", `/api/tours/${tourId}/deals`, deal({ currency: "KWD" }));
    expect(kwd.data.error.fields.currency).toMatch(/^KWD amounts have 3 decimals/);
    const theirs = await showOf(s.b);
    const other = await send(
      s.a,
      "POST",
      `/api/tours/${tourId}/deals`,
      deal({ showId: theirs.showId, currency: "GBP" }),
    );
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
  });
});

describe("a crew session", () => {
  it("may change no currency, rate, file, row or deal", async () => {
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    const { tourId, showId } = await showOf(s.a);
    const answers = [
      await send(crew, "PUT", "/api/currency/home", { homeCurrency: "EUR" }),
      await send(crew, "POST", "/api/currency/rates", {
        currency: "GBP",
        rate: "1.2",
        on: "2026-11-03",
      }),
      await call(s.t, "POST", "/api/currency/uploaded", {
        cookie: crew.cookie,
        raw: encoder.encode("Date,USD\n2026-11-03,1.0856\n"),
      }),
      await send(crew, "POST", `/api/tours/${tourId}/financials`, {
        type: "expense",
        category: "Fuel",
        currency: "GBP",
        amountAnticipated: "1",
      }),
      await send(crew, "POST", `/api/tours/${tourId}/deals`, {
        showId,
        dealType: "guarantee",
        guaranteeAmount: "1",
        currency: "GBP",
      }),
    ];
    answers.push(
      await call(s.t, "DELETE", "/api/currency/uploaded", { cookie: crew.cookie }),
      await call(s.t, "DELETE", `/api/currency/rates/${crypto.randomUUID()}`, {
        cookie: crew.cookie,
      }),
    );
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});

describe("a body that is no object", () => {
  it.each([
    ["PUT", "/api/currency/home"],
    ["POST", "/api/currency/rates"],
  ])("%s %s refuses null, an array, a bare string and 1e400", async (method, path) => {
    for (const body of ["null", '["EUR"]', '"EUR"', "1e400", '{"homeCurrency":"EUR"']) {
      const res = await call(s.t, method, path, { cookie: s.a.cookie, body });
      expect(res.status, body).toBe(400);
    }
  });
});

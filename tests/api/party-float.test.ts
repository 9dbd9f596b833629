import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { memberOf } from "../support/members";
import { lineFor, personOn, tourOf } from "../support/party";
import { pdfText } from "../support/pdf-text";

const s = setupApiSuite();

/** Issue 54 item 3, ADR 0032: the tour manager's float, and paying the party out of it. */
const floatOf = (tourId: string, cookie = s.a.cookie) =>
  call(s.t, "GET", `/api/tours/${tourId}/float`, { cookie });
const enter = (tourId: string, json: unknown, cookie = s.a.cookie) =>
  call(s.t, "POST", `/api/tours/${tourId}/float`, { cookie, json });
const pay = (tourId: string, lineId: string, fromFloat: boolean) =>
  call(s.t, "POST", `/api/tours/${tourId}/payments/${lineId}/paid`, {
    cookie: s.a.cookie,
    json: { fromFloat },
  });
const balanceOf = async (tourId: string, currency: string) =>
  (await floatOf(tourId)).data.balances.find((b: { currency: string }) => b.currency === currency);

describe("the float", () => {
  it("holds what was drawn, refuses a return beyond it naming the amount, counts over and short", async () => {
    const tourId = await tourOf(s.t, s.a);
    expect((await enter(tourId, { kind: "draw", currency: "GBP", amount: "150.00" })).status).toBe(
      201,
    );
    await enter(tourId, { kind: "draw", currency: "JPY", amount: "20000" });
    const refused = await enter(tourId, { kind: "return", currency: "GBP", amount: "150.01" });
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields).toEqual({ amount: "The float holds £150.00" });
    expect((await enter(tourId, { kind: "return", currency: "GBP", amount: "30" })).status).toBe(
      201,
    );

    // Counted short: £115 where £120 should be; then a JPY count over.
    await enter(tourId, { kind: "count", currency: "GBP", amount: "115.00" });
    await enter(tourId, { kind: "count", currency: "JPY", amount: "20500" });
    expect(await balanceOf(tourId, "GBP")).toMatchObject({
      drawn: "150.00",
      returned: "30.00",
      overShort: "-5.00",
      shouldHave: "115.00",
      lastCount: { counted: "115.00", expected: "120.00" },
    });
    expect(await balanceOf(tourId, "JPY")).toMatchObject({
      overShort: "500.00",
      shouldHave: "20500.00",
    });
    const bad = await enter(tourId, { kind: "draw", currency: "JPY", amount: "1.5" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.error.fields)).toEqual(["amount"]);
  });

  it("refuses deleting a draw when a later balance would fall below 0, and allows it otherwise", async () => {
    const tourId = await tourOf(s.t, s.a);
    const person = await personOn(s.t, s.a.workspaceId, tourId, { name: "Dee Driver" });
    const line = await lineFor(s.t, s.a.workspaceId, tourId, person, {
      amount: "80.00",
      currency: "USD",
    });
    await enter(tourId, { kind: "draw", currency: "USD", amount: "100.00" });
    await enter(tourId, { kind: "draw", currency: "USD", amount: "20.00" });
    expect((await pay(tourId, line, true)).status).toBe(200);
    const entries = (await floatOf(tourId)).data.entries as {
      id: string;
      kind: string;
      amount: string;
    }[];
    const first = entries.find((e) => e.kind === "draw" && e.amount === "100.00")!;
    const small = entries.find((e) => e.kind === "draw" && e.amount === "20.00")!;
    const gone = await call(s.t, "DELETE", `/api/tours/${tourId}/float/${first.id}`, {
      cookie: s.a.cookie,
    });
    expect(gone.status).toBe(409);
    expect(gone.data.error.message).toBe("Deleting it would leave the float at -$60.00");
    const ok = await call(s.t, "DELETE", `/api/tours/${tourId}/float/${small.id}`, {
      cookie: s.a.cookie,
    });
    expect(ok.status).toBe(200);
    expect((await balanceOf(tourId, "USD")).shouldHave).toBe("20.00");
  });
});

describe("paying a line", () => {
  it("from the float takes its payout in the same write, refused beyond the float, undone back", async () => {
    const tourId = await tourOf(s.t, s.a);
    const person = await personOn(s.t, s.a.workspaceId, tourId, { name: "Sam Sound" });
    const line = await lineFor(s.t, s.a.workspaceId, tourId, person, {
      amount: "5000.00",
      currency: "JPY",
      kind: "per_diem",
      day: "2026-07-02",
    });
    const refused = await pay(tourId, line, true);
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields).toEqual({ amount: "The float holds ¥0" });
    await enter(tourId, { kind: "draw", currency: "JPY", amount: "12000" });
    const paid = await pay(tourId, line, true);
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ paidFromFloat: true, paidByName: expect.any(String) });
    expect(paid.data.paidAt).not.toBeNull();
    expect((await balanceOf(tourId, "JPY")).shouldHave).toBe("7000.00");
    const payout = (await floatOf(tourId)).data.entries[0];
    expect(payout).toMatchObject({ kind: "payout", paymentId: line, personName: "Sam Sound" });
    // Paid once: again is 409, and its payout cannot be deleted from the float by itself.
    expect((await pay(tourId, line, false)).status).toBe(409);
    const alone = await call(s.t, "DELETE", `/api/tours/${tourId}/float/${payout.id}`, {
      cookie: s.a.cookie,
    });
    expect(alone.status).toBe(409);

    const undone = await call(s.t, "DELETE", `/api/tours/${tourId}/payments/${line}/paid`, {
      cookie: s.a.cookie,
    });
    expect(undone.status).toBe(200);
    expect(undone.data).toMatchObject({ paidAt: null, paidFromFloat: false });
    expect((await balanceOf(tourId, "JPY")).shouldHave).toBe("12000.00");
    expect((await floatOf(tourId)).data.entries.map((e: { kind: string }) => e.kind)).toEqual([
      "draw",
    ]);
    // Paid another way: the float is not touched.
    expect((await pay(tourId, line, false)).status).toBe(200);
    expect((await balanceOf(tourId, "JPY")).shouldHave).toBe("12000.00");
  });
});

describe("who may", () => {
  it("another workspace's tour, entry or line is 404; crew are refused", async () => {
    const tourId = await tourOf(s.t, s.a);
    const person = await personOn(s.t, s.a.workspaceId, tourId, { name: "Lee Lights" });
    const line = await lineFor(s.t, s.a.workspaceId, tourId, person, {
      amount: "10.00",
      currency: "USD",
    });
    await enter(tourId, { kind: "draw", currency: "USD", amount: "50" });
    const entry = (await floatOf(tourId)).data.entries[0].id;
    const b = s.b.cookie;
    expect((await floatOf(tourId, b)).status).toBe(404);
    expect((await enter(tourId, { kind: "draw", currency: "USD", amount: "1" }, b)).status).toBe(
      404,
    );
    expect(
      (await call(s.t, "DELETE", `/api/tours/${tourId}/float/${entry}`, { cookie: b })).status,
    ).toBe(404);
    const theirs = await call(s.t, "POST", `/api/tours/${tourId}/payments/${line}/paid`, {
      cookie: b,
      json: { fromFloat: true },
    });
    expect(theirs.status).toBe(404);
    // B's own tour with A's line id: still not found.
    const bTour = await tourOf(s.t, s.b);
    const mixed = await call(s.t, "POST", `/api/tours/${bTour}/payments/${line}/paid`, {
      cookie: b,
      json: { fromFloat: false },
    });
    expect(mixed.status).toBe(404);
    const crew = await memberOf(s.t, s.a.workspaceId, "crew");
    expect((await floatOf(tourId, crew.cookie)).status).toBe(403);
    expect(
      (await enter(tourId, { kind: "draw", currency: "USD", amount: "1" }, crew.cookie)).status,
    ).toBe(403);
    const crewPays = await call(s.t, "POST", `/api/tours/${tourId}/payments/${line}/paid`, {
      cookie: crew.cookie,
      json: { fromFloat: false },
    });
    expect(crewPays.status).toBe(403);
    expect((await balanceOf(tourId, "USD")).shouldHave).toBe("50.00");
  });
});

describe("the one ledger", () => {
  it("has every line as planned Party money, a paid one as spent, and a count's short as spent", async () => {
    const tourId = await tourOf(s.t, s.a);
    const person = await personOn(s.t, s.a.workspaceId, tourId, { name: "Pat Percussion" });
    const line = (amount: string, day: string) =>
      lineFor(s.t, s.a.workspaceId, tourId, person, {
        amount,
        currency: "USD",
        kind: "per_diem",
        day,
      });
    const paid = await line("40.00", "2026-07-02");
    await line("30.00", "2026-07-03");
    await enter(tourId, { kind: "draw", currency: "USD", amount: "100" });
    expect((await pay(tourId, paid, true)).status).toBe(200);
    await enter(tourId, { kind: "count", currency: "USD", amount: "55" });
    await enter(tourId, { kind: "draw", currency: "USD", amount: "10" });
    await enter(tourId, { kind: "count", currency: "USD", amount: "67.50" });

    const finance = (await call(s.t, "GET", `/api/tours/${tourId}/finance`, { cookie: s.a.cookie }))
      .data;
    expect(finance.anticipated.expensesByCategory).toEqual([
      { category: "Party", amount: "70.00", percent: 100 },
    ]);
    const actual = finance.actual;
    expect(actual.expensesByCategory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: "Party", amount: "40.00" }),
        expect.objectContaining({ category: "Float", amount: "5.00" }),
      ]),
    );
    expect(actual.revenueByCategory).toEqual([
      expect.objectContaining({ category: "Float", amount: "2.50" }),
    ]);
    const csv = await call(s.t, "GET", `/api/tours/${tourId}/financials.csv`, {
      cookie: s.a.cookie,
    });
    expect(csv.text).toContain("Pat Percussion: per diem");
    expect(csv.text).toContain("Float counted short (USD)");
  });
});

describe("the ledger's party and float lines in the reader's language (issue 55)", () => {
  const pnlOf = async (tourId: string, language: string) => {
    const res = await s.t.app.request(`http://localhost:3000/api/tours/${tourId}/pnl.pdf`, {
      headers: { origin: "http://localhost:3000", cookie: s.a.cookie, "accept-language": language },
    });
    expect(res.status).toBe(200);
    return (await pdfText(Buffer.from(await res.arrayBuffer()))).join("\n");
  };

  it("the answer keeps each line's English label and carries its facts; the P&L words them", async () => {
    const tourId = await tourOf(s.t, s.a);
    const person = await personOn(s.t, s.a.workspaceId, tourId, { name: "Pat Percussion" });
    // In euros with no rate to the home dollar: both lines are listed as left out.
    await lineFor(s.t, s.a.workspaceId, tourId, person, {
      amount: "40.00",
      currency: "EUR",
      kind: "per_diem",
      day: "2026-07-02",
    });
    await enter(tourId, { kind: "draw", currency: "EUR", amount: "100" });
    await enter(tourId, { kind: "count", currency: "EUR", amount: "95" });

    for (const language of ["en", "es-ES", "de-DE"]) {
      const finance = (
        await call(s.t, "GET", `/api/tours/${tourId}/finance`, {
          cookie: s.a.cookie,
          headers: { "accept-language": language },
        })
      ).data;
      expect(finance.currency.unconverted).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            label: "Pat Percussion: per diem",
            facts: { kind: "party", person: "Pat Percussion", payment: "per_diem" },
          }),
          expect.objectContaining({
            label: "Float counted short (EUR)",
            facts: { kind: "float", short: true, currency: "EUR" },
          }),
        ]),
      );
    }
    const english = await pnlOf(tourId, "en");
    expect(english).toContain("Pat Percussion: per diem");
    expect(english).toContain("Float counted short (EUR)");
    const spanish = await pnlOf(tourId, "es-ES");
    expect(spanish).toContain("Pat Percussion: dietas");
    expect(spanish).toContain("Caja contada: faltante (EUR)");
    expect(spanish).not.toContain("Float counted");
    const german = await pnlOf(tourId, "de-DE");
    expect(german).toContain("Pat Percussion: Tagegeld");
    expect(german).toContain("Kasse gezählt: Fehlbetrag (EUR)");
  });
});

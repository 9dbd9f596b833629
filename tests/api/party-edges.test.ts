import { describe, expect, it } from "vitest";
import type { PartyAnswer } from "@/domain/party/answers";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call, signUp } from "../support/client";
import { tourOf } from "../support/party";

/**
 * The party at its edges (issue 54, ADR 0032): amounts at the columns' limit, currencies
 * left out of a request, amounts left empty. Each is a bug found in review.
 */
const s = setupApiSuite();

const as = (who: Account) => ({
  get: (p: string) => call(s.t, "GET", p, { cookie: who.cookie }),
  put: (p: string, json: unknown) => call(s.t, "PUT", p, { cookie: who.cookie, json }),
  post: (p: string, json?: unknown) => call(s.t, "POST", p, { cookie: who.cookie, json }),
});

const MAX = "999999999999";

async function addOne(who: Account, tourId: string, person: Record<string, unknown>) {
  const res = await as(who).post(`/api/tours/${tourId}/party`, { people: [person] });
  expect(res.status, res.text).toBe(201);
  return res.data.people[0] as { id: string };
}

describe("the party at its limits", () => {
  it("totals a person's lines past the column's 12 digits exactly", async () => {
    const tourId = await tourOf(s.t, s.a);
    const ana = await addOne(s.a, tourId, { name: "Ana", homeCurrency: "GBP" });
    for (const _ of [1, 2]) {
      const fee = { personId: ana.id, kind: "fee", amount: MAX, currency: "GBP" };
      const res = await as(s.a).post(`/api/tours/${tourId}/payments`, fee);
      expect(res.status, res.text).toBe(201);
    }
    const party = await as(s.a).get(`/api/tours/${tourId}/party`);
    expect(party.status, party.text).toBe(200);
    expect((party.data as PartyAnswer).people[0]!.totals).toEqual([
      { currency: "GBP", total: "1999999999998.00", paid: "0.00", owed: "1999999999998.00" },
    ]);
  });
});

import { partyPayments, tourParty } from "@/server/db/schema";
import { type Account, call } from "./client";
import type { TestApp } from "./test-app";

/**
 * The party's test data, written straight into the test's database (tests may seed): a
 * person on a tour, and lines paid to them. The routes that write them are another part's.
 */
export async function tourOf(t: TestApp, owner: Account, title = "Party tour") {
  const res = await call(t, "POST", "/api/tours", {
    cookie: owner.cookie,
    json: { title, startDate: "2026-07-01", endDate: "2026-07-10" },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`tour: ${res.status} ${res.text}`);
  return res.data.id as string;
}

export async function personOn(
  t: TestApp,
  workspaceId: string,
  tourId: string,
  values: { name: string; userId?: string; roadRole?: string; currency?: string },
) {
  const currency = values.currency ?? "USD";
  const [person] = await t.database.db
    .insert(tourParty)
    .values({
      workspaceId,
      tourId,
      name: values.name,
      userId: values.userId ?? null,
      roadRole: values.roadRole ?? "",
      homeCurrency: currency,
      perDiemCurrency: currency,
    })
    .returning({ id: tourParty.id });
  return person!.id;
}

export async function lineFor(
  t: TestApp,
  workspaceId: string,
  tourId: string,
  personId: string,
  values: { amount: string; currency: string; day?: string; kind?: string; showId?: string },
) {
  const [line] = await t.database.db
    .insert(partyPayments)
    .values({
      workspaceId,
      tourId,
      personId,
      kind: values.kind ?? "fee",
      day: values.day ?? null,
      showId: values.showId ?? null,
      amount: values.amount,
      currency: values.currency,
    })
    .returning({ id: partyPayments.id });
  return line!.id;
}

/** A leg's input: a two-hour drive on 2099-05-02, for the tests of who travels (ADR 0032). */
export const legOn2099May2 = (extra: Record<string, unknown> = {}) => ({
  mode: "drive",
  fromPlace: "Chicago, IL",
  toPlace: "Milwaukee, WI",
  departureLocal: "2099-05-02T09:00",
  departureTz: "America/Chicago",
  arrivalLocal: "2099-05-02T11:00",
  arrivalTz: "America/Chicago",
  cost: "80.00",
  ...extra,
});

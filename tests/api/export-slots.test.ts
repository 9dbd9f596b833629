import { beforeAll, describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { confirmShow, makeContext, ownerShow, showBody } from "../support/route-fixtures/_matrix";

/**
 * Issue 21: every download the app builds takes a slot of one shared `ExportSlots` for as
 * long as its body is being sent, so an account runs one at a time whatever their kinds.
 */
const s = setupApiSuite();
const BUSY = "An export is already being prepared. Please wait for it to finish, then try again.";
const exportsOf: Record<string, string> = {};

beforeAll(async () => {
  const ctx = makeContext(s.t, s.a, s.b);
  const { tour, show, venue } = await ownerShow(ctx);
  await confirmShow(ctx.asOwner, show.id);
  const deal = await ctx.asOwner("POST", `/api/tours/${tour.id}/deals`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "500.00",
  });
  await ctx.asOwner("POST", `/api/tours/${tour.id}/shows`, showBody(venue.id));
  Object.assign(exportsOf, {
    account: "/api/profile/export",
    "tours CSV": "/api/exports/tours.csv",
    "tours JSON": "/api/exports/tours.json",
    "tours PDF": "/api/exports/tours.pdf",
    "merch inventory CSV": "/api/merch/exports/inventory.csv",
    "merch sales CSV": "/api/merch/exports/sales.csv",
    "tour financials CSV": `/api/tours/${tour.id}/financials.csv`,
    "tour P&L PDF": `/api/tours/${tour.id}/pnl.pdf`,
    "settlement sheet PDF": `/api/tours/${tour.id}/deals/${deal.id}/settlement/pdf`,
    "day sheet PDF": `/api/tours/${tour.id}/day-sheets/${show.id}/pdf`,
  });
});

/** A download started and left unread, as a slow client leaves it. */
const open = (path: string, cookie: string) =>
  s.t.app.request(`http://localhost:3000${path}`, { headers: { cookie } });

const kinds = [
  "account",
  "tours CSV",
  "tours JSON",
  "tours PDF",
  "merch inventory CSV",
  "merch sales CSV",
  "tour financials CSV",
  "tour P&L PDF",
  "settlement sheet PDF",
  "day sheet PDF",
];

describe("one export at a time per account, whatever its kind", () => {
  it.each(kinds)("while a %s download is open, another kind answers 429", async (kind) => {
    const other = kind === "account" ? "tours CSV" : "account";
    const first = await open(exportsOf[kind]!, s.a.cookie);
    expect(first.status).toBe(200);

    const second = await call(s.t, "GET", exportsOf[other]!, { cookie: s.a.cookie });
    expect(second.status).toBe(429);
    expect(second.data).toEqual({ error: { code: "rate_limited", message: BUSY } });
    // The same kind again is refused too; another account is not held up.
    expect((await call(s.t, "GET", exportsOf[kind]!, { cookie: s.a.cookie })).status).toBe(429);
    expect((await call(s.t, "GET", "/api/exports/tours.csv", { cookie: s.b.cookie })).status).toBe(
      200,
    );

    await first.arrayBuffer(); // the download finishes: the slot is free again
    expect((await call(s.t, "GET", exportsOf[other]!, { cookie: s.a.cookie })).status).toBe(200);
  });

  it("gives the slot back when an export is refused (another account's tour)", async () => {
    const tour = await call(s.t, "POST", "/api/tours", {
      cookie: s.b.cookie,
      json: { title: "B" },
    });
    const refused = await call(s.t, "GET", `/api/tours/${tour.data.id}/pnl.pdf`, {
      cookie: s.a.cookie,
    });
    expect(refused.status).toBe(404);
    expect((await call(s.t, "GET", "/api/profile/export", { cookie: s.a.cookie })).status).toBe(
      200,
    );
  });

  it("frees the account export's slot when the client goes away mid-download", async () => {
    const first = await open("/api/profile/export", s.a.cookie);
    await first.body?.cancel();
    const again = await call(s.t, "GET", "/api/merch/exports/sales.csv", { cookie: s.a.cookie });
    expect(again.status).toBe(200);
  });
});

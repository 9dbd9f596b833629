import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderPage } from "@/client/app/render-page";
import { PAGE_DATA_IDS } from "@/domain/page-data";
import { READERS_OWN_MONEY_ROUTES } from "@/domain/team/money-fields";
import { type Account, call, signInAsGuest } from "../support/client";
import { memberOf } from "../support/members";
import {
  DISTINCT_MONEY,
  moneyFiguresIn,
  moneyKeysIn,
  ownerIds,
  putDistinctMoney,
  putPartyMoney,
  urlsFor,
} from "../support/money-walk";
import { pdfText } from "../support/pdf-text";
import { startTestApp } from "../support/test-app";

/**
 * Issue 24, item 2: crew and artists get no money at all, whatever they ask for.
 * Issue 48 seeded the rest: the road's assumptions (fuel, tolls and fares by leg, per diems,
 * the hotel rate), a deal in another currency with its typed rates, an advance's settlement
 * answer and a contract. In the demo
 * workspace, with a distinct figure put into every place money lives, crew and an artist walk
 * every GET route the roles table lets them call, with every id of the owner's data: no
 * answer carries a field named for money or a money figure — JSON, text, PDFs and the
 * Overview page rendered on the server alike.
 */
function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-crew-money-"));
  const shell = '<!doctype html><p>shell</p><div id="root"></div>';
  fs.writeFileSync(path.join(dir, "overview.html"), shell);
  fs.writeFileSync(path.join(dir, "app.html"), shell);
  fs.writeFileSync(
    path.join(dir, "overview-rendered.html"),
    '<!doctype html><p>rendered</p><div id="root"></div>',
  );
  return dir;
}

const t = await startTestApp({ clientDir: builtClient(), renderPage });
afterAll(() => t.close());
const owner = await signInAsGuest(t);
const money = await putDistinctMoney(t, owner);
const ids = await ownerIds(t, owner);
const members = {
  crew: await memberOf(t, owner.workspaceId, "crew"),
  artist: await memberOf(t, owner.workspaceId, "artist"),
} satisfies Record<string, Account>;
await putPartyMoney(t, owner, money.tourId, members);
/** What each reads as their own on their tour (issue 54): their fee, and nothing else. */
const OWN_FEE = { crew: "crewFee", artist: "artistFee" } as const;

/** The bytes of an answer, read again (the test client keeps text only). */
async function bytesOf(url: string, cookie: string) {
  const res = await t.app.request(`http://localhost:3000${url}`, {
    headers: { cookie, origin: "http://localhost:3000" },
  });
  return Buffer.from(await res.arrayBuffer());
}

/** What an answer says, as a person would read it: a PDF's printed lines, else its body. */
async function readable(res: Awaited<ReturnType<typeof call>>, url: string, cookie: string) {
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("application/pdf")) return pdfText(await bytesOf(url, cookie)).join("\n");
  // Artwork files are images: no figures to read.
  if (type.startsWith("image/")) return "";
  return res.text;
}

/** The Overview answer a rendered page carries in its data block. */
function pageOverview(html: string) {
  const id = PAGE_DATA_IDS.overview;
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`));
  return match ? JSON.parse(match[1]!) : undefined;
}

describe("the walk itself", () => {
  it("would see the distinct money: the owner's own answers carry it", async () => {
    const finance = await call(t, "GET", `/api/tours/${money.tourId}/finance`, {
      cookie: owner.cookie,
    });
    expect(finance.text).toContain(DISTINCT_MONEY.guarantee);
    const sheet = `/api/tours/${money.tourId}/day-sheets/${money.showId}/pdf`;
    const printed = pdfText(await bytesOf(sheet, owner.cookie)).join("\n");
    expect(moneyFiguresIn(printed)).toContain('"$24,680"');
  });

  it("would see the road's assumptions, typed rates and the advance's settlement (issue 48)", async () => {
    const read = async (url: string) => (await call(t, "GET", url, { cookie: owner.cookie })).text;
    const route = await read(`/api/tours/${money.tourId}/route`);
    for (const figure of ["fuelPrice", "legToll", "legFare", "perDiem", "hotelRate"] as const)
      expect(route, figure).toContain(DISTINCT_MONEY[figure]);
    expect(moneyKeysIn(JSON.parse(route).settings)).toEqual(
      expect.arrayContaining(["$.perDiem", "$.legFares", "$.legTolls", "$.hotelRatePerRoom"]),
    );
    const deals = await read(`/api/tours/${money.tourId}/deals`);
    for (const figure of ["euroGuarantee", "dealRate", "settlementRate"] as const)
      expect(deals, figure).toContain(DISTINCT_MONEY[figure]);
    const advance = await read(`/api/tours/${money.tourId}/advances/${money.showId}`);
    expect(advance).toContain(DISTINCT_MONEY.advanceSettlement);
    const contracts = await read(`/api/tours/${money.tourId}/contracts`);
    expect(JSON.parse(contracts).contracts).toHaveLength(1);
  });
});

/**
 * The reader's own tour (READERS_OWN_MONEY_ROUTES, ADR 0032): 404 on a tour they are not on;
 * on theirs, their own fee and no other figure: no one else's fee, none of the tour's money.
 */
async function othersMoneyIn(
  res: Awaited<ReturnType<typeof call>>,
  url: string,
  cookie: string,
  role: keyof typeof OWN_FEE,
) {
  const onIt = url.includes(money.tourId);
  if (res.status !== (onIt ? 200 : 404)) return [`${url} → ${res.status}`];
  if (!onIt) return [];
  const fee = DISTINCT_MONEY[OWN_FEE[role]];
  const text = await readable(res, url, cookie);
  if (!text.includes(fee)) return [`${url}: not their own fee ${fee}`];
  const ownDollars = new Set([`$${fee}`, "$0.00"]);
  return moneyFiguresIn(text).filter((f) => {
    if (f.startsWith(`${OWN_FEE[role]} (`)) return false;
    // A "$" figure is theirs when every amount in it is their fee (or nothing paid yet).
    const amounts = f.match(/[$€£]\s?[\d,.]*\d/g) ?? [];
    return !amounts.every((a) => ownDollars.has(a.replace(/\s/g, "")));
  });
}

describe.each(["crew", "artist"] as const)("%s", (role) => {
  const urls = urlsFor(role, ids);
  const routes = [...new Set(urls.map((u) => u.key))];

  it("has every GET route it may call to walk, most of them many times", () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(urls.length).toBeGreaterThan(100);
  });

  it.each(routes)("%s: never a money field or figure, for any id", async (key) => {
    const { cookie } = members[role];
    const leaks: string[] = [];
    const own = READERS_OWN_MONEY_ROUTES.has(key);
    for (const { url } of urls.filter((u) => u.key === key)) {
      const res = await call(t, "GET", url, { cookie });
      if (own) {
        leaks.push(...(await othersMoneyIn(res, url, cookie, role)));
        continue;
      }
      if (res.status !== 200) {
        leaks.push(`${url} → ${res.status} ${res.text.slice(0, 120)}`);
        continue;
      }
      for (const k of moneyKeysIn(res.data)) leaks.push(`${url}: field ${k}`);
      const text = await readable(res, url, cookie);
      for (const f of moneyFiguresIn(text)) leaks.push(`${url}: figure ${f}`);
    }
    expect(leaks).toEqual([]);
  });

  it("reads a negotiation without the management's notes: hidden, the timeline kept", async () => {
    const detail = await call(t, "GET", `/api/negotiations/${money.showId}`, {
      cookie: members[role].cookie,
    });
    // docs/product.md §17.5: negotiation notes are the management's, not figures to mask.
    expect(detail.data.negotiation.notes).toEqual({ hidden: true });
    const events = detail.data.events as { note: unknown; action: string }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => JSON.stringify(e.note) === '{"hidden":true}')).toBe(true);
    const asOwner = await call(t, "GET", `/api/negotiations/${money.showId}`, {
      cookie: owner.cookie,
    });
    expect(asOwner.data.negotiation.notes).toContain("$98,765.43");
  });

  it("opens the rendered Overview without money, after and before the owner's", async () => {
    const own = await call(t, "GET", "/dashboard", { cookie: owner.cookie });
    expect(own.text).toContain("<p>rendered</p>");
    expect(own.text).toContain("Revenue Projection");
    expect(pageOverview(own.text).stats.revenueProjection).toEqual(expect.any(String));

    const page = await call(t, "GET", "/dashboard", { cookie: members[role].cookie });
    expect(page.text).toContain("<p>rendered</p>");
    expect(page.text).toContain("Active Tours");
    expect(page.text).not.toContain("Revenue Projection");
    expect(moneyFiguresIn(page.text)).toEqual([]);
    const data = pageOverview(page.text);
    expect(moneyKeysIn(data)).toEqual([]);
    const api = await call(t, "GET", "/api/overview", { cookie: members[role].cookie });
    expect(data).toEqual(api.data);

    const again = await call(t, "GET", "/dashboard", { cookie: owner.cookie });
    expect(again.text).toContain("Revenue Projection");
    // The kept answers are one per workspace and viewer: crew's never reach the owner.
    const overview = await call(t, "GET", "/api/overview", { cookie: owner.cookie });
    expect(overview.data.stats.revenueProjection).toEqual(expect.any(String));
    for (const who of [members[role], owner, members[role]]) {
      const tours = await call(t, "GET", "/api/tours", { cookie: who.cookie });
      const withMoney = who === owner;
      expect(moneyKeysIn(tours.data).length > 0, who === owner ? "owner" : role).toBe(withMoney);
    }
  });
});

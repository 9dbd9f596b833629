import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS } from "../durations";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messages as catalogueEs } from "../i18n/catalogue-es";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import type { Negotiation } from "./negotiations";
import { suggestActions } from "./suggestions";

const now = new Date("2026-05-01T12:00:00Z");
const inHours = (h: number) => new Date(now.getTime() + h * HOUR_MS).toISOString();

let n = 0;
function neg(over: Partial<Negotiation> = {}): Negotiation {
  n += 1;
  return {
    id: `show-${n}`,
    tourId: "t",
    tourTitle: "Tour",
    venueId: "v",
    venueName: `Venue ${n}`,
    city: "Austin",
    state: "TX",
    capacity: 500,
    performanceDate: "2026-06-01",
    venueFee: "2500.00",
    showMoney: { amount: "2500.00", basis: "offer" },
    status: "pending",
    holdRank: null,
    holdExpiry: null,
    challengeDeadline: null,
    challengedBy: null,
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    lastContact: inHours(-24),
    notes: null,
    createdAt: inHours(-48),
    confirmedAt: null,
    hasDeal: false,
    ...over,
  };
}

const rules = (list: Negotiation[]) => suggestActions(list, now).items.map((s) => s.rule);

describe("suggestions", () => {
  it("a hold expiring in 71 h is flagged, one in 73 h is not", () => {
    const soon = neg({ status: "hold", holdRank: 1, holdExpiry: inHours(71) });
    const later = neg({
      status: "hold",
      holdRank: 1,
      holdExpiry: inHours(73),
      performanceDate: "2026-06-02",
    });
    const s = suggestActions([soon, later], now).items;
    expect(s.map((x) => [x.rule, x.showId])).toEqual([["expiring-hold", soon.id]]);
    expect(s[0]).toMatchObject({ kind: "confirm", priority: "medium", status: "pending" });
    expect(s[0]!.aiRecommendation).toContain("expires in 71 h");
  });

  it("a 2nd hold expiring within 24 h asks for an extension, high and urgent", () => {
    const s = suggestActions(
      [neg({ status: "hold", holdRank: 2, holdExpiry: inHours(5) })],
      now,
    ).items;
    expect(s[0]).toMatchObject({ kind: "extend", priority: "high", status: "urgent" });
    expect(s[0]!.aiRecommendation).toMatch(/^2nd hold on Jun 1, 2026 expires in 5 h/);
  });

  it("an open challenge is high priority with its deadline", () => {
    const c = neg({ status: "challenge", holdRank: 1, challengeDeadline: inHours(30) });
    const [s] = suggestActions([c], now).items;
    expect(s).toMatchObject({
      rule: "open-challenge",
      priority: "high",
      deadline: c.challengeDeadline,
      status: "pending",
    });
    expect(s!.aiRecommendation).toContain("we owe the answer. Confirm or release within 30 h");
  });

  it("a challenge says who owes whom the answer: ours asks to chase the act above", () => {
    const at = inHours(48 - 0.001);
    const theirs = neg({ status: "challenge", holdRank: 1, challengeDeadline: at });
    const ours = neg({
      status: "challenge",
      holdRank: 2,
      challengeDeadline: at,
      challengedBy: "us",
    });
    const [a, b] = [theirs, ours].map((n) => suggestActions([n], now).items[0]!);
    expect(a).toMatchObject({ kind: "confirm", priority: "high" });
    expect(a!.aiRecommendation).toBe(
      "Another act challenged our 1st hold on Jun 1, 2026: we owe the answer. Confirm or release within 48 h, or our hold lapses to released.",
    );
    expect(b).toMatchObject({ kind: "follow-up", action: "Chase the answer to our challenge" });
    expect(b!.aiRecommendation).toBe(
      "Our 2nd hold on Jun 1, 2026 challenged the 1st hold above it: that act owes us an answer within 48 h. With no answer by then, we move up to the 1st hold.",
    );
  });

  it("a hold expiring in 48 h less a moment reads 48 h, not 47", () => {
    const h = neg({ status: "hold", holdRank: 1, holdExpiry: inHours(48 - 0.001) });
    expect(suggestActions([h], now).items[0]!.aiRecommendation).toContain("expires in 48 h");
  });

  it("no deal: says the day it was confirmed, not the show's date as if it were", () => {
    const c = neg({
      status: "confirmed",
      performanceDate: "2027-02-12",
      confirmedAt: "2026-11-20T15:00:00.000Z",
    });
    expect(suggestActions([c], now).items[0]!.aiRecommendation).toMatch(
      /^Confirmed on Nov 20, 2026 for Feb 12, 2027 with no revenue deal on file/,
    );
  });

  it("a confirmed show without a deal asks for one; with a deal it does not", () => {
    expect(rules([neg({ status: "confirmed" })])).toEqual(["no-deal"]);
    expect(rules([neg({ status: "confirmed", hasDeal: true })])).toEqual([]);
  });

  it("two confirmed shows on a date conflict; a hold left beside a confirmation is released", () => {
    const a = neg({ status: "confirmed", hasDeal: true, performanceDate: "2026-07-01" });
    const b = neg({ status: "confirmed", hasDeal: true, performanceDate: "2026-07-01" });
    const h = neg({
      status: "hold",
      holdRank: 1,
      holdExpiry: inHours(200),
      performanceDate: "2026-07-01",
    });
    const s = suggestActions([a, b, h], now).items;
    expect(
      s
        .filter((x) => x.rule === "date-conflict")
        .map((x) => x.showId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(s.find((x) => x.rule === "leftover-hold")).toMatchObject({
      showId: h.id,
      kind: "release",
    });
  });

  it("no contact for 14 days is stale, 13 days is not", () => {
    expect(
      rules([neg({ lastContact: new Date(now.getTime() - 14 * DAY_MS).toISOString() })]),
    ).toEqual(["stale"]);
    expect(
      rules([neg({ lastContact: new Date(now.getTime() - 13 * DAY_MS).toISOString() })]),
    ).toEqual([]);
  });

  it("an open negotiation without a date asks for one", () => {
    expect(rules([neg({ performanceDate: null })])).toEqual(["no-date"]);
    expect(rules([neg({ performanceDate: null, status: "released" })])).toEqual([]);
  });

  it("an Override hides a suggestion until its data changes", () => {
    const h = neg({ status: "hold", holdRank: 1, holdExpiry: inHours(10) });
    const [s] = suggestActions([h], now).items;
    const dismissed = [{ showId: h.id, rule: s!.rule, fingerprint: s!.fingerprint }];
    expect(suggestActions([h], now, dismissed).items).toEqual([]);
    const extended = { ...h, holdExpiry: inHours(20) };
    expect(suggestActions([extended], now, dismissed).items).toHaveLength(1);
  });

  it("a limit returns the most pressing ones, the same as the whole list starts with, and counts all", () => {
    const list = [
      neg({ lastContact: new Date(now.getTime() - 20 * DAY_MS).toISOString() }),
      neg({ status: "hold", holdRank: 1, holdExpiry: inHours(30) }),
      neg({ status: "challenge", holdRank: 1, challengeDeadline: inHours(10) }),
      neg({ performanceDate: null }),
    ];
    const all = suggestActions(list, now);
    const cut = suggestActions(list, now, [], 2);
    expect(all.items.map((s) => s.rule)).toEqual([
      "open-challenge",
      "expiring-hold",
      "no-date",
      "stale",
    ]);
    expect(cut.items).toEqual(all.items.slice(0, 2));
    expect(cut.total).toBe(4);
  });
});

describe("suggestions in the reader's language (issue 55)", () => {
  const hold = () => neg({ status: "hold", holdRank: 2, holdExpiry: inHours(5) });
  it("read German and Spanish: the action, the rank, the date and the hours", () => {
    const german = withWords(messageFormatter("de", catalogueDe), () =>
      suggestActions([hold()], now),
    ).items[0]!;
    expect(german.action).toBe("Bitte um eine Verlängerung der Option");
    expect(german.aiRecommendation).toMatch(/^2\. Option am 1\. Juni 2026 läuft in 5 Std\. ab/);
    const spanish = withWords(messageFormatter("es", catalogueEs), () =>
      suggestActions([hold()], now),
    ).items[0]!;
    expect(spanish.aiRecommendation).toMatch(/^La 2\.ª reserva del 1 jun 2026 caduca en 5 h/);
  });

  it("read English word for word without a language set", () => {
    const stale = neg({ status: "pending", lastContact: inHours(-20 * 24), performanceDate: null });
    const texts = suggestActions([stale], now).items.map((s) => s.aiRecommendation);
    expect(texts.sort()).toEqual([
      "No contact for 20 days (over 14). Follow up before the date goes elsewhere.",
      "This negotiation has no performance date, so it cannot be held, confirmed or checked for conflicts.",
    ]);
  });
});

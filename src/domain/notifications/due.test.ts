import { describe, expect, it } from "vitest";
import { HOUR_MS } from "../durations";
import { dueNotices, type ShowFacts, type WorkspaceFacts } from "./due";

const NOW = new Date("2027-03-10T12:00:00Z");
const inHours = (h: number) => new Date(NOW.getTime() + h * HOUR_MS);

const show = (over: Partial<ShowFacts> = {}): ShowFacts => ({
  id: "s1",
  tourId: "t1",
  at: { venue: "Union Street Theatre", date: "2027-03-12" },
  date: "2027-03-12",
  status: "hold",
  holdExpiry: null,
  challengeDeadline: null,
  challengedBy: null,
  deal: null,
  ...over,
});
const facts = (over: Partial<WorkspaceFacts>): WorkspaceFacts => ({
  workspaceId: "w1",
  shows: [],
  guestLists: [],
  events: [],
  ...over,
});
const due = (f: WorkspaceFacts, now = NOW) =>
  dueNotices(f, now).map((n) => ({
    kind: n.kind,
    dueAt: n.dueAt.toISOString(),
    hours: n.params.hours,
  }));

describe("which reminders are due", () => {
  it("reminds of a hold 48 h before it expires, and again at 24 h", () => {
    expect(due(facts({ shows: [show({ holdExpiry: inHours(49) })] }))).toEqual([]);
    expect(due(facts({ shows: [show({ holdExpiry: inHours(47) })] }))).toEqual([
      { kind: "hold-expiring", dueAt: inHours(-1).toISOString(), hours: 48 },
    ]);
    expect(due(facts({ shows: [show({ holdExpiry: inHours(23) })] }))).toEqual([
      { kind: "hold-expiring", dueAt: inHours(-1).toISOString(), hours: 24 },
    ]);
  });

  it("sends a hold made 30 hours before it expires its 48-hour reminder at once, once", () => {
    const f = facts({ shows: [show({ holdExpiry: inHours(30) })] });
    const [first] = dueNotices(f, NOW);
    // An hour later the same reminder (same key) is still the one due: nothing new.
    const [later] = dueNotices(f, inHours(1));
    expect(first?.dueAt).toEqual(inHours(-18));
    expect(later?.dueAt).toEqual(first?.dueAt);
  });

  it("says nothing of a hold that already expired (the lapse is announced instead)", () => {
    expect(due(facts({ shows: [show({ holdExpiry: inHours(-1) })] }))).toEqual([]);
  });

  it("reminds of a challenge only when we owe the answer", () => {
    const ours = show({ status: "challenge", challengedBy: "them", challengeDeadline: inHours(5) });
    const theirs = { ...ours, id: "s2", challengedBy: "us" };
    expect(due(facts({ shows: [ours, theirs] }))).toEqual([
      { kind: "challenge-due", dueAt: inHours(-19).toISOString(), hours: 24 },
    ]);
  });

  it("asks for a deposit 30 days before, a settlement the day after and a balance 7 days after", () => {
    const deal = { depositReceived: "0", isPaid: false, isSettled: false };
    const confirmed = (date: string) => show({ status: "confirmed", date, deal });
    expect(due(facts({ shows: [confirmed("2027-04-01")] })).map((d) => d.kind)).toEqual([
      "deposit-due",
    ]);
    expect(due(facts({ shows: [confirmed("2027-03-09")] })).map((d) => d.kind)).toEqual([
      "settlement-to-review",
    ]);
    expect(due(facts({ shows: [confirmed("2027-03-02")] })).map((d) => d.kind)).toEqual([
      "settlement-to-review",
      "balance-unpaid",
    ]);
    const paid = { depositReceived: "500.00", isPaid: true, isSettled: true };
    expect(
      due(facts({ shows: [show({ status: "confirmed", date: "2027-03-02", deal: paid })] })),
    ).toEqual([]);
  });

  it("stops chasing what fell due more than two weeks ago", () => {
    const deal = { depositReceived: "0", isPaid: false, isSettled: true };
    expect(
      due(facts({ shows: [show({ status: "confirmed", date: "2027-01-01", deal })] })),
    ).toEqual([]);
  });

  it("warns a day before a guest list closes and counts the requests waiting", () => {
    const list = {
      showId: "s1",
      tourId: "t1",
      at: { venue: "x", date: null },
      cutoffAt: inHours(20),
      waiting: 3,
      newestRequestAt: inHours(-2),
    };
    const got = dueNotices(facts({ guestLists: [list] }), NOW);
    expect(got.map((n) => [n.kind, n.params.count])).toEqual([
      ["guest-cutoff-approaching", undefined],
      ["guest-requests-waiting", 3],
    ]);
    expect(got[1]?.dueAt.toISOString()).toBe("2027-03-10T00:00:00.000Z");
  });

  it("announces events once they happened, never ahead", () => {
    const e = { kind: "hold-lapsed" as const, subjectId: "s1", params: {} };
    expect(
      due(
        facts({
          events: [
            { ...e, at: inHours(-1) },
            { ...e, subjectId: "s2", at: inHours(1) },
          ],
        }),
      ),
    ).toEqual([{ kind: "hold-lapsed", dueAt: inHours(-1).toISOString(), hours: undefined }]);
  });
});

describe("contract reminders (issue 39)", () => {
  const wait = (waitingOn: "promoter" | "countersignature", since: string) => ({
    workspaceId: "w",
    shows: [],
    guestLists: [],
    events: [],
    contracts: [
      {
        id: "c1",
        tourId: "t",
        showId: "s",
        at: { venue: "the show", date: null },
        waitingOn,
        since: new Date(since),
      },
    ],
  });
  it("are due three days after sending, two after the promoter signed, once per wait", () => {
    const now = new Date("2027-03-10T12:00:00Z");
    expect(dueNotices(wait("promoter", "2027-03-08T12:00:00Z"), now)).toEqual([]);
    const due = dueNotices(wait("promoter", "2027-03-07T11:00:00Z"), now);
    expect(due.map((d) => [d.kind, d.dueAt.toISOString(), d.params.waitingOn])).toEqual([
      ["contract-unsigned", "2027-03-10T11:00:00.000Z", "promoter"],
    ]);
    expect(dueNotices(wait("countersignature", "2027-03-08T11:00:00Z"), now)).toHaveLength(1);
  });
});

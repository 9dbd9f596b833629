import { describe, expect, it } from "vitest";
import { DAY_MS } from "../durations";
import { challengeDeadlineLabel, confirmedShowWarning, otherOpenNegotiations } from "./calendar";
import {
  afterLapse,
  challengeSummary,
  checkChallenge,
  fieldsAfterTransition,
  type Negotiation,
  transitionInputSchema,
} from "./negotiations";

const now = new Date("2026-05-01T12:00:00Z");
const fmt = (iso: string) => iso.slice(0, 16);

describe("challenge direction (decision 0011)", () => {
  it("a challenge records who made it; 'them' by default, cleared by the next move", () => {
    const opts = { now, nextFreeRank: 1 };
    const held = { holdRank: 2, holdExpiry: null };
    expect(fieldsAfterTransition(held, "challenge", opts).challengedBy).toBe("them");
    expect(
      fieldsAfterTransition(held, "challenge", { ...opts, challengedBy: "us" }).challengedBy,
    ).toBe("us");
    expect(fieldsAfterTransition(held, "hold", opts).challengedBy).toBeNull();
    expect(fieldsAfterTransition(held, "confirmed", opts).challengedBy).toBeNull();
  });

  it("only a 2nd or lower hold can challenge the hold above it", () => {
    expect(checkChallenge(1, "us").ok).toBe(false);
    expect(checkChallenge(null, "us").ok).toBe(false);
    expect(checkChallenge(2, "us").ok).toBe(true);
    expect(checkChallenge(1, "them").ok).toBe(true);
    expect(checkChallenge(1, undefined).ok).toBe(true);
    expect(transitionInputSchema.safeParse({ to: "challenge", challengedBy: "me" }).success).toBe(
      false,
    );
  });

  it("a lapse: an unanswered challenge to us is lost; ours unanswered moves us up", () => {
    expect(afterLapse({ status: "challenge", holdRank: 1, challengedBy: "them" }, now)).toEqual({
      status: "released",
      holdRank: null,
      holdExpiry: null,
    });
    expect(afterLapse({ status: "hold", holdRank: 2, challengedBy: null }, now).status).toBe(
      "released",
    );
    expect(afterLapse({ status: "challenge", holdRank: 2, challengedBy: "us" }, now)).toEqual({
      status: "hold",
      holdRank: 1,
      holdExpiry: new Date(now.getTime() + 14 * DAY_MS),
    });
    expect(afterLapse({ status: "challenge", holdRank: 3, challengedBy: "us" }, now)).toEqual({
      status: "hold",
      holdRank: 2,
      holdExpiry: new Date(now.getTime() + 7 * DAY_MS),
    });
  });

  it("the texts say who owes whom an answer, and by when", () => {
    const deadline = "2026-05-03T17:00:00.000Z";
    expect(
      challengeSummary({ challengedBy: "us", challengeDeadline: deadline, holdRank: 2 }, fmt),
    ).toBe(
      "We challenged the 1st hold above us; their answer is due by 2026-05-03T17:00. No answer: we move up.",
    );
    expect(
      challengeSummary({ challengedBy: "them", challengeDeadline: deadline, holdRank: 1 }, fmt),
    ).toBe("We were challenged; confirm or release by 2026-05-03T17:00, or our hold lapses.");
    expect(challengeDeadlineLabel("us")).toBe("Their answer due (our challenge)");
    expect(challengeDeadlineLabel(null)).toBe("Our answer due (challenged)");
  });
});

describe("active negotiations", () => {
  const n = (id: string, status: Negotiation["status"], date: string | null) =>
    ({ id, status, performanceDate: date }) as Negotiation;

  it("lists every other open negotiation after the urgent ones, by date", () => {
    const urgent = [n("c", "challenge", "2026-06-01")];
    const list = [
      n("p2", "pending", "2026-07-01"),
      n("done", "confirmed", "2026-06-05"),
      n("gone", "released", "2026-06-06"),
      n("h", "hold", "2026-06-10"),
      n("p0", "pending", null),
      ...urgent,
    ];
    const others = otherOpenNegotiations(list, urgent, "2026-05-01");
    expect(others.items.map((x) => x.id)).toEqual(["h", "p2", "p0"]);
    expect(others.total).toBe(3);
  });
});

describe("a confirmed show on the date being added", () => {
  it("warns with the date and the venue, never for the show being edited itself", () => {
    const list = [
      { id: "a", status: "confirmed", performanceDate: "2027-03-03", venueName: "Neon Owl" },
      { id: "b", status: "hold", performanceDate: "2027-03-03", venueName: "Station 9" },
    ] as Negotiation[];
    expect(confirmedShowWarning(list, "2027-03-03")).toBe(
      "You already have a confirmed show on Mar 3, 2027 (Neon Owl).",
    );
    expect(confirmedShowWarning(list, "2027-03-03", "a")).toBeNull();
    expect(confirmedShowWarning(list, "2027-03-04")).toBeNull();
    expect(confirmedShowWarning(list, "")).toBeNull();
  });
});

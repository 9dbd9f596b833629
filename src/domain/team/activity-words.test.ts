import { describe, expect, it } from "vitest";
import { describeWrite, showLabel, withArticle } from "./activity-words";
import { ROUTE_ACCESS, type RouteKey } from "./route-access";

const say = (key: RouteKey, subjects = {}) => describeWrite(key, subjects)?.summary;
const SHOW = showLabel("Union Street Theatre", "2027-03-12");

describe("what the team's writes say", () => {
  it("names who was invited, as what", () => {
    expect(say("POST /api/team/invitations", { created: "sam@example.com", role: "crew" })).toBe(
      "Invited sam@example.com as Crew",
    );
    expect(say("DELETE /api/team/invitations/:id", { invitation: "sam@example.com" })).toBe(
      "Revoked the invitation for sam@example.com",
    );
  });

  it("names the member removed, given a role, or handed the workspace", () => {
    expect(say("DELETE /api/team/members/:userId", { member: "Sam Lee" })).toBe("Removed Sam Lee");
    expect(say("PUT /api/team/members/:userId", { member: "Sam Lee", role: "manager" })).toBe(
      "Changed Sam Lee's role to Manager",
    );
    expect(say("POST /api/team/transfer", { member: "Sam Lee" })).toBe(
      "Handed over ownership to Sam Lee",
    );
    expect(say("PATCH /api/team", { created: "The Night Owls" })).toBe(
      "Renamed the workspace to The Night Owls",
    );
  });

  it("still reads as a sentence when a name was not found", () => {
    expect(say("DELETE /api/team/members/:userId")).toBe("Removed a member");
    expect(say("PUT /api/team/members/:userId")).toBe("Changed a member's role to a new role");
    expect(say("DELETE /api/team/invitations/:id")).toBe("Revoked an invitation");
  });
});

describe("what other areas' writes say", () => {
  it("names the API token made or revoked, never its secret", () => {
    expect(say("POST /api/tokens", { created: "Website" })).toBe("Made the API token Website");
    expect(say("DELETE /api/tokens/:id", { record: "Website" })).toBe(
      "Revoked the API token Website",
    );
    expect(say("DELETE /api/tokens/:id")).toBe("Revoked an API token");
    expect(describeWrite("POST /api/tokens", {})?.area).toBe("integrations");
  });

  it("names the show of a contract's every step", () => {
    const s = { show: SHOW };
    expect(say("POST /api/tours/:tourId/shows/:showId/contract", s)).toBe(
      `Made a contract for ${SHOW}`,
    );
    expect(say("POST /api/contracts/:contractId/send", s)).toBe(
      `Sent the contract for ${SHOW} to the promoter`,
    );
    expect(say("POST /api/contracts/:contractId/revoke-link", s)).toBe(
      `Turned off the link to the contract for ${SHOW}`,
    );
    expect(say("POST /api/contracts/:contractId/countersign", s)).toBe(
      `Countersigned the contract for ${SHOW}`,
    );
    expect(say("POST /api/contracts/:contractId/void", {})).toBe("Voided the contract for a show");
  });

  it("names a guest and the show's list", () => {
    const s = { tour: "Spring Run", show: SHOW, guest: "Jane Doe" };
    expect(
      say("POST /api/tours/:tourId/guest-lists/:showId/guests", {
        ...s,
        guest: undefined,
        created: "Jane Doe",
      }),
    ).toBe("Added Jane Doe to the guest list for the show at Union Street Theatre on Mar 12");
    expect(say("DELETE /api/tours/:tourId/guest-lists/:showId/guests/:guestId", s)).toBe(
      "Removed Jane Doe from the guest list for the show at Union Street Theatre on Mar 12",
    );
    expect(
      say("POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision", {
        ...s,
        status: "declined",
      }),
    ).toBe("Declined Jane Doe on the guest list for the show at Union Street Theatre on Mar 12");
    expect(say("PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId/check-in", s)).toBe(
      "Checked in Jane Doe at the show at Union Street Theatre on Mar 12",
    );
  });

  it("names a tour's rows by what they are called, a deal by its show", () => {
    expect(
      say("PUT /api/tours/:tourId/travel-legs/:id", {
        tour: "Spring Run",
        record: "Berlin → Hamburg",
      }),
    ).toBe("Updated the travel leg Berlin → Hamburg in Spring Run");
    expect(say("DELETE /api/tours/:tourId/deals/:id", { tour: "Spring Run", record: SHOW })).toBe(
      "Deleted the deal for the show at Union Street Theatre on Mar 12 in Spring Run",
    );
    expect(
      say("PUT /api/tours/:tourId/deals/:id/settlement", { tour: "Spring Run", record: SHOW }),
    ).toBe("Settled the deal for the show at Union Street Theatre on Mar 12 in Spring Run");
    expect(say("POST /api/tours", { created: "Spring Run" })).toBe("Added the tour Spring Run");
    expect(say("PUT /api/tours/:tourId/shows/:showId", { tour: "Spring Run", show: SHOW })).toBe(
      "Updated the show at Union Street Theatre on Mar 12 in Spring Run",
    );
  });

  it("uses 'an' before a vowel, everywhere", () => {
    expect(withArticle("invitation")).toBe("an invitation");
    expect(withArticle("tour")).toBe("a tour");
    expect(say("DELETE /api/merch/files/:fileId")).toBe("Deleted an artwork file");
    const writes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).filter((k) => !k.startsWith("GET "));
    const said = writes.map((k) => say(k)).filter((t): t is string => Boolean(t));
    expect(said.filter((t) => /\ba [aeiou]/i.test(t))).toEqual([]);
    // Nothing is a "record": every write names the kind of thing it touched.
    expect(said.filter((t) => /\brecord\b/.test(t))).toEqual([]);
  });
});

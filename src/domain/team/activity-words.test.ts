import { describe, expect, it } from "vitest";
import { messages as de } from "../i18n/catalogue-de";
import { messages as es } from "../i18n/catalogue-es";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import { showFact } from "../notifications/notice-subjects";
import type { WriteSubjects } from "./activity-line";
import { activityLine, describeWrite, LINE_KEYS } from "./activity-words";
import { ROUTE_ACCESS, type RouteKey } from "./route-access";

/** The line a write leaves, read back as its reader reads it (English unless wrapped). */
const say = (key: RouteKey, subjects: WriteSubjects = {}) => {
  const row = describeWrite(key, subjects);
  return row && activityLine(row.facts);
};
const SHOW = showFact("Union Street Theatre", "2027-03-12");
const LABEL = "the show at Union Street Theatre on Mar 12";
const german = messageFormatter("de", de);
const spanish = messageFormatter("es", es);

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
    expect(say("POST /api/songs")).toBe("Added a song");
  });

  it("keeps the action as a key, whatever language reads the line", () => {
    expect(describeWrite("PUT /api/team/members/:userId", {})?.action).toBe("roleChanged");
    const decision = "POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision";
    expect(describeWrite(decision, { status: "declined" })?.action).toBe("declined");
    expect(describeWrite(decision, { status: "approved" })?.action).toBe("approved");
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
      `Made a contract for ${LABEL}`,
    );
    expect(say("POST /api/contracts/:contractId/send", s)).toBe(
      `Sent the contract for ${LABEL} to the promoter`,
    );
    expect(say("POST /api/contracts/:contractId/revoke-link", s)).toBe(
      `Turned off the link to the contract for ${LABEL}`,
    );
    expect(say("POST /api/contracts/:contractId/countersign", s)).toBe(
      `Countersigned the contract for ${LABEL}`,
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
    ).toBe(`Added Jane Doe to the guest list for ${LABEL}`);
    expect(say("DELETE /api/tours/:tourId/guest-lists/:showId/guests/:guestId", s)).toBe(
      `Removed Jane Doe from the guest list for ${LABEL}`,
    );
    expect(
      say("POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision", {
        ...s,
        status: "declined",
      }),
    ).toBe(`Declined Jane Doe on the guest list for ${LABEL}`);
    expect(say("PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId/check-in", s)).toBe(
      `Checked in Jane Doe at ${LABEL}`,
    );
  });

  it("names a tour's rows by what they are called, a deal by its show", () => {
    expect(
      say("PUT /api/tours/:tourId/travel-legs/:id", {
        tour: "Spring Run",
        record: "Berlin → Hamburg",
      }),
    ).toBe("Updated the travel leg Berlin → Hamburg in Spring Run");
    expect(say("DELETE /api/tours/:tourId/deals/:id", { tour: "Spring Run", show: SHOW })).toBe(
      `Deleted the deal for ${LABEL} in Spring Run`,
    );
    expect(
      say("PUT /api/tours/:tourId/deals/:id/settlement", { tour: "Spring Run", show: SHOW }),
    ).toBe(`Settled the deal for ${LABEL} in Spring Run`);
    expect(say("POST /api/tours", { created: "Spring Run" })).toBe("Added the tour Spring Run");
    expect(say("PUT /api/tours/:tourId/shows/:showId", { tour: "Spring Run", show: SHOW })).toBe(
      `Updated ${LABEL} in Spring Run`,
    );
    expect(say("DELETE /api/merch/files/:fileId")).toBe("Deleted an artwork file");
  });

  it("names every kind of thing, never an entry or a record", () => {
    const writes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).filter((k) => !k.startsWith("GET "));
    const said = writes.map((k) => say(k)).filter((t): t is string => Boolean(t));
    // "an entry" alone was the words of a write nobody named: each has its own now.
    expect(said.filter((t) => /\b(a [aeiou]|record\b)|\ban entry$/i.test(t))).toEqual([]);
  });
});

describe("a line in the reader's language", () => {
  it("is written from the same facts in German and Spanish, the show's date in their format", () => {
    const row = describeWrite("DELETE /api/tours/:tourId/guest-lists/:showId/guests/:guestId", {
      tour: "Spring Run",
      show: SHOW,
      guest: "Jane Doe",
    })!;
    expect(withWords(german, () => activityLine(row.facts))).toBe(
      "Hat Jane Doe von der Gästeliste für die Show im Union Street Theatre am 12. März entfernt",
    );
    expect(withWords(spanish, () => activityLine(row.facts))).toBe(
      "Quitó a Jane Doe de la lista de invitados para el concierto en Union Street Theatre el 12 mar",
    );
    const invited = describeWrite("POST /api/team/invitations", {
      created: "sam@x.io",
      role: "crew",
    })!;
    expect(withWords(german, () => activityLine(invited.facts))).toBe(
      "Hat sam@x.io als Crew eingeladen",
    );
  });

  it("is none for facts of a line the code no longer has: the stored words stand", () => {
    expect(activityLine({ line: "POST /api/gone" })).toBeUndefined();
  });

  it("has its message in both catalogues for every line (a route's and a link page's)", () => {
    const ids = LINE_KEYS.map((key) => {
      const facts = { line: key };
      return withWords(german, () => activityLine(facts)) ===
        withWords(messageFormatter("en", {}), () => activityLine(facts))
        ? key
        : undefined;
    });
    // A German line that reads as the English one is a message missing from the catalogue.
    expect(ids.filter(Boolean)).toEqual([]);
    expect(LINE_KEYS.length).toBeGreaterThan(130);
  });
});

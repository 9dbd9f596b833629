import { describe, expect, it } from "vitest";
import { HIDDEN } from "@/domain/hidden";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { guest, memberOf, showWithList } from "../support/guest-lists";

const s = setupApiSuite();

/**
 * Issue 35 item 4: a guest's contact (phone, email) goes to owners, managers and the member
 * who asked for that guest; every other reader gets `{hidden: true}` in its place, in the
 * list and in every write's answer. The door, the CSV and the PDF work for everyone.
 */
describe("guest contact details by role", () => {
  it("owners, managers and the asker see the contact; other crew and artists do not", async () => {
    const { base } = await showWithList(s.t, s.a);
    const crew = await memberOf(s.t, s.a, "crew");
    const otherCrew = await memberOf(s.t, s.a, "crew");
    const artist = await memberOf(s.t, s.a, "artist");
    const manager = await memberOf(s.t, s.a, "manager");
    const mine = await call(s.t, "POST", `${base}/guests`, {
      cookie: crew.cookie,
      json: guest("Mia Novak", 1, { contact: "mia@example.com +1 512 555 0100" }),
    });
    expect(mine.status, mine.text).toBe(201);
    // The asker's own answer carries what they typed.
    expect(mine.data.contact).toBe("mia@example.com +1 512 555 0100");
    expect(mine.data).not.toHaveProperty("requestedBy");
    const owners = await call(s.t, "POST", `${base}/guests`, {
      cookie: s.a.cookie,
      json: guest("Leo Marsh", 0, { contact: "leo@example.com" }),
    });

    const contactsSeenBy = async (cookie: string) => {
      const list = await call(s.t, "GET", base, { cookie });
      expect(list.status).toBe(200);
      return Object.fromEntries(
        list.data.guests.map((g: { name: string; contact: unknown }) => [g.name, g.contact]),
      );
    };
    expect(await contactsSeenBy(s.a.cookie)).toEqual({
      "Mia Novak": "mia@example.com +1 512 555 0100",
      "Leo Marsh": "leo@example.com",
    });
    expect(await contactsSeenBy(manager.cookie)).toEqual(await contactsSeenBy(s.a.cookie));
    expect(await contactsSeenBy(crew.cookie)).toEqual({
      "Mia Novak": "mia@example.com +1 512 555 0100",
      "Leo Marsh": HIDDEN,
    });
    for (const other of [otherCrew, artist]) {
      const seen = await contactsSeenBy(other.cookie);
      expect(seen).toEqual({ "Mia Novak": HIDDEN, "Leo Marsh": HIDDEN });
      const list = await call(s.t, "GET", base, { cookie: other.cookie });
      expect(list.text).not.toContain("example.com");
    }

    // The door: a check-in by crew answers the guest without the contact.
    const door = await call(s.t, "PUT", `${base}/guests/${owners.data.id}/check-in`, {
      cookie: otherCrew.cookie,
      json: { clientId: crypto.randomUUID(), checkedIn: 1 },
    });
    expect(door.status, door.text).toBe(200);
    expect(door.data.guest).toMatchObject({ name: "Leo Marsh", checkedIn: 1, contact: HIDDEN });
    // A manager's decision answers with it.
    const decided = await call(s.t, "POST", `${base}/guests/${mine.data.id}/decision`, {
      cookie: manager.cookie,
      json: { status: "approved" },
    });
    expect(decided.data.contact).toBe("mia@example.com +1 512 555 0100");

    // CSV and PDF still answer every role, and never carry contacts.
    for (const who of [artist, s.a]) {
      const csv = await call(s.t, "GET", `${base}/csv`, { cookie: who.cookie });
      expect(csv.status).toBe(200);
      expect(csv.text).toContain("Novak");
      expect(csv.text).not.toContain("example.com");
      const pdf = await call(s.t, "GET", `${base}/pdf`, { cookie: who.cookie });
      expect(pdf.status).toBe(200);
    }
  });
});

import { describe, expect, it } from "vitest";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { guest, memberOf, showWithList } from "../support/guest-lists";

const s = setupApiSuite();

async function approvedGuest(name = "Mia Novak", plusOnes = 1) {
  const list = await showWithList(s.t, s.a);
  const g = await call(s.t, "POST", `${list.base}/guests`, {
    cookie: s.a.cookie,
    json: guest(name, plusOnes),
  });
  return {
    ...list,
    guestId: g.data.id as string,
    path: `${list.base}/guests/${g.data.id}/check-in`,
  };
}

const checkIn = (path: string, cookie: string, checkedIn: number, clientId = crypto.randomUUID()) =>
  call(s.t, "PUT", path, { cookie, json: { clientId, checkedIn } });

describe("the door: check-ins", () => {
  it("counts partial arrivals and undo", async () => {
    const { base, path } = await approvedGuest("Mia Novak", 1);
    const crew = await memberOf(s.t, s.a, "crew");
    const first = await checkIn(path, crew.cookie, 1);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ replayed: false, guest: { checkedIn: 1, plusOnes: 1 } });
    let list = await call(s.t, "GET", base, { cookie: crew.cookie });
    expect(list.data.counts).toMatchObject({ checkedIn: 1, approved: 2 });
    await checkIn(path, crew.cookie, 2);
    const undo = await checkIn(path, crew.cookie, 0);
    expect(undo.data.guest).toMatchObject({ checkedIn: 0, checkedInAt: null });
    list = await call(s.t, "GET", base, { cookie: crew.cookie });
    expect(list.data.counts.checkedIn).toBe(0);
  });

  it("a replayed check-in (same client id) answers the same and counts nothing again", async () => {
    const { path } = await approvedGuest("Ana Ruiz", 2);
    const clientId = crypto.randomUUID();
    const first = await checkIn(path, s.a.cookie, 1, clientId);
    const again = await checkIn(path, s.a.cookie, 1, clientId);
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ ...first.data, replayed: true });
    // Another phone moves on; the old tap arriving late from an outbox must not undo that.
    await checkIn(path, s.a.cookie, 3);
    const late = await checkIn(path, s.a.cookie, 1, clientId);
    expect(late.data).toMatchObject({ replayed: true, guest: { checkedIn: 3 } });
  });

  it("two phones at once: the last write wins and nobody is counted twice", async () => {
    const { base, path } = await approvedGuest("Leo Marsh", 1);
    const crew = await memberOf(s.t, s.a, "crew");
    // Ten taps from two devices, each the absolute count the phone saw: 1 arrived.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkIn(path, i % 2 ? crew.cookie : s.a.cookie, 1)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const list = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(list.data.counts.checkedIn).toBe(1);
    // The same tap sent by an outbox five times at once is one check-in.
    const clientId = crypto.randomUUID();
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => checkIn(path, crew.cookie, 2, clientId)),
    );
    expect(new Set(replays.map((r) => r.status))).toEqual(new Set([200]));
    const after = await call(s.t, "GET", base, { cookie: s.a.cookie });
    expect(after.data.counts.checkedIn).toBe(2);
  });

  it("answers 409 conflict, naming the guest, when the list changed meanwhile", async () => {
    const { base, guestId, path } = await approvedGuest("Kim Lee", 0);
    await call(s.t, "POST", `${base}/guests/${guestId}/decision`, {
      cookie: s.a.cookie,
      json: { status: "declined" },
    });
    const declined = await checkIn(path, s.a.cookie, 1);
    expect(declined.status).toBe(409);
    expect(declined.data.error).toMatchObject({ code: "conflict" });
    expect(declined.data.error.message).toContain("Kim Lee is not approved");

    await call(s.t, "POST", `${base}/guests/${guestId}/decision`, {
      cookie: s.a.cookie,
      json: { status: "approved" },
    });
    const tooMany = await checkIn(path, s.a.cookie, 2);
    expect(tooMany.status).toBe(409);
    expect(tooMany.data.error.message).toBe("Kim Lee has 1 ticket, not 2");

    await call(s.t, "DELETE", `${base}/guests/${guestId}`, { cookie: s.a.cookie });
    const removed = await checkIn(path, s.a.cookie, 1);
    expect(removed.status).toBe(409);
    expect(removed.data.error.message).toBe("This guest was removed from the list meanwhile");
  });
});

describe("the box office", () => {
  it("downloads approved guests by last name, formulas neutralised, and a PDF", async () => {
    const { base } = await showWithList(s.t, s.a);
    for (const name of ["Zoe Adams", "=HYPERLINK(1)", "Al Brown"])
      await call(s.t, "POST", `${base}/guests`, { cookie: s.a.cookie, json: guest(name, 1) });
    const crew = await memberOf(s.t, s.a, "crew");
    await call(s.t, "POST", `${base}/guests`, {
      cookie: crew.cookie,
      json: guest("Pending Person"),
    });
    const csv = await call(s.t, "GET", `${base}/csv`, { cookie: crew.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const names = csv.text
      .split("\r\n")
      .slice(1, -1)
      .map((l) => l.split(",")[0]);
    // "=hyperlink(1)" files under "=", before any letter.
    expect(names).toEqual([`"'=HYPERLINK(1)"`, '"Zoe Adams"', '"Al Brown"']);
    expect(csv.text).not.toContain("Pending Person");
    const pdf = await call(s.t, "GET", `${base}/pdf`, { cookie: crew.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/guest-list-station-9-2099-05-02\.pdf/);
  });

  it("the list is in the account export", async () => {
    const { base } = await showWithList(s.t, s.a);
    await call(s.t, "POST", `${base}/guests`, { cookie: s.a.cookie, json: guest("Exported Ella") });
    const zip = await call(s.t, "GET", "/api/profile/export", { cookie: s.a.cookie });
    expect(zip.status).toBe(200);
    expect(zip.text).toContain("Exported Ella");
    expect(zip.text).toContain('"guest_list_settings"');
    expect(zip.text).toContain('"guest_check_ins"');
  });
});

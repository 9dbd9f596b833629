import { describe, expect, it } from "vitest";
import type { FloatAnswer, MyTour, MyToursAnswer, PartyAnswer } from "@/domain/party/answers";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest } from "../support/client";

/** The demo's party on the tour it is on now (issue 54): people, lines, the float, the road. */
const s = setupApiSuite();

describe("the demo's party", () => {
  it("has the road's people, their generated pay, the float a little short, and who rides and sleeps where", async () => {
    const guest = await signInAsGuest(s.t);
    const get = (p: string) => call(s.t, "GET", p, { cookie: guest.cookie });
    const mine = (await get("/api/my-tours")).data as MyToursAnswer;
    expect(mine.tours).toHaveLength(1);
    const tourId = mine.tours[0]!.tourId;

    const party = (await get(`/api/tours/${tourId}/party`)).data as PartyAnswer;
    // Listed by name; the artist's is the guest's.
    expect(party.people.map((p) => [p.roadRole, p.userId !== null]).sort()).toEqual([
      ["Artist", true],
      ["Backline tech", false],
      ["Driver", false],
      ["FOH engineer", true],
      ["Tour manager", true],
    ]);
    expect(party.generatedAt).not.toBeNull();

    const float = (await get(`/api/tours/${tourId}/float`)).data as FloatAnswer;
    const usd = float.balances.find((b) => b.currency === "USD")!;
    expect(usd.drawn).toBe("2000.00");
    expect(usd.overShort).toBe("-5.00");
    expect(Number(usd.paidOut)).toBeGreaterThan(0);

    // The guest's own tour: their per diems, none paid yet (only the crew's and driver's were).
    const own = (await get(`/api/my-tours/${tourId}`)).data as MyTour;
    expect(own.person.roadRole).toBe("Artist");
    expect(own.lines.length).toBeGreaterThan(0);
    expect(own.lines.every((l) => l.kind === "per_diem" && l.paidAt === null)).toBe(true);

    // The van's first leg is the crew's and the driver's: the guest's own legs leave it out.
    const itinerary = (await get(`/api/tours/${tourId}/itinerary`)).data as {
      legs: { id: string; passengers: { name: string }[] }[];
      lodgings: { roomList: { label: string; occupants: { name: string }[] }[] }[];
    };
    const van = itinerary.legs.find((l) => l.passengers.length > 0)!;
    expect(van.passengers.map((p) => p.name)).toEqual(["Lou Brandt", "Marco Reyes"]);
    expect(own.legs.map((l) => l.id)).not.toContain(van.id);
    const rooms = itinerary.lodgings.flatMap((l) => l.roomList);
    expect(rooms.map((r) => [r.label, r.occupants.map((o) => o.name)])).toEqual([
      ["Room 412", ["Lou Brandt", "Marco Reyes"]],
      ["Room 415", ["Dana Whitfield"]],
    ]);
  });
});

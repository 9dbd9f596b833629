import { describe, expect, it } from "vitest";
import { lodgingInputSchema, travelLegInputSchema } from "./itinerary";
import { roomLines, travelAudience, travelFor, whoTravels } from "./travel-people";

const ANA = "00000000-0000-4000-8000-00000000000a";
const BEN = "00000000-0000-4000-8000-00000000000b";
const CY = "00000000-0000-4000-8000-00000000000c";
const party = [
  { id: ANA, userId: "u-ana" },
  { id: BEN, userId: "u-ben" },
  // A driver without an account: listed, never told.
  { id: CY, userId: null },
];

describe("who hears that a leg or a stay changed", () => {
  it("tells the people on it before and after, and only them", () => {
    expect(travelAudience(party, [ANA], [BEN, CY])).toEqual(["u-ana", "u-ben"]);
    expect(travelAudience(party, undefined, [BEN])).toEqual(["u-ben"]);
    expect(travelAudience(party, [ANA], undefined)).toEqual(["u-ana"]);
    expect(travelAudience(party, [CY], [CY])).toEqual([]);
  });

  it("tells the whole party with accounts of a whole-party leg, nobody when there is no party", () => {
    expect(travelAudience(party, undefined, [])).toEqual(["u-ana", "u-ben"]);
    expect(travelAudience(party, [], [ANA])).toEqual(["u-ana", "u-ben"]);
    expect(travelAudience([], undefined, [])).toEqual([]);
  });
});

const leg = (id: string, passengers: string[]) => ({
  id,
  passengers: passengers.map((p) => ({ id: p, name: p })),
});
const room = (label: string, people: string[]) => ({
  id: label,
  label,
  occupants: people.map((p) => ({ id: p, name: p })),
});

describe("what a reader reads of the road", () => {
  const legs = [leg("all", []), leg("ana", [ANA]), leg("ben", [BEN])];
  const stays = [
    { id: "whole", roomList: [] },
    { id: "split", roomList: [room("12", [ANA, CY]), room("14", [BEN])] },
    { id: "ben only", roomList: [room("3", [BEN])] },
  ];

  it("a manager reads every leg and every room", () => {
    const all = travelFor({ manages: true, mine: new Set() }, legs, stays);
    expect(all.legs.map((l) => l.id)).toEqual(["all", "ana", "ben"]);
    expect(all.stays[1]!.roomList.map((r) => r.label)).toEqual(["12", "14"]);
  });

  it("crew read the whole party's and their own, with only their room", () => {
    const ana = travelFor({ manages: false, mine: new Set([ANA]) }, legs, stays);
    expect(ana.legs.map((l) => l.id)).toEqual(["all", "ana"]);
    expect(ana.stays.map((s) => s.id)).toEqual(["whole", "split"]);
    expect(ana.stays[1]!.roomList).toEqual([room("12", [ANA, CY])]);
  });

  it("someone not on the party reads only the whole party's", () => {
    const none = travelFor({ manages: false, mine: new Set() }, legs, stays);
    expect(none.legs.map((l) => l.id)).toEqual(["all"]);
    expect(none.stays.map((s) => s.id)).toEqual(["whole"]);
  });

  it("prints who travels and who sleeps where", () => {
    expect(whoTravels([])).toBe("Whole party");
    expect(whoTravels(leg("x", ["Ana", "Ben"]).passengers)).toBe("Ana, Ben");
    expect(roomLines([room("Room 12", ["Ana", "Cy"]), room("Room 14", [])])).toEqual([
      "Room 12: Ana, Cy",
      "Room 14: no one listed",
    ]);
  });
});

const baseLeg = {
  mode: "flight",
  fromPlace: "London",
  toPlace: "New York",
  departureLocal: "2099-05-02T10:00",
  departureTz: "Europe/London",
  arrivalLocal: "2099-05-02T13:00",
  arrivalTz: "America/New_York",
};
const baseStay = { name: "Inn", checkIn: "2099-05-02", checkOut: "2099-05-03" };
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join(".")) ?? [];

describe("the people a write sends", () => {
  it("a leg keeps its passengers when none are sent, and lists each once", () => {
    expect(travelLegInputSchema.parse(baseLeg).passengerIds).toBeUndefined();
    expect(
      travelLegInputSchema.parse({ ...baseLeg, passengerIds: [ANA, ANA.toUpperCase(), BEN] })
        .passengerIds,
    ).toEqual([ANA, BEN]);
  });

  it("refuses what is no person's id, naming passengerIds", () => {
    const r = travelLegInputSchema.safeParse({ ...baseLeg, passengerIds: ["bob"] });
    expect(fieldsOf(r)).toEqual(["passengerIds"]);
    expect(r.error?.issues[0]?.message).toBe("bob is not on this tour's party");
  });

  it("a person sleeps in one room of a stay", () => {
    const twice = lodgingInputSchema.safeParse({
      ...baseStay,
      roomList: [
        { label: "12", occupantIds: [ANA] },
        { label: "14", occupantIds: [ANA, BEN] },
      ],
    });
    expect(fieldsOf(twice)).toEqual(["roomList"]);
    expect(twice.error?.issues[0]?.message).toBe("A person sleeps in one room of a stay");
    const unlabelled = lodgingInputSchema.safeParse({
      ...baseStay,
      roomList: [{ label: " ", occupantIds: [ANA] }],
    });
    expect(fieldsOf(unlabelled)).toEqual(["roomList"]);
    const ok = lodgingInputSchema.parse({
      ...baseStay,
      roomList: [{ label: " 12 ", occupantIds: [ANA, CY] }],
    });
    expect(ok.roomList).toEqual([{ label: "12", occupantIds: [ANA, CY] }]);
  });
});

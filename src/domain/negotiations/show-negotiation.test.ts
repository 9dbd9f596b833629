import { describe, expect, it } from "vitest";
import { NEXT_FREE_RANK, STARTING_STATUSES, TRANSITIONS } from "./negotiations";
import { editShowSchema, newShowSchema } from "./show-negotiation";

const VENUE_ID = "0b7c1f2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f";
const base = { venueMode: "existing", venueId: VENUE_ID, performanceDate: "2026-05-01" };
const errors = (schema: typeof newShowSchema | typeof editShowSchema, input: object) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

describe("Add Show's starting negotiation", () => {
  it("starts pending by default, with the contact", () => {
    const parsed = newShowSchema.parse({ ...base, contactName: " Dana ", contactEmail: "" });
    expect(parsed.negotiation).toMatchObject({ status: "pending", contactName: "Dana" });
    expect(parsed.show.venue).toEqual({ id: VENUE_ID });
  });

  it("a hold keeps its rank and expiry; an empty rank means the next free one", () => {
    const held = newShowSchema.parse({
      ...base,
      status: "hold",
      holdRank: "2",
      holdExpiry: "2026-04-20T12:00:00.000Z",
    });
    expect(held.negotiation).toMatchObject({ status: "hold", holdRank: 2 });
    expect(held.negotiation.holdExpiry?.toISOString()).toBe("2026-04-20T12:00:00.000Z");
    const auto = newShowSchema.parse({ ...base, status: "hold", holdRank: "", holdExpiry: "" });
    expect(auto.negotiation.holdRank).toBeUndefined();
    const next = newShowSchema.parse({ ...base, status: "hold", holdRank: NEXT_FREE_RANK });
    expect(next.negotiation.holdRank).toBeUndefined();
    expect(auto.negotiation.holdExpiry).toBeUndefined();
  });

  it("drops rank and expiry left in the form when the start is not a hold", () => {
    const parsed = newShowSchema.parse({ ...base, status: "confirmed", holdRank: "3" });
    expect(parsed.negotiation.holdRank).toBeUndefined();
  });

  it("refuses a start the state machine does not offer, naming the allowed ones", () => {
    expect(errors(newShowSchema, { ...base, status: "challenge" }).status).toBe(
      "A new show starts as Pending, Hold, Confirmed; other statuses are reached by a transition",
    );
    expect(errors(newShowSchema, { ...base, status: "hold", holdRank: "0" }).holdRank).toBe(
      "Hold rank is at least 1",
    );
    expect(errors(newShowSchema, { ...base, contactEmail: "dana@" }).contactEmail).toBe(
      "Enter a valid email",
    );
  });

  it("every start other than pending is a legal move from pending", () => {
    for (const s of STARTING_STATUSES.filter((s) => s !== "pending")) {
      expect(TRANSITIONS.pending).toContain(s);
    }
  });
});

describe("Edit Show", () => {
  it("takes the contact and refuses a status (that is a transition)", () => {
    expect(editShowSchema.parse({ ...base, contactPhone: "555" }).contact.contactPhone).toBe("555");
    expect(errors(editShowSchema, { ...base, status: "confirmed" }).status).toBe(
      "Change the status with a transition of the negotiation, not by editing",
    );
  });
});

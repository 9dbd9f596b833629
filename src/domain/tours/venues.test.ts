import { describe, expect, it } from "vitest";
import { venueInputSchema, venuePlace } from "./venues";

const fieldErrors = (input: unknown) =>
  Object.fromEntries(
    (venueInputSchema.safeParse(input).error?.issues ?? []).map((i) => [
      i.path.join("."),
      i.message,
    ]),
  );

describe("venue input", () => {
  it("stores empty optional fields as null", () => {
    expect(
      venueInputSchema.parse({
        name: " The Fillmore ",
        city: "San Francisco",
        state: "CA",
        capacity: "1150",
        contactName: "",
        phone: "",
        email: "",
      }),
    ).toEqual({
      name: "The Fillmore",
      city: "San Francisco",
      state: "CA",
      capacity: 1150,
      contactName: null,
      phone: null,
      email: null,
      // No country given is the US; no point typed is placed by the server (§18.1).
      country: "US",
      latitude: null,
      longitude: null,
    });
  });

  it("requires a name", () => {
    expect(fieldErrors({ name: "" })).toEqual({ name: "Venue name is required" });
    expect(fieldErrors({})).toEqual({ name: "Venue name is required" });
  });

  it("refuses a fractional or negative capacity, a bad email and a bad phone", () => {
    expect(fieldErrors({ name: "V", capacity: "12.5", email: "nope", phone: "call me" })).toEqual({
      capacity: "Capacity must be a whole number",
      email: "Enter a valid email address",
      phone: "Enter a valid phone number",
    });
    expect(fieldErrors({ name: "V", capacity: -1 })).toEqual({
      capacity: "Capacity must be between 0 and 1,000,000",
    });
  });

  it("accepts common phone formats", () => {
    expect(fieldErrors({ name: "V", phone: "+1 (512) 555-0100" })).toEqual({});
  });

  it("writes the place as city, state", () => {
    expect(venuePlace("Austin", "TX")).toBe("Austin, TX");
    expect(venuePlace(null, "TX")).toBe("TX");
    expect(venuePlace("", "")).toBe("");
  });
});

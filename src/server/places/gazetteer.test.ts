import { describe, expect, it } from "vitest";
import { findPlaces, locate } from "./gazetteer";

describe("the gazetteer", () => {
  it("finds a city by its name folded (accents, case, spaces), most populous first", async () => {
    const [first] = await findPlaces(" sao PAULO ", null, "BR");
    expect(first).toMatchObject({ city: "São Paulo", country: "BR" });
    const springfields = await findPlaces("Springfield", null, "US");
    expect(springfields.length).toBeGreaterThan(2);
    const populations = springfields.map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("narrows by state, keeps to the country, and the same look-up again answers the same", async () => {
    const il = await findPlaces("Springfield", "IL", "US");
    expect(il.every((p) => p.state === "IL")).toBe(true);
    expect(await findPlaces("Springfield", "IL", "US")).toEqual(il);
    expect(await findPlaces("Springfield", null, "FR")).toEqual([]);
    expect(await findPlaces("   ", null, "US")).toEqual([]);
  });

  it("places the one city a name means, and no guess when several could be", async () => {
    expect(await locate("Portland", "OR", "US")).toMatchObject({ city: "Portland", state: "OR" });
    expect(await locate("Springfield", null, "US")).toBeNull();
  });
});

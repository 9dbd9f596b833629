import { describe, expect, it } from "vitest";
import { displayArtistName } from "./artist-name";
import { updateProfileSchema } from "./profile";

describe("displayArtistName", () => {
  it("uses the artist's name", () => expect(displayArtistName("Mara Vale")).toBe("Mara Vale"));
  it("falls back to 'Artist' when missing or blank", () => {
    expect(displayArtistName(null)).toBe("Artist");
    expect(displayArtistName(undefined)).toBe("Artist");
    expect(displayArtistName("   ")).toBe("Artist");
  });
});

describe("updateProfileSchema", () => {
  it("trims the name", () =>
    expect(updateProfileSchema.parse({ artistName: "  Mara " })).toEqual({ artistName: "Mara" }));
  it("rejects an empty name", () =>
    expect(updateProfileSchema.safeParse({ artistName: " " }).success).toBe(false));
});

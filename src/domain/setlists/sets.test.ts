import { describe, expect, it } from "vitest";
import { setItemsSchema, setLength, slotSeconds } from "./sets";

const song = "7b0d3b7e-1c1a-4c47-9d1e-2f7a7b6f3c11";

describe("a set's lines", () => {
  it("are songs or free lines, not neither", () => {
    expect(setItemsSchema.safeParse([{ songId: song }, { label: "Drum solo" }]).success).toBe(true);
    const r = setItemsSchema.safeParse([{}]);
    expect(r.error?.issues[0]).toMatchObject({
      path: [0, "songId"],
      message: "Pick a song or write a line",
    });
  });

  it("keep the encore at the end", () => {
    expect(
      setItemsSchema.safeParse([{ songId: song }, { songId: song, encore: true }]).success,
    ).toBe(true);
    const r = setItemsSchema.safeParse([{ songId: song, encore: true }, { songId: song }]);
    expect(r.error?.issues[0]?.path).toEqual([1, "encore"]);
  });
});

describe("a set's length against its slot", () => {
  it("reads a slot across midnight", () => {
    expect(slotSeconds("23:30", "01:00")).toBe(90 * 60);
    expect(slotSeconds("21:00", "22:15")).toBe(75 * 60);
    expect(slotSeconds(null, "22:00")).toBeNull();
  });

  it("flags a set that runs over, counting lines with no length", () => {
    const length = setLength(
      [{ durationSeconds: 2400 }, { durationSeconds: null }, { durationSeconds: 2400 }],
      4500,
    );
    expect(length).toEqual({ seconds: 4800, unknown: 1, slotSeconds: 4500, overBy: 300 });
    expect(setLength([{ durationSeconds: 60 }], null).overBy).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { formatSongLength, parseSongLength, songInputSchema } from "./songs";

const writer = (name: string, share: string) => ({ name, share });

describe("a song's input", () => {
  it("keeps shares in hundredths and accepts a three-way split that adds up", () => {
    const parsed = songInputSchema.parse({
      title: " Ghosts ",
      durationSeconds: "3:45",
      iswc: "T-034.524.680-1",
      writers: [writer("Ana", "33.33"), writer("Ben", "33.33"), writer("Cy", "33.34")],
    });
    expect(parsed.title).toBe("Ghosts");
    expect(parsed.durationSeconds).toBe(225);
    expect(parsed.iswc).toBe("T-034524680-1");
    expect(parsed.writers.map((w) => w.share)).toEqual([3333, 3333, 3334]);
  });

  it("refuses shares that do not add up to 100 %, naming the total", () => {
    const r = songInputSchema.safeParse({
      title: "X",
      writers: [writer("Ana", "50"), writer("Ben", "49.99")],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ["writers"],
      message: expect.stringContaining("99.99 %"),
    });
  });

  it("allows a song with no writers yet", () => {
    expect(songInputSchema.safeParse({ title: "Untitled jam" }).success).toBe(true);
  });

  it("refuses a bad ISWC and a share above 100, naming the field", () => {
    const r = songInputSchema.safeParse({ title: "X", iswc: "T-034.524.680-2" });
    expect(r.error?.issues[0]?.path).toEqual(["iswc"]);
    const s = songInputSchema.safeParse({ title: "X", writers: [writer("Ana", "150")] });
    expect(s.error?.issues[0]?.path).toEqual(["writers", 0, "share"]);
  });
});

describe("a song's length", () => {
  it("reads minutes and seconds or plain seconds", () => {
    expect(parseSongLength("3:45")).toBe(225);
    expect(parseSongLength(" 225 ")).toBe(225);
    expect(parseSongLength("")).toBeNull();
    expect(formatSongLength(225)).toBe("3:45");
  });
  it("refuses what is not a song's length", () => {
    for (const bad of ["3:75", "0", "61:00", "-3", "3.5", "abc"]) {
      expect(parseSongLength(bad)).toHaveProperty("error");
    }
  });
});

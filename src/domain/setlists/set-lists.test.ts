import { describe, expect, it } from "vitest";
import { linesAsInput, playedChanges, type SetLine, slotOf } from "./set-lists";

const line = (title: string, position: number, o: Partial<SetLine> = {}): SetLine => ({
  position,
  songId: `song-${title}`,
  title,
  durationSeconds: 200,
  musicalKey: null,
  tempo: null,
  label: null,
  encore: false,
  segue: false,
  note: null,
  ...o,
});
const set = (...titles: string[]) => titles.map((t, i) => line(t, i + 1));

describe("what changed between the plan and what was played", () => {
  it("is nothing when the set was played as planned", () => {
    expect(playedChanges(set("A", "B", "C"), set("A", "B", "C"))).toEqual({
      added: [],
      dropped: [],
      moved: [],
    });
  });

  it("names added and dropped lines with their positions", () => {
    const c = playedChanges(set("A", "B", "C"), set("A", "C", "D"));
    expect(c.added).toEqual([{ title: "D", position: 3 }]);
    expect(c.dropped).toEqual([{ title: "B", position: 2 }]);
    expect(c.moved).toEqual([]);
  });

  it("moves the fewest lines that explain the new order", () => {
    // The closer played first: one line moved, not five.
    const c = playedChanges(set("A", "B", "C", "D", "E", "F"), set("F", "A", "B", "C", "D", "E"));
    expect(c.moved).toEqual([{ title: "F", from: 6, to: 1 }]);
  });

  it("pairs a song played twice with its planned plays in order, and free lines by text", () => {
    const planned = [line("A", 1), line("Drum solo", 2, { songId: null, label: "Drum solo" })];
    const played = [
      line("A", 1),
      line("drum SOLO", 2, { songId: null, label: "drum SOLO" }),
      line("A", 3),
    ];
    const c = playedChanges(planned, played);
    expect(c.added).toEqual([{ title: "A", position: 3 }]);
    expect(c.dropped).toEqual([]);
    expect(c.moved).toEqual([]);
  });
});

describe("the band's slot on the day sheet", () => {
  const sheet = {
    setTime: "22:00",
    curfew: "00:30",
    sets: [
      { performer: "Support Act", start: "20:00", end: "20:40" },
      { performer: "The Night Owls", start: "21:00", end: null },
    ],
  };

  it("is the running order's entry named as the artist, to the curfew when it has no end", () => {
    expect(slotOf(sheet, "the night owls")).toEqual({
      start: "21:00",
      end: "00:30",
      seconds: 210 * 60,
      source: "running order",
    });
  });

  it("is otherwise the set time to the curfew, across midnight", () => {
    expect(slotOf(sheet, "Somebody Else")).toEqual({
      start: "22:00",
      end: "00:30",
      seconds: 150 * 60,
      source: "set time",
    });
    expect(slotOf(null, "Anyone")).toEqual({
      start: null,
      end: null,
      seconds: null,
      source: "none",
    });
    expect(slotOf({ setTime: "21:00", curfew: null, sets: [] }, "x").seconds).toBeNull();
  });
});

describe("a set copied to start another", () => {
  it("keeps order, encore, segues and notes; a song's length stays the catalogue's", () => {
    const lines = [
      line("A", 1, { segue: true, note: "Capo 2", durationSeconds: 180 }),
      line("Drum solo", 2, { songId: null, label: "Drum solo", durationSeconds: 240 }),
      line("B", 3, { encore: true }),
    ];
    expect(linesAsInput(lines)).toEqual([
      {
        songId: "song-A",
        label: null,
        encore: false,
        segue: true,
        note: "Capo 2",
        durationSeconds: null,
      },
      {
        songId: null,
        label: "Drum solo",
        encore: false,
        segue: false,
        note: null,
        durationSeconds: 240,
      },
      {
        songId: "song-B",
        label: null,
        encore: true,
        segue: false,
        note: null,
        durationSeconds: null,
      },
    ]);
  });
});

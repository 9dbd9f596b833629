import { describe, expect, it } from "vitest";
import { setItemsSchema } from "@/domain/setlists/sets";
import {
  type EditorLine,
  lineProblem,
  linesToSave,
  moved,
  withEncore,
  withFreeLine,
} from "./set-editor-model";

const set = (...lines: [string, boolean][]): EditorLine[] =>
  lines.reduce<EditorLine[]>(
    (all, [label, encore]) => withEncore(withFreeLine(all, label, null), all.length, encore),
    [],
  );
const shape = (lines: EditorLine[]) => lines.map((l) => `${l.title}${l.encore ? "*" : ""}`);
const valid = (lines: EditorLine[]) => setItemsSchema.safeParse(linesToSave(lines)).success;

describe("the set editor keeps the encore at the end", () => {
  const start = set(["A", false], ["B", false], ["C", false], ["D", true], ["E", true]);

  it("whatever line is dragged wherever", () => {
    for (let from = 0; from < start.length; from++) {
      for (let to = 0; to < start.length; to++) {
        const after = moved(start, from, to);
        expect(valid(after), `${from} → ${to}: ${shape(after)}`).toBe(true);
      }
    }
    expect(shape(moved(start, 0, 4))).toEqual(["B", "C", "D*", "E*", "A*"]);
    expect(shape(moved(start, 4, 0))).toEqual(["E", "A", "B", "C", "D*"]);
  });

  it("switches the encore on from a line to the end, and off up to it", () => {
    expect(shape(withEncore(start, 1, true))).toEqual(["A", "B*", "C*", "D*", "E*"]);
    expect(shape(withEncore(start, 3, false))).toEqual(["A", "B", "C", "D", "E*"]);
  });
});

describe("a refusal naming a line", () => {
  it("reads as the line's number", () => {
    const err = Object.assign(new Error("Invalid input"), {
      fields: { "items.3.songId": "Choose a song of this workspace's catalogue" },
    });
    expect(lineProblem(err)).toBe("Line 4: Choose a song of this workspace's catalogue");
    expect(lineProblem(new Error("Network"))).toBe("Network");
  });
});

import { describe, expect, it } from "vitest";
import { type AnswerFields, shapeFor } from "./audience";
import { HIDDEN } from "./hidden";

interface Row {
  id: string;
  fee: string | null;
  notes: string;
  extra?: number;
}
const FIELDS = {
  id: "everyone",
  fee: "money",
  notes: "managers",
  extra: "everyone",
} as const satisfies AnswerFields<Row>;

describe("shapeFor", () => {
  const row: Row = { id: "r1", fee: "1200.00", notes: "call them" };

  it("gives a reader who sees money every field the table names, as it is", () => {
    const shaped = shapeFor(true, FIELDS, row);
    expect(shaped).toEqual(row);
    expect(shaped).not.toBe(row);
  });

  it("puts the marker in every field not for everyone, for crew and artists", () => {
    expect(shapeFor(false, FIELDS, row)).toEqual({ id: "r1", fee: HIDDEN, notes: HIDDEN });
    // The row it was made from is not changed (answers are cached per reader).
    expect(row.fee).toBe("1200.00");
  });

  it("sends no key the table does not name, whoever reads", () => {
    const sneaky = { ...row, secretRate: "99.00" } as Row;
    expect(shapeFor(true, FIELDS, sneaky)).not.toHaveProperty("secretRate");
    expect(shapeFor(false, FIELDS, sneaky)).not.toHaveProperty("secretRate");
  });

  it("does not compile a row with a field the table does not classify", () => {
    const wider = { ...row, perDiem: "40.00" };
    // @ts-expect-error perDiem is not in FIELDS: it must be classified before it can be sent.
    const shaped = shapeFor(false, FIELDS, wider);
    expect(shaped).not.toHaveProperty("perDiem");
  });
});

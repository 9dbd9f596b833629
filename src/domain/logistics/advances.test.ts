import { describe, expect, it } from "vitest";
import { messages as de } from "../i18n/catalogue-de";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import {
  advanceItemLabel,
  afterDaySheetEdit,
  DEFAULT_ADVANCE_TEMPLATE,
  daySheetChangeOf,
  newTemplateKey,
  templateSchema,
} from "./advances";

describe("a question a manager adds to the template", () => {
  it("gets a key from its name that the template's rules accept", () => {
    expect(newTemplateKey("Green room Wi-Fi", [])).toBe("greenRoomWiFi");
    expect(newTemplateKey("  2nd bus bay  ", [])).toBe("ndBusBay");
    expect(newTemplateKey("Café & bar", [])).toBe("cafeBar");
    expect(newTemplateKey("!!!", [])).toBe("question");
    const long = newTemplateKey("x".repeat(200), []);
    const items = [
      ...DEFAULT_ADVANCE_TEMPLATE,
      { key: long, section: "logistics", label: "x", kind: "text" },
    ];
    expect(templateSchema.safeParse({ items }).success).toBe(true);
  });

  it("is numbered when another question has that key already", () => {
    expect(newTemplateKey("Parking", ["parking"])).toBe("parking-2");
    expect(newTemplateKey("Parking", ["parking", "parking-2"])).toBe("parking-3");
    // A removed day-sheet time's key is never reused for a text question.
    expect(newTemplateKey("Load in", [])).toBe("loadIn-2");
    expect(newTemplateKey("Sets", [])).toBe("sets-2");
  });
});

describe("a day-sheet time changed after the venue agreed it (issue 47)", () => {
  const agreed = { state: "confirmed" as const, value: "14:30", proposed: null };
  it("reopens, keeping what was agreed and who changed it", () => {
    expect(afterDaySheetEdit(agreed, "14:30", "15:00", "Sam")).toEqual({
      state: "asked",
      value: "14:30",
      answeredBy: "Sam",
    });
    // Agreed before the row kept its value: what the day sheet said is what was agreed.
    expect(afterDaySheetEdit({ ...agreed, value: null }, "14:30", "15:00", "Sam")?.value).toBe(
      "14:30",
    );
    expect(afterDaySheetEdit(agreed, "14:30", "14:30", "Sam")).toBeUndefined();
  });
  it("is agreed again when changed back, unless the venue has since answered", () => {
    const reopened = { state: "asked" as const, value: "14:30", proposed: null };
    expect(afterDaySheetEdit(reopened, "15:00", "14:30", "Sam")).toEqual({
      state: "confirmed",
      value: "14:30",
      answeredBy: null,
    });
    expect(
      afterDaySheetEdit({ ...reopened, proposed: "16:00" }, "15:00", "14:30", "Sam"),
    ).toBeUndefined();
    expect(afterDaySheetEdit(reopened, "15:00", "15:30", "Sam")).toBeUndefined();
  });
  it("reads as a change from what was agreed to what the day sheet says", () => {
    const reopened = { state: "asked" as const, value: "14:30", proposed: null, answeredBy: "Sam" };
    expect(daySheetChangeOf(reopened, "15:00")).toEqual({ from: "14:30", to: "15:00", by: "Sam" });
    // Once the venue answers, the name on the row is theirs, not the changer's.
    expect(
      daySheetChangeOf({ ...reopened, proposed: "15:00", answeredBy: "Pat (venue link)" }, "15:00"),
    ).toEqual({ from: "14:30", to: "15:00", by: null });
    expect(daySheetChangeOf({ ...reopened, state: "confirmed" }, "15:00")).toBeNull();
    expect(daySheetChangeOf(reopened, "14:30")).toBeNull();
  });
});

describe("a shipped question's label", () => {
  it("reads in the reader's language until someone rewords it", () => {
    const [loadIn] = DEFAULT_ADVANCE_TEMPLATE;
    const german = messageFormatter("de", de);
    expect(advanceItemLabel(loadIn!)).toBe("Load-in");
    const stage = DEFAULT_ADVANCE_TEMPLATE.find((i) => i.key === "stage")!;
    expect(withWords(german, () => advanceItemLabel(stage))).toBe("Bühnengröße und -höhe");
    expect(withWords(german, () => advanceItemLabel({ ...stage, label: "Stage & risers" }))).toBe(
      "Stage & risers",
    );
  });
});

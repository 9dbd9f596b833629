import { describe, expect, it } from "vitest";
import { DEFAULT_ADVANCE_TEMPLATE, newTemplateKey, templateSchema } from "./advances";

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

import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icalDate, icalDateTime, icalText } from "./ical-text";

const octets = (s: string) => Buffer.byteLength(s);

describe("iCal text", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("folds at 75 octets without splitting a multi-byte character, and unfolds to the same text", () => {
    const value = `${"é".repeat(50)} 🎸 ${"x".repeat(100)}`;
    const folded = foldLine(`DESCRIPTION:${value}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    // A split surrogate pair would not survive encoding to UTF-8 unchanged.
    for (const line of lines) expect(Buffer.from(line).toString()).toBe(line);
    const text = icalText(["BEGIN:VCALENDAR", `X-NOTE:${escapeText(value)}`, "END:VCALENDAR"]);
    const parsed = new ICAL.Component(ICAL.parse(text));
    expect(parsed.getFirstPropertyValue("x-note")).toBe(value);
  });

  it("leaves a short line alone and ends the text with CRLF", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
    expect(icalText(["A:1", "B:2"])).toBe("A:1\r\nB:2\r\n");
  });

  it("writes UTC date-times without milliseconds and calendar dates without dashes", () => {
    expect(icalDateTime(new Date("2026-05-01T10:30:00.123Z"))).toBe("20260501T103000Z");
    expect(icalDate("2026-05-01")).toBe("20260501");
  });
});

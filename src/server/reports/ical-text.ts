// The few pieces of RFC 5545 text the calendar feed needs. Written here rather than with a
// generator library: ical-generator folded lines with a TextEncoder per character, about a
// second for 1,000 shows; this writes the same text in a few milliseconds.

import { withoutBidiControls } from "@/domain/storable-text";

const MAX_OCTETS = 75;

/**
 * A TEXT value: backslash, semicolon, comma and line breaks escaped (§3.3.11), and no
 * direction-changing characters (storable-text.ts), in case a row predates that rule.
 */
export function escapeText(value: string): string {
  return withoutBidiControls(value)
    .replace(/[\\;,]/g, "\\$&")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A content line folded at 75 octets (§3.1): continuation lines start with one space, and a
 * multi-byte character is never split.
 */
export function foldLine(line: string): string {
  if (line.length <= MAX_OCTETS / 4 || Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  let limit = MAX_OCTETS;
  for (let i = 0; i < line.length; ) {
    const code = line.codePointAt(i)!;
    const units = code > 0xffff ? 2 : 1;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (octets + size > limit) {
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space counts
    }
    octets += size;
    i += units;
  }
  parts.push(line.slice(start));
  return parts.join("\r\n ");
}

/** UTC date-time, `20260501T103000Z`. */
export const icalDateTime = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/** A calendar date, `20260501`, from `2026-05-01`. */
export const icalDate = (isoDate: string) => isoDate.replaceAll("-", "");

/** Lines joined with CRLF, each folded; the text ends with CRLF as §3.1 asks. */
export const icalText = (lines: readonly string[]) => `${lines.map(foldLine).join("\r\n")}\r\n`;

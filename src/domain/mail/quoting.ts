/**
 * People's text in mail (issue 46 §7): a venue's answer, a show's or a workspace's name are
 * typed by someone else than the reader, so they must never read as the mail's own lines (a
 * spoofed "Bcc: …", a fake "Open this link:"). In a single-line field (a subject, a name)
 * every control character and line break collapses to one space; in a body, text is quoted:
 * each of its lines begins with "> ", as mail clients show quoted text.
 */

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** `text` on one line: breaks and control characters become one space, runs of spaces one. */
export function singleLine(text: string): string {
  return text.replace(BREAKS, " ").replace(/\s+/g, " ").trim();
}

/** `text` as a quoted block of the plain part: every line prefixed with "> ". */
export function quoteLines(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .split("\n")
    .map((line) => `> ${singleLine(line)}`.trimEnd())
    .join("\n");
}

/** Text for an HTML part: nothing in it can become markup or a link. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

import { escapeHtml } from "@/domain/mail/quoting";
import { withoutBidiControls } from "@/domain/storable-text";

/**
 * What XML 1.0 forbids in a document (§2.2): C0 controls but tab, line feed and carriage
 * return, U+FFFE and U+FFFF, and lone surrogates. A feed reader drops a whole feed with one.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without what XML forbids; iCal's TEXT forbids the same controls (RFC 5545 §3.3.11). */
export const withoutForbidden = (text: string): string => text.replace(FORBIDDEN, "");

/**
 * Text for XML (the Atom and RSS feeds) and for the embedded page's HTML, as element text or
 * an attribute's value: the five markup characters escaped, forbidden characters and
 * direction-changing ones (storable-text.ts) removed.
 */
export const xmlText = (text: string): string =>
  escapeHtml(withoutForbidden(withoutBidiControls(text)));

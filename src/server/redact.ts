/**
 * Paths whose next segment is a secret: whoever reads it can use it. The calendar feed's token
 * is the feed's only key (routes/logistics/calendar-feed.ts); better-auth's password-reset link
 * carries its token the same way; an invitation's token is in its API path and in the join
 * page's address (/join/<token>); a venue's advance link likewise (/advance/<token>,
 * /api/advance-links/<token>), and a promoter's contract link (/contract/<token>,
 * /api/contract-links/<token>), and a promoter's ticket count link (/ticket-count/<token>,
 * /api/ticket-links/<token>). Add a path here with any new secret in a path (every link token
 * is made by src/server/link-tokens.ts: a new kind of link starts there).
 */
const SECRET_PATHS = [
  "api/feeds",
  "api/invitations",
  "api/advance-links",
  "api/contract-links",
  "api/ticket-links",
  "api/auth/reset-password",
  "join",
  "advance",
  "contract",
  "ticket-count",
];

/**
 * A path may be spelled many ways that reach (or try to reach) the same route, and its request
 * line is logged either way (issue 35 §3: `/JOIN/<token>`; issue 48 §2: `/api//invitations/…`):
 * any case, slashes doubled or written `%2F` (or a backslash, which browsers turn into one),
 * and letters percent-encoded (`/api/%69nvitations/…`). So each character of a secret path
 * matches itself or its `%XX` escape, and each slash any run of separators.
 */
const SEPARATORS = String.raw`(?:\/|\\|%2f|%5c)+`;
const escaped = (ch: string) =>
  `(?:${ch.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&")}|%${ch.charCodeAt(0).toString(16)})`;
const spelled = (path: string) =>
  path
    .split("/")
    .map((part) => [...part].map(escaped).join(""))
    .join(SEPARATORS);

/** The segment after a secret path, up to the next slash, query, fragment or end of the text. */
const SECRET_SEGMENT = new RegExp(
  `(${SEPARATORS}(?:${SECRET_PATHS.map(spelled).join("|")})${SEPARATORS})[^/?#\\s"'<>]+`,
  "gi",
);

/**
 * A token in a query string (`/reset-password?token=…`, an unsubscribe link's `?token=…`, a
 * link carried inside another URL's parameter, `%3Ftoken%3D…`): any parameter whose name holds
 * "token", whatever its case.
 */
const SECRET_PARAM = /((?:[?&;]|%3f|%26)[^=&#?\s"'<>]*token[^=&#?\s"'<>]*(?:=|%3d))[^&#\s"'<>]+/gi;

const REDACTED = "[redacted]";

/**
 * A path, URL or message with every secret path segment and query token replaced, for the
 * logs: the request log, the error logger and every `err` line (logger.ts) go through this.
 */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}

/**
 * Paths whose next segment is a secret: whoever reads it can use it. The calendar feed's token
 * is the feed's only key (routes/calendar-feed.ts); better-auth's password-reset link carries
 * its token the same way; an invitation's token is in its API path and in the join page's
 * address (/join/<token>); a venue's advance link likewise (/advance/<token>,
 * /api/advance-links/<token>), and a promoter's contract link (/contract/<token>,
 * /api/contract-links/<token>). Add a prefix here with any new secret in a path. Matched whatever
 * the case (issue 35 §3: `/JOIN/<token>` was logged in full): the server answers such a path
 * 404, but its request line is still logged.
 */
const SECRET_SEGMENT =
  /((?:\/api\/(?:feeds|invitations|advance-links|contract-links|auth\/reset-password)|\/join|\/advance|\/contract)\/)[^/?#\s"'<>]+/gi;

const REDACTED = "[redacted]";

/**
 * A path, URL or message with every secret path segment replaced, for the logs: the request
 * log, the error logger and every `err` line (logger.ts) go through this one function.
 */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_SEGMENT, `$1${REDACTED}`);
}

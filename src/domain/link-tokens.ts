/**
 * The links that open something without an account (issue 48 §2): an invitation (/join/<token>),
 * a calendar feed (/api/feeds/<token>.ics), a venue's advance link (/advance/<token>) and a
 * promoter's contract link (/contract/<token>). Each token is 32 random bytes, base64url
 * (src/server/link-tokens.ts makes and hashes it); what a link's state is and when it expires
 * is decided here, once, for all four. The words a dead link answers stay each route's own.
 */

/** A link's token: 43 base64url characters. Anything else is not one (a 404 before any SQL). */
const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isLinkToken = (token: string) => LINK_TOKEN_PATTERN.test(token);

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link made at `from` for `days` days stops working. */
export const linkExpiry = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Used: an invitation accepted. Expired and revoked answer 410 (gone), as used does. */
export type LinkState = "valid" | "used" | "expired" | "revoked";

/**
 * Revoked wins over used wins over expired: each says what happened first to the link. A link
 * with no expiry (a calendar feed) never expires; one expiring exactly now has expired.
 */
export function linkState(
  link: { revokedAt: Date | null; usedAt?: Date | null; expiresAt: Date | null },
  now: Date,
): LinkState {
  if (link.revokedAt) return "revoked";
  if (link.usedAt) return "used";
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

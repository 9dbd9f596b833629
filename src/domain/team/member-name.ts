/**
 * The name a member's doings are recorded under, everywhere the workspace shows who did
 * what: the Activity page, a negotiation's timeline, a design project's thread (ADR 0019).
 * The person's own name, not the act's: in a shared workspace the artist name is everyone's.
 */
export function memberName(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email?.split("@")[0] || "A member";
}

// Kept apart from profile.ts (zod schemas) so every screen can greet the artist without
// loading zod.
const ARTIST_NAME_FALLBACK = "Artist";

/** The greeting name: the artist's name, or 'Artist' when there is none. */
export function displayArtistName(artistName: string | null | undefined): string {
  const trimmed = artistName?.trim();
  return trimmed ? trimmed : ARTIST_NAME_FALLBACK;
}

/**
 * The name a person's doings are recorded and published under (a negotiation's timeline, the
 * calendar feed): the artist's name, else the account's, else 'Artist'.
 */
export function personName(user: { artistName?: string | null; name?: string | null }): string {
  return displayArtistName(user.artistName?.trim() ? user.artistName : user.name);
}

/**
 * Whom the app greets ('Welcome Back, …', the sidebar). In a workspace of their own, the act
 * (the spec's '{artistName}'); in someone else's — crew or an artist who joined by invitation —
 * the person: they are not an act of their own, and sign-up through an invitation asks only
 * their name. `ownsWorkspace` unknown (the role not read yet) counts as their own.
 */
export function greetingName(
  user: { artistName?: string | null; name?: string | null },
  ownsWorkspace: boolean,
): string {
  if (ownsWorkspace) return personName(user);
  return user.name?.trim() || personName(user);
}

/** Who a timeline names when the app moved a negotiation itself (a lapse, a promotion). */
export const SYSTEM_ACTOR = "System";

// Kept apart from profile.ts (zod schemas) so every screen can greet the artist without
// loading zod.
export const ARTIST_NAME_FALLBACK = "Artist";

/** The greeting name: the artist's name, or 'Artist' when there is none. */
export function displayArtistName(artistName: string | null | undefined): string {
  const trimmed = artistName?.trim();
  return trimmed ? trimmed : ARTIST_NAME_FALLBACK;
}

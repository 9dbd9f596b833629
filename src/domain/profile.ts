import { z } from "zod";

export const ARTIST_NAME_FALLBACK = "Artist";

export const artistNameSchema = z
  .string()
  .trim()
  .min(1, "Artist name is required")
  .max(80, "Artist name must be at most 80 characters");

export const updateProfileSchema = z.object({ artistName: artistNameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The greeting name: the artist's name, or 'Artist' when there is none. */
export function displayArtistName(artistName: string | null | undefined): string {
  const trimmed = artistName?.trim();
  return trimmed ? trimmed : ARTIST_NAME_FALLBACK;
}

import { z } from "zod";

export const artistNameSchema = z
  .string()
  .trim()
  .min(1, "Artist name is required")
  .max(80, "Artist name must be at most 80 characters");

export const updateProfileSchema = z.object({ artistName: artistNameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

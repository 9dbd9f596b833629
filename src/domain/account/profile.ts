import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { ACCOUNT_REFUSALS as R } from "./refusals";

export const artistNameSchema = z
  .string()
  .trim()
  .min(1, refusal(R.artistNameRequired))
  .max(80, refusal(R.artistNameMost80));

/**
 * The person's own name (better-auth's `name`): what Activity, timelines and the Team page
 * call them. The artist name is the act's, shared by everyone in its workspace (issue 36).
 */
export const personNameSchema = z
  .string({ error: () => say(R.nameRequired) })
  .trim()
  .min(1, refusal(R.nameRequired))
  .max(80, refusal(R.nameMost80Characters));

/** Settings: the person's name and the act's. `name` may be left out by an older client. */
export const updateProfileSchema = z.object({
  name: personNameSchema.optional(),
  artistName: artistNameSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * Deleting an account asks for its password (a guest of the demo has none). The server
 * decides whether one is needed; the form always shows the field to a real account.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(128, refusal(R.passwordMost128Characters)).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const PASSWORD_REQUIRED_MESSAGE = "Enter your password to delete your account";
export const WRONG_PASSWORD_MESSAGE = "That password is not right";
export const TOO_MANY_WRONG_PASSWORDS_MESSAGE =
  "Too many wrong passwords. Wait 15 minutes, then try again.";

/** How a person reads times (issue 38): "7:30 PM" or "19:30"; null follows their device. */
const TIME_FORMATS = ["12h", "24h"] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const timeFormatSchema = z
  .object({ timeFormat: z.enum(TIME_FORMATS, { error: () => say(R.choose12h24h) }).nullable() })
  .strict();

/** The language Tribe speaks to a person (issue 55); null follows their browser. */
export const localeSchema = z
  .object({ locale: z.enum(LOCALES, { error: () => say(R.chooseEnglishEspaOl) }).nullable() })
  .strict();

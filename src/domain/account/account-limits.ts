import { z } from "zod";
import { say } from "../i18n/words";
import { artistNameSchema } from "./profile";
import { ACCOUNT_REFUSALS as R } from "./refusals";

/**
 * Limits on accounts that better-auth does not know: the numbers and their reasons are in
 * docs/decisions/0008-threat-model.md.
 */

/** A display name (better-auth's `name`) is shown where the artist name is. */
const NAME_MAX = 80;
/** An avatar is a URL, never an inline image. */
const IMAGE_URL_MAX = 2048;
/** Demo (guest) accounts alive at once on one installation; the next guest is turned away. */
export const MAX_LIVE_GUESTS = 2000;
/** A demo account is removed this long after it was made, signed in or not. */
export const GUEST_MAX_AGE_DAYS = 3;
/** Demo accounts one client IP may start per hour (default of DEMO_RATE_LIMIT_MAX). */
export const GUESTS_PER_IP_PER_HOUR = 20;

export const DEMO_FULL_MESSAGE =
  "The demo is full right now. Please try again later, or create a free account.";

export const IMAGE_URL_MESSAGE = "Image must be an https:// address";

/**
 * An avatar is fetched from the web over HTTPS, nothing else: a `javascript:` or `data:` URL
 * stored here would run or render as whatever it carries wherever a client shows it.
 */
function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === "https:";
}

/**
 * The user fields a client may send to sign-up and update-user. Every one optional (each call
 * sends only what it changes); present ones are checked as the settings form checks them.
 */
export const accountFieldsSchema = z.object({
  name: z
    .string({ error: () => say(R.nameText) })
    .max(NAME_MAX, { error: () => say(R.nameMax, { max: NAME_MAX }) })
    .optional(),
  artistName: artistNameSchema.optional(),
  image: z
    .string({ error: () => say(R.imageUrl) })
    .max(IMAGE_URL_MAX, { error: () => say(R.imageUrlMax, { max: IMAGE_URL_MAX }) })
    .refine(isHttpsUrl, IMAGE_URL_MESSAGE)
    .nullable()
    .optional(),
});

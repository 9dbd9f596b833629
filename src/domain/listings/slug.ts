import { z } from "zod";
import { say } from "../i18n/words";
import { LISTINGS_REFUSALS as R } from "./refusals";

const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/**
 * Words a dates page may not be called (issue 52): Tribe's own paths and names a fan could
 * take for Tribe speaking (`/dates/admin`), and the files a page serves under its own slug.
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "admin",
  "advance",
  "api",
  "app",
  "assets",
  "auth",
  "blog",
  "calendar",
  "contract",
  "contracts",
  "dashboard",
  "dates",
  "demo",
  "embed",
  "feed",
  "feeds",
  "help",
  "join",
  "login",
  "logout",
  "new",
  "null",
  "privacy",
  "public",
  "reset-password",
  "root",
  "settings",
  "signin",
  "signup",
  "static",
  "status",
  "support",
  "terms",
  "tribe",
  "undefined",
  "verify",
  "widget",
  "www",
]);

export type SlugProblem = "malformed" | "reserved";

const SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with a slug as typed, before asking whether another act has it. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !SHAPE.test(slug)) return "malformed";
  return RESERVED_SLUGS.has(slug) ? "reserved" : null;
}

const SLUG_WORDS = {
  malformed: {
    id: "listings.slug.malformed",
    defaultMessage: "Use {min}–{max} lowercase letters, digits and single hyphens, like the-band",
  },
  reserved: {
    id: "listings.slug.reserved",
    defaultMessage: "That address is reserved. Choose another",
  },
  taken: {
    id: "listings.slug.taken",
    defaultMessage: "Another act has that address. Choose another",
  },
};

/** Why an address cannot be the page's, in the reader's language. */
export const slugMessage = (why: SlugProblem | "taken") =>
  say(SLUG_WORDS[why], { min: SLUG_MIN, max: SLUG_MAX });

/** "The Band!" → "the-band": a first suggestion from the act's name. */
export function suggestSlug(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
  const slug = base.length >= SLUG_MIN ? base : `${base || "act"}-dates`;
  return RESERVED_SLUGS.has(slug) ? `${slug}-live` : slug;
}

/** An address as typed, read the one way: "  The-Band " is "the-band". */
export const normalizeSlug = (typed: string) => typed.trim().toLowerCase();

/** A slug as a form or the API sends it: normalised, then held to the shape. */
export const slugInput = z
  .string({ error: () => say(R.addressRequired) })
  .transform(normalizeSlug)
  .superRefine((v, ctx) => {
    const problem = slugProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: slugMessage(problem) });
  });

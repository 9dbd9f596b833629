import { z } from "zod";
import { aboutField, FIELD_REFUSALS as F, type Label } from "../i18n/field-words";
import { INTL_LOCALE, type Locale } from "../i18n/locales";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";

export const VENUE_CAPACITY_MAX = 1_000_000;

/** Optional text: trimmed, empty or missing stored as null. */
const optionalText = (label: Label, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => aboutField(label, F.mustBeAtMostCharacters, { max }) })
    .nullish()
    .transform((v) => (v ? v : null));

const capacityInput = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === "") return null;
    const n = Number(v);
    if (!Number.isInteger(n)) {
      ctx.addIssue({
        code: "custom",
        message: say({
          id: "tours.venues.capacityWholeNumber",
          defaultMessage: "Capacity must be a whole number",
        }),
      });
      return z.NEVER;
    }
    if (n < 0 || n > VENUE_CAPACITY_MAX) {
      ctx.addIssue({
        code: "custom",
        message: `Capacity must be between 0 and ${VENUE_CAPACITY_MAX.toLocaleString("en-US")}`,
      });
      return z.NEVER;
    }
    return n;
  });

const PHONE_RE = /^[0-9+()\-.\s]*$/;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
/** Region codes the browser names that are not a country a venue can be in. */
const NOT_COUNTRIES = new Set(["ZZ", "EU", "EZ", "UN", "QO", "XA", "XB", "UK"]);
/** "Canada" for "CA"; undefined for a code that is not a country. */
export const countryName = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) ? regionNames.of(code) : undefined;

const namesIn = new Map<Locale, Intl.DisplayNames>();
/**
 * A country as a reader of `locale` names it ("Vereinigte Staaten" for "US" in German), for
 * pages written in a visitor's language (issue 55); English is `countryName`'s, which is also
 * what a typed name is matched against.
 */
export function countryNameIn(code: string, locale: Locale): string | undefined {
  if (locale === "en" || countryName(code) === undefined) return countryName(code);
  let names = namesIn.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: "region", fallback: "none" });
    namesIn.set(locale, names);
  }
  return names.of(code);
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let codesByName: Map<string, string> | undefined;
/** "france" → "FR": a country typed by its English name is taken as its code. */
function codeOfName(name: string): string | undefined {
  if (!codesByName) {
    codesByName = new Map();
    for (const a of LETTERS)
      for (const b of LETTERS) {
        const named = countryName(a + b);
        // The first code of a name wins: "France" is FR, not the retired FX.
        if (named && !codesByName.has(named.toLowerCase()))
          codesByName.set(named.toLowerCase(), a + b);
      }
  }
  return codesByName.get(name.toLowerCase());
}

const countryInput = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? (v.length === 2 ? v.toUpperCase() : (codeOfName(v) ?? v)) : "US"))
  .refine(
    (v) => countryName(v) !== undefined,
    refusal({
      id: "tours.venues.chooseCountryTwoLetterCode",
      defaultMessage: "Choose a country (a two-letter code like US, CA, GB)",
    }),
  );

/** A coordinate in degrees, typed or picked; empty means "not placed yet". */
const degrees = (label: string, limit: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === "") return null;
      const n = Number(v);
      if (!Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be between -${limit} and ${limit}`,
        });
        return z.NEVER;
      }
      return n;
    });

export const venueInputSchema = z
  .object({
    name: z
      .string(
        refusal({ id: "tours.venues.venueNameRequired", defaultMessage: "Venue name is required" }),
      )
      .trim()
      .min(
        1,
        refusal({ id: "tours.venues.venueNameRequired", defaultMessage: "Venue name is required" }),
      )
      .max(
        120,
        refusal({
          id: "tours.venues.venueNameMost120Characters",
          defaultMessage: "Venue name must be at most 120 characters",
        }),
      ),
    city: optionalText({ id: "tours.field.city", defaultMessage: "City" }, 80),
    state: optionalText({ id: "tours.field.state", defaultMessage: "State" }, 80),
    capacity: capacityInput,
    contactName: optionalText(
      { id: "tours.field.contactName", defaultMessage: "Contact name" },
      120,
    ),
    phone: optionalText({ id: "tours.field.phone", defaultMessage: "Phone" }, 40).refine(
      (v) => v === null || (PHONE_RE.test(v) && /\d/.test(v)),
      "Enter a valid phone number",
    ),
    email: optionalText({ id: "tours.field.email", defaultMessage: "Email" }, 200).refine(
      (v) => v === null || z.email().safeParse(v).success,
      refusal({
        id: "tours.venues.enterValidEmailAddress",
        defaultMessage: "Enter a valid email address",
      }),
    ),
    country: countryInput,
    // Where the venue is (issue 40): both, or neither and the server looks the city up.
    latitude: degrees("Latitude", 90),
    longitude: degrees("Longitude", 180),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    path: ["longitude"],
    ...refusal({
      id: "tours.venues.giveBothLatitudeLongitudeNeither",
      defaultMessage: "Give both latitude and longitude, or neither",
    }),
  });

export type VenueInput = z.infer<typeof venueInputSchema>;
export type VenueFormValues = z.input<typeof venueInputSchema>;

export const emptyVenueForm = {
  name: "",
  city: "",
  state: "",
  capacity: "",
  contactName: "",
  phone: "",
  email: "",
} satisfies VenueFormValues;

/** "Austin, TX", "Austin", "TX" or "" — for lists and pickers. */
export function venuePlace(city: string | null | undefined, state: string | null | undefined) {
  return [city, state].filter((p) => p?.trim()).join(", ");
}

import { z } from "zod";
import { readLocalInRange } from "../date-bounds";
import { isTimeZone, zonedToUtc } from "../zoned-time";
import { slugInput } from "./slug";

export const MAX_SUPPORT_ACTS = 10;
const MAX_NAME = 120;
const MAX_URL = 2000;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** A local "YYYY-MM-DDTHH:MM" typed in the venue's zone; empty: not set. */
const optionalLocal = (label: string) =>
  z
    .string({ error: `${label} must be a date and time` })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .superRefine((v, ctx) => {
      if (v !== null && !readLocalInRange(v).ok) {
        ctx.addIssue({ code: "custom", message: `${label} must be a real date and time` });
      }
    });

/** A link fans follow: http(s) only, never javascript: or data:. */
const ticketUrl = z
  .string({ error: "Ticket link must be a web address" })
  .trim()
  .max(MAX_URL, `Ticket link can be at most ${MAX_URL} characters`)
  .nullish()
  .transform((v) => v || null)
  .superRefine((v, ctx) => {
    if (v === null) return;
    let url: URL | null = null;
    try {
      url = new URL(v);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname) {
      ctx.addIssue({ code: "custom", message: "Ticket link must start with https://" });
    }
  });

/** What fans may know of one show, as the owner types it (times in the venue's zone). */
export const showListingInputSchema = z
  .object({
    timeZone: z
      .string({ error: "Time zone is required" })
      .trim()
      .refine(isTimeZone, "Time zone must be a time zone like America/Chicago"),
    announceLocal: optionalLocal("Announce time"),
    startTime: z
      .string({ error: "Show time must be a time like 20:00" })
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine(
        (v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
        "Show time must be a time like 20:00",
      ),
    onSaleLocal: optionalLocal("On-sale time"),
    ticketUrl,
    soldOut: z.boolean({ error: "Sold out must be yes or no" }).default(false),
    eventName: optionalText("Event name", MAX_NAME),
    supportActs: z
      .array(
        z
          .string({ error: "Each support act must be a name" })
          .trim()
          .min(1, "A support act needs a name")
          .max(MAX_NAME, `A support act can be at most ${MAX_NAME} characters`),
        { error: "Support acts must be a list of names" },
      )
      .max(MAX_SUPPORT_ACTS, `At most ${MAX_SUPPORT_ACTS} support acts`)
      .default([])
      .transform((names) => [...new Set(names)]),
    hidden: z.boolean({ error: "Hidden must be yes or no" }).default(false),
  })
  .transform(({ announceLocal, onSaleLocal, ...v }) => ({
    ...v,
    announceAt: announceLocal ? zonedToUtc(announceLocal, v.timeZone) : null,
    onSaleAt: onSaleLocal ? zonedToUtc(onSaleLocal, v.timeZone) : null,
  }));
export type ShowListingInput = z.infer<typeof showListingInputSchema>;
export type ShowListingFormValues = z.input<typeof showListingInputSchema>;

/** The page's own settings: on or off, its address, the act's name as fans read it. */
export const datesPageInputSchema = z.object({
  enabled: z.boolean({ error: "Say whether the page is on" }),
  slug: slugInput,
  title: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(MAX_NAME, `Name can be at most ${MAX_NAME} characters`),
});
export type DatesPageInput = z.infer<typeof datesPageInputSchema>;

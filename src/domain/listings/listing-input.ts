import { z } from "zod";
import { readLocalInRange } from "../date-bounds";
import { aboutField, FIELD_REFUSALS as F, type Label } from "../i18n/field-words";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { optionalText } from "../text-inputs";
import { isTimeZone, zonedToUtc } from "../zoned-time";
import { LISTINGS_REFUSALS as R } from "./refusals";
import { slugInput } from "./slug";

export const MAX_SUPPORT_ACTS = 10;
const MAX_NAME = 120;
const MAX_URL = 2000;

/** A local "YYYY-MM-DDTHH:MM" typed in the venue's zone; empty: not set. */
const optionalLocal = (label: Label) =>
  z
    .string({ error: () => aboutField(label, F.dateAndTime) })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .superRefine((v, ctx) => {
      if (v !== null && !readLocalInRange(v).ok) {
        ctx.addIssue({ code: "custom", message: aboutField(label, F.realDateTime) });
      }
    });

/** A link fans follow: http(s) only, never javascript: or data:. */
const ticketUrl = z
  .string({ error: () => say(R.ticketLinkWebAddress) })
  .trim()
  .max(MAX_URL, { error: () => say(R.ticketLinkMax, { max: MAX_URL }) })
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
      ctx.addIssue({ code: "custom", message: say(R.ticketLinkStartWith) });
    }
  });

/** What fans may know of one show, as the owner types it (times in the venue's zone). */
export const showListingInputSchema = z
  .object({
    timeZone: z
      .string({ error: () => say(R.timeZoneRequired) })
      .trim()
      .refine(isTimeZone, refusal(R.timeZoneTimeZone)),
    announceLocal: optionalLocal(R.announceTime),
    startTime: z
      .string({ error: () => say(R.showTimeTime20) })
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), refusal(R.showTimeTime20)),
    onSaleLocal: optionalLocal(R.onSaleTime),
    ticketUrl,
    soldOut: z.boolean({ error: () => say(R.soldOutYesNo) }).default(false),
    eventName: optionalText(R.eventName, MAX_NAME),
    supportActs: z
      .array(
        z
          .string({ error: () => say(R.supportActName) })
          .trim()
          .min(1, refusal(R.supportActNeedsName))
          .max(MAX_NAME, { error: () => say(R.supportActMax, { max: MAX_NAME }) }),
        { error: () => say(R.supportActsListNames) },
      )
      .max(MAX_SUPPORT_ACTS, { error: () => say(R.mostSupportActs, { max: MAX_SUPPORT_ACTS }) })
      .default([])
      .transform((names) => [...new Set(names)]),
    hidden: z.boolean({ error: () => say(R.hiddenYesNo) }).default(false),
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
  enabled: z.boolean({ error: () => say(R.sayWhetherPage) }),
  slug: slugInput,
  title: z
    .string({ error: () => say(R.nameRequired) })
    .trim()
    .min(1, refusal(R.nameRequired))
    .max(MAX_NAME, { error: () => say(R.nameMax, { max: MAX_NAME }) }),
});
export type DatesPageInput = z.infer<typeof datesPageInputSchema>;

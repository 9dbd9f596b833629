import { z } from "zod";
import { optionalInstant } from "../date-bounds";
import { aboutField, FIELD_REFUSALS as F } from "../i18n/field-words";
import type { Message } from "../i18n/messages";
import { refusal } from "../i18n/zod-words";

/**
 * A show's guest list (docs/product.md §6.4, ADR 0020): who is on it, what each input may
 * hold. Read by the forms and the routes alike, so both agree on every rule and message.
 */
export const PASS_TYPES = ["guest", "vip", "photo", "all_access", "working"] as const;
export type PassType = (typeof PASS_TYPES)[number];
/** A pass's name on the screens and the printed list; the box office's CSV keeps the English. */
export const PASS_TYPE_LABELS: Record<PassType, Message> = {
  guest: { id: "logistics.passType.guest", defaultMessage: "Guest" },
  vip: { id: "logistics.passType.vip", defaultMessage: "VIP" },
  photo: { id: "logistics.passType.photo", defaultMessage: "Photo" },
  all_access: { id: "logistics.passType.allAccess", defaultMessage: "All access" },
  working: { id: "logistics.passType.working", defaultMessage: "Working" },
};

export const GUEST_STATUSES = ["requested", "approved", "declined"] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];
export const GUEST_STATUS_LABELS: Record<GuestStatus, Message> = {
  requested: { id: "logistics.guestStatus.requested", defaultMessage: "Requested" },
  approved: { id: "logistics.guestStatus.approved", defaultMessage: "Approved" },
  declined: { id: "logistics.guestStatus.declined", defaultMessage: "Declined" },
};

/** A party bigger than this is a block booking, not a guest list entry. */
const MAX_PLUS_ONES = 20;
/** More tickets than any venue gives a band: a typo (10^9), not an allotment. */
const MAX_ALLOTMENT = 10_000;
const MAX_GUEST_NAME = 120;

const text = (label: Message, max: number) =>
  z
    .string({ error: () => aboutField(label, F.text) })
    .trim()
    .max(max, { error: () => aboutField(label, F.canBeAtMostCharacters, { max }) })
    .nullish()
    .transform((v) => (v ? v : null));

const WHOLE_FROM_TO: Message = {
  id: "logistics.guests.wholeNumberFromTo",
  defaultMessage: "{field} must be a whole number from {min} to {max}",
};

/** A whole number in [min, max] from a number or its text ("2"). */
const wholeNumber = (label: Message, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: () => aboutField(label, F.wholeNumber) })
    .transform((v, ctx) => {
      const t = typeof v === "number" ? String(v) : v.trim();
      const n = /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: aboutField(label, WHOLE_FROM_TO, { min, max }) });
        return z.NEVER;
      }
      return n;
    });

/** The fields the refusals name, as the guest dialog and the list name them. */
const GUEST_FIELDS = {
  plusOnes: { id: "logistics.guests.plusOnesField", defaultMessage: "+N" },
  affiliation: { id: "logistics.guestDialog.affiliation", defaultMessage: "Affiliation" },
  contact: { id: "logistics.guestDialog.contact", defaultMessage: "Contact" },
  notes: { id: "logistics.guestDialog.notes", defaultMessage: "Notes" },
  allotment: { id: "logistics.guests.allotmentField", defaultMessage: "Allotment" },
  checkedIn: { id: "logistics.guests.checkedInField", defaultMessage: "Checked in" },
} satisfies Record<string, Message>;

export const guestInputSchema = z.object({
  name: z
    .string(
      refusal({ id: "logistics.guestLists.nameRequired", defaultMessage: "Name is required" }),
    )
    .trim()
    .min(
      1,
      refusal({ id: "logistics.guestLists.nameRequired", defaultMessage: "Name is required" }),
    )
    .max(MAX_GUEST_NAME, {
      error: () =>
        aboutField({ id: "errors.field.name", defaultMessage: "Name" }, F.canBeAtMostCharacters, {
          max: MAX_GUEST_NAME,
        }),
    }),
  plusOnes: wholeNumber(GUEST_FIELDS.plusOnes, 0, MAX_PLUS_ONES).default(0),
  affiliation: text(GUEST_FIELDS.affiliation, 120),
  passType: z
    .enum(
      PASS_TYPES,
      refusal({ id: "logistics.guestLists.choosePassType", defaultMessage: "Choose a pass type" }),
    )
    .default("guest"),
  contact: text(GUEST_FIELDS.contact, 200),
  notes: text(GUEST_FIELDS.notes, 1000),
  /** An owner or manager letting this guest past the allotment, cutoff or lock (recorded). */
  override: z
    .boolean(
      refusal({
        id: "logistics.guestLists.overrideTrueFalse",
        defaultMessage: "Override must be true or false",
      }),
    )
    .default(false),
});
export type GuestInput = z.infer<typeof guestInputSchema>;
export type GuestFormValues = z.input<typeof guestInputSchema>;

export const guestDecisionSchema = z.object({
  status: z.enum(
    ["approved", "declined"],
    refusal({
      id: "logistics.guestLists.chooseApprovedDeclined",
      defaultMessage: "Choose approved or declined",
    }),
  ),
  override: z
    .boolean(
      refusal({
        id: "logistics.guestLists.overrideTrueFalse",
        defaultMessage: "Override must be true or false",
      }),
    )
    .default(false),
});
export type GuestDecision = z.infer<typeof guestDecisionSchema>;
export type GuestDecisionValues = z.input<typeof guestDecisionSchema>;

export const guestListSettingsSchema = z.object({
  /** Tickets the list may hold, each guest's +N included; empty: no limit. */
  allotment: z
    .union(
      [z.number(), z.string(), z.null()],
      refusal({
        id: "logistics.guestLists.allotmentWholeNumber",
        defaultMessage: "Allotment must be a whole number",
      }),
    )
    .optional()
    .transform((v) => (v === undefined || v === null || String(v).trim() === "" ? null : v))
    .pipe(wholeNumber(GUEST_FIELDS.allotment, 0, MAX_ALLOTMENT).nullable()),
  /** After this instant, requests are refused; empty: no cutoff. */
  cutoffAt: optionalInstant({ id: "logistics.field.cutoff", defaultMessage: "Cutoff" }).transform(
    (v) => v ?? null,
  ),
  locked: z
    .boolean(
      refusal({
        id: "logistics.guestLists.lockedTrueFalse",
        defaultMessage: "Locked must be true or false",
      }),
    )
    .default(false),
});
export type GuestListSettingsInput = z.infer<typeof guestListSettingsSchema>;
export type GuestListSettingsFormValues = z.input<typeof guestListSettingsSchema>;

/**
 * One check-in from the door: how many of the party are in now (an absolute count, so two
 * phones never add up), and the id the phone made for this tap so a replay changes nothing.
 */
export const checkInSchema = z.object({
  clientId: z.guid({ error: "clientId must be a UUID the device made" }),
  checkedIn: wholeNumber(GUEST_FIELDS.checkedIn, 0, MAX_PLUS_ONES + 1),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

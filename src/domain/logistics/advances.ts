import { z } from "zod";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { findUnstorableText, storableJson } from "../storable-text";

/**
 * Advancing a show (issue 38, ADR 0022): the questions a tour agrees with the venue before the
 * day, in sections, each with a state. The workspace keeps one template (its owner and
 * managers edit it; DEFAULT_ADVANCE_TEMPLATE ships); a show's advance starts as a copy of it.
 */
export const ADVANCE_SECTIONS = [
  "schedule",
  "production",
  "hospitality",
  "logistics",
  "settlement",
  "merch",
] as const;
export type AdvanceSection = (typeof ADVANCE_SECTIONS)[number];
/** A section's name on the screens, the venue's page and the printed day sheet. */
export const ADVANCE_SECTION_LABELS: Record<AdvanceSection, Message> = {
  schedule: { id: "logistics.advanceSection.schedule", defaultMessage: "Schedule" },
  production: { id: "logistics.advanceSection.production", defaultMessage: "Production" },
  hospitality: { id: "logistics.advanceSection.hospitality", defaultMessage: "Hospitality" },
  logistics: { id: "logistics.advanceSection.logistics", defaultMessage: "Logistics" },
  settlement: { id: "logistics.advanceSection.settlement", defaultMessage: "Settlement" },
  merch: { id: "logistics.advanceSection.merch", defaultMessage: "Merch" },
};
/** Money belongs to the managers (ADR 0019): crew, artists and a venue's link see none of it. */
const MONEY_SECTIONS: readonly AdvanceSection[] = ["settlement"];
export const isMoneySection = (s: AdvanceSection) => MONEY_SECTIONS.includes(s);

/** A time ("HH:MM"), free text, or the running order of sets. */
const ADVANCE_KINDS = ["time", "text", "sets"] as const;
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

/** not asked → asked (a link went out) → answered (someone proposed a value) → confirmed. */
const ADVANCE_STATES = ["not_asked", "asked", "answered", "confirmed"] as const;
export type AdvanceState = (typeof ADVANCE_STATES)[number];
export const ADVANCE_STATE_LABELS: Record<AdvanceState, Message> = {
  not_asked: { id: "logistics.advanceState.notAsked", defaultMessage: "Not asked" },
  asked: { id: "logistics.advanceState.asked", defaultMessage: "Asked" },
  answered: { id: "logistics.advanceState.answered", defaultMessage: "Answered" },
  confirmed: { id: "logistics.advanceState.confirmed", defaultMessage: "Confirmed" },
};
export interface AdvanceTemplateItem {
  key: string;
  section: AdvanceSection;
  label: string;
  kind: AdvanceKind;
}

/** Schedule items that are day-sheet times: accepting one writes the day sheet itself. */
export const DAY_SHEET_KEYS = ["loadIn", "soundcheck", "doors", "curfew", "loadOut"] as const;
export type DaySheetKey = (typeof DAY_SHEET_KEYS)[number];
export const isDaySheetKey = (key: string): key is DaySheetKey =>
  (DAY_SHEET_KEYS as readonly string[]).includes(key);
/** The running order lives on the day sheet too. */
export const SETS_KEY = "sets";
/** Items whose value is the day sheet's: a template renames or drops them, never re-kinds them. */
export const isDaySheetItem = (key: string) => isDaySheetKey(key) || key === SETS_KEY;

/**
 * A key for a question a manager adds: its name in camelCase letters and digits (a key starts
 * with a letter, at most 40 characters), numbered when another item (or a day-sheet item)
 * has it already.
 */
export function newTemplateKey(label: string, taken: readonly string[]): string {
  const words = label
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const joined = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join("")
    .replace(/^[0-9]+/, "");
  const base = (joined || "question").slice(0, 34);
  // A day sheet's own keys stay theirs even when removed: a new "Doors" is a text question.
  const used = (key: string) => taken.includes(key) || isDaySheetItem(key);
  if (!used(base)) return base;
  let n = 2;
  while (used(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The shipped questions' words by key: a question still as shipped reads in the reader's language. */
const shippedWords = new Map<string, Message>();

const item = (section: AdvanceSection, key: string, words: Message, kind: AdvanceKind = "text") => {
  shippedWords.set(key, words);
  return { key, section, label: words.defaultMessage, kind };
};

/**
 * A question's label as a person reads it: a shipped question nobody reworded in the
 * reader's language, any other as its workspace typed it (the template and each show's copy
 * keep the English they were made with).
 */
export function advanceItemLabel(item: { key: string; label: string }): string {
  const words = shippedWords.get(item.key);
  return words && words.defaultMessage === item.label ? say(words) : item.label;
}

/**
 * What ships: the questions tour managers' advance letters ask (load-in to curfew with every
 * set, production, hospitality with the rider, parking to runner, settlement, merch).
 */
export const DEFAULT_ADVANCE_TEMPLATE: readonly AdvanceTemplateItem[] = [
  item(
    "schedule",
    "loadIn",
    { id: "logistics.advanceItem.loadIn", defaultMessage: "Load-in" },
    "time",
  ),
  item(
    "schedule",
    "soundcheck",
    { id: "logistics.advanceItem.soundcheck", defaultMessage: "Soundcheck" },
    "time",
  ),
  item("schedule", "doors", { id: "logistics.advanceItem.doors", defaultMessage: "Doors" }, "time"),
  item(
    "schedule",
    SETS_KEY,
    { id: "logistics.advanceItem.sets", defaultMessage: "Sets (openers, changeovers, headliner)" },
    "sets",
  ),
  item(
    "schedule",
    "curfew",
    { id: "logistics.advanceItem.curfew", defaultMessage: "Curfew" },
    "time",
  ),
  item(
    "schedule",
    "loadOut",
    { id: "logistics.advanceItem.loadOut", defaultMessage: "Load-out" },
    "time",
  ),
  item("production", "stage", {
    id: "logistics.advanceItem.stage",
    defaultMessage: "Stage size and height",
  }),
  item("production", "pa", { id: "logistics.advanceItem.pa", defaultMessage: "PA and monitors" }),
  item("production", "backline", {
    id: "logistics.advanceItem.backline",
    defaultMessage: "Backline provided",
  }),
  item("production", "power", { id: "logistics.advanceItem.power", defaultMessage: "Power" }),
  item("production", "localCrew", {
    id: "logistics.advanceItem.localCrew",
    defaultMessage: "Local crew and call times",
  }),
  item("hospitality", "meals", {
    id: "logistics.advanceItem.meals",
    defaultMessage: "Meals / buyouts",
  }),
  item("hospitality", "dressingRooms", {
    id: "logistics.advanceItem.dressingRooms",
    defaultMessage: "Dressing rooms",
  }),
  item("hospitality", "rooms", {
    id: "logistics.advanceItem.rooms",
    defaultMessage: "Hotel rooms",
  }),
  item("hospitality", "rider", {
    id: "logistics.advanceItem.rider",
    defaultMessage: "Rider provisions",
  }),
  item("logistics", "parking", {
    id: "logistics.advanceItem.parking",
    defaultMessage: "Parking (bus / van / trailer)",
  }),
  item("logistics", "loadInDoor", {
    id: "logistics.advanceItem.loadInDoor",
    defaultMessage: "Load-in door",
  }),
  item("logistics", "wifi", {
    id: "logistics.advanceItem.wifi",
    defaultMessage: "Wi-Fi network and password",
  }),
  item("logistics", "runner", { id: "logistics.advanceItem.runner", defaultMessage: "Runner" }),
  item("settlement", "settlementWho", {
    id: "logistics.advanceItem.settlementWho",
    defaultMessage: "Who settles",
  }),
  item("settlement", "settlementWhen", {
    id: "logistics.advanceItem.settlementWhen",
    defaultMessage: "When",
  }),
  item("settlement", "settlementHow", {
    id: "logistics.advanceItem.settlementHow",
    defaultMessage: "How paid",
  }),
  item("merch", "merchSeller", {
    id: "logistics.advanceItem.merchSeller",
    defaultMessage: "Who sells merch",
  }),
  item("merch", "merchSplit", {
    id: "logistics.advanceItem.merchSplit",
    defaultMessage: "Merch split",
  }),
];

const MAX_ANSWER_CHARS = 1000;
const MAX_TEMPLATE_ITEMS = 60;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

const setSchema = z
  .object({
    performer: z
      .string()
      .trim()
      .min(
        1,
        refusal({ id: "logistics.advances.namePerformer", defaultMessage: "Name the performer" }),
      )
      .max(
        120,
        refusal({
          id: "logistics.advanceLinks.most120Characters",
          defaultMessage: "At most 120 characters",
        }),
      ),
    start: z.string().regex(
      TIME_RE,
      refusal({
        id: "logistics.advances.startTimeLike2030",
        defaultMessage: "Start must be a time like 20:30",
      }),
    ),
    end: z
      .string()
      .regex(
        TIME_RE,
        refusal({
          id: "logistics.advances.endTimeLike2115",
          defaultMessage: "End must be a time like 21:15",
        }),
      )
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
const setsSchema = z
  .array(setSchema)
  .max(12, refusal({ id: "logistics.advances.most12Sets", defaultMessage: "At most 12 sets" }));
export type ShowSet = z.infer<typeof setSchema>;

/** A value for an item of `kind`, as text (sets as JSON); refusals say what to enter. */
export function answerSchema(kind: AdvanceKind) {
  const text = z
    .string()
    .trim()
    .max(MAX_ANSWER_CHARS, `An answer can be at most ${MAX_ANSWER_CHARS} characters`);
  if (kind === "time")
    return text.refine((v) => v === "" || TIME_RE.test(v), "Enter a time like 19:30");
  if (kind === "text") return text;
  return z
    .string()
    .max(20_000, refusal({ id: "logistics.advances.tooManySets", defaultMessage: "Too many sets" }))
    .refine((v) => setsSchema.safeParse(readJson(v)).success, SETS_MESSAGE)
    .superRefine((v, ctx) => {
      // The sets are JSON inside the answer's text: a NUL or a lone surrogate escaped in it
      // passes the request's own check, then no day sheet (jsonb) could ever take them.
      const problem = findUnstorableText(readJson(v));
      if (problem) ctx.addIssue({ code: "custom", message: `Sets: ${problem.message}` });
    });
}

const SETS_MESSAGE = "Each set needs a performer and a start time like 20:30";

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sets stored as JSON text; anything unreadable reads as none. */
export function parseSets(value: string | null | undefined): ShowSet[] {
  if (!value) return [];
  const parsed = setsSchema.safeParse(readJson(value));
  // Direction controls escaped inside the JSON are taken out as the request's own are.
  return parsed.success ? (storableJson(parsed.data) as ShowSet[]) : [];
}

export const answerInputSchema = z.object({ value: z.string().max(21_000) }).strict();
const ITEM_EDIT_EMPTY = "Give a value or a state to change";
/**
 * A manager's edit: a value (confirmed as they set it) or a state change, or both; an empty
 * edit is a 400, not a 200 that changed nothing.
 */
export const itemEditSchema = z
  .object({ value: z.string().max(21_000).optional(), state: z.enum(ADVANCE_STATES).optional() })
  .strict()
  .refine((b) => b.value !== undefined || b.state !== undefined, {
    message: ITEM_EDIT_EMPTY,
    path: ["value"],
  });
export const acceptSchema = z
  .object({
    keys: z
      .array(z.string().max(40))
      .min(
        1,
        refusal({
          id: "logistics.advances.chooseAnswerAccept",
          defaultMessage: "Choose an answer to accept",
        }),
      )
      .max(100),
  })
  .strict();

const KEY_RE = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
export const templateSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            key: z.string().regex(
              KEY_RE,
              refusal({
                id: "logistics.advances.keyLettersDigitsDashes",
                defaultMessage: "A key is letters, digits and dashes",
              }),
            ),
            section: z.enum(ADVANCE_SECTIONS),
            label: z
              .string()
              .trim()
              .min(
                1,
                refusal({
                  id: "logistics.advances.giveItemName",
                  defaultMessage: "Give the item a name",
                }),
              )
              .max(
                100,
                refusal({
                  id: "logistics.advances.most100Characters",
                  defaultMessage: "At most 100 characters",
                }),
              ),
            kind: z.enum(ADVANCE_KINDS),
          })
          .strict(),
      )
      .min(
        1,
        refusal({
          id: "logistics.advances.keepLeastOneItem",
          defaultMessage: "Keep at least one item",
        }),
      )
      .max(MAX_TEMPLATE_ITEMS, `At most ${MAX_TEMPLATE_ITEMS} items`)
      .refine((items) => new Set(items.map((i) => i.key)).size === items.length, "Keys repeat"),
  })
  .strict();

/** One item of a show's advance as the managers see it. */
export interface AdvanceItem extends AdvanceTemplateItem {
  state: AdvanceState;
  /** The agreed value (for day-sheet times, the day sheet's). */
  agreed: string | null;
  /** What the venue (or a member) proposed and nobody has accepted yet. */
  proposed: string | null;
  answeredBy: string | null;
  /** A day-sheet time changed on the day sheet since the venue agreed it (issue 47). */
  change?: AdvanceChange | null;
}

/** "Advanced 7 of 12": the confirmed items of all. */
export function advanceProgress(items: readonly Pick<AdvanceItem, "state">[]) {
  return { confirmed: items.filter((i) => i.state === "confirmed").length, total: items.length };
}

/** The state after a venue's answer: an empty answer takes it back to asked. */
export const stateAfterAnswer = (value: string): AdvanceState =>
  value.trim() === "" ? "asked" : "answered";

/**
 * A day-sheet time whose value the advance agreed, changed since on the day sheet itself
 * (issue 47): from what the venue agreed, to what the sheet says now, and by whom.
 */
export interface AdvanceChange {
  from: string | null;
  to: string | null;
  by: string | null;
}

/** What a day-sheet time's item stores: its state, what the venue agreed, a pending answer. */
interface TimeItem {
  state: AdvanceState;
  /** For a day-sheet time, the value last agreed through the advance (the day sheet may differ). */
  value: string | null;
  proposed: string | null;
}

/**
 * A time changed on the day sheet, not through the advance: a confirmed item reopens (the venue
 * never agreed the new time), keeping what it agreed and who changed it; a reopened one changed
 * back to what was agreed is confirmed again. Undefined: the item stays as it is.
 */
export function afterDaySheetEdit(
  item: TimeItem,
  before: string | null,
  after: string | null,
  by: string,
): { state: AdvanceState; value: string | null; answeredBy: string | null } | undefined {
  if (before === after) return undefined;
  if (item.state === "confirmed")
    return { state: "asked", value: item.value ?? before, answeredBy: by };
  if (item.proposed === null && item.value !== null && item.value === after)
    return { state: "confirmed", value: item.value, answeredBy: null };
  return undefined;
}

/**
 * The change a reopened time carries, read beside the day sheet's value now; null when the
 * day sheet says what the venue agreed. `answeredBy` is who changed it until the venue answers.
 */
export function daySheetChangeOf(
  item: TimeItem & { answeredBy: string | null },
  now: string | null,
): AdvanceChange | null {
  if (item.state === "confirmed" || item.value === null || item.value === now) return null;
  return { from: item.value, to: now, by: item.proposed === null ? item.answeredBy : null };
}

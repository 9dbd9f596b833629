import { z } from "zod";
import { aboutField, FIELD_REFUSALS as F, type Label } from "./i18n/field-words";
import { formatLocale } from "./i18n/format-locale";
import { localeDecimalText, parseMoney } from "./money";

/**
 * A percentage 0–100 with at most two decimals, read as text like money (never a float):
 * "75", "75.5", 75.25 → "75.00", "75.50", "75.25". Empty → null when optional.
 */
export const percentInput = (label: Label) =>
  z
    .union([z.number(), z.string()], { error: () => aboutField(label, F.number) })
    .transform((v, ctx) => {
      const parsed = parseMoney(v, label);
      const outOfRange = () => aboutField(label, F.percent);
      if (!parsed.ok) {
        // Not an amount, or too large one: out of 0–100 says what the field takes.
        const plain =
          parsed.message === aboutField(label, F.plainAmount) ||
          parsed.message === aboutField(label, F.atMost, { max: "999,999,999,999.99" });
        ctx.addIssue({ code: "custom", message: plain ? outOfRange() : parsed.message });
        return z.NEVER;
      }
      if (Number(parsed.value) > 100) {
        ctx.addIssue({ code: "custom", message: outOfRange() });
        return z.NEVER;
      }
      return parsed.value;
    });

/** Largest value of an integer column. */
const MAX_INT = 2_147_483_647;

/**
 * A whole number as the person typed it: in Spanish and German a dot groups thousands
 * ("1.500" is 1500), since a whole number has no decimals for it to mark.
 */
const localeWholeText = (text: string) =>
  formatLocale() !== "en" && /^\d{1,3}(?:\.\d{3})+$/.test(text) ? text.replaceAll(".", "") : text;

/** A whole number ≥ 0 from text or a number; empty or missing → null. */
export const optionalCount = (label: Label) =>
  z
    .union([z.number(), z.string()], { error: () => aboutField(label, F.wholeNumber) })
    .nullish()
    .transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : localeWholeText((v ?? "").trim());
      if (text === "") return null;
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: "custom", message: aboutField(label, F.wholeNumberFromZero) });
        return z.NEVER;
      }
      const n = Number(text);
      if (n > MAX_INT) {
        ctx.addIssue({
          code: "custom",
          message: aboutField(label, F.atMost, { max: String(MAX_INT) }),
        });
        return z.NEVER;
      }
      return n;
    });

/** A whole number ≥ 0 that must be given. */
export const requiredCount = (label: Label) =>
  optionalCount(label).transform((v, ctx) => {
    if (v === null) {
      ctx.addIssue({ code: "custom", message: aboutField(label, F.required) });
      return z.NEVER;
    }
    return v;
  });

/**
 * What a field that first accepts any value (to word its own refusal) really takes: the
 * API's description reads it (server/openapi/json-schema.ts), where the field would
 * otherwise read as "any value".
 */
export const FIELD_TAKES = new WeakMap<object, { takes: z.ZodType; orNull: boolean }>();

/** A field that takes any value and checks it itself, described as `takes` or null (empty). */
export function takingAny(takes: z.ZodType) {
  const any = z.unknown();
  FIELD_TAKES.set(any, { takes, orNull: true });
  return any;
}

/** An optional field: empty text, null or missing → null; anything else must pass `schema`. */
export const optionalOf = <Out>(schema: z.ZodType<Out>) =>
  takingAny(schema)
    .optional()
    .transform((v, ctx): Out | null => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const parsed = schema.safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A number from a number or from text as a form's field holds it ("14", " 3.5 ", "3,5" in
 * Spanish and German); anything else is refused with `${label} must be a number` — not read
 * as JavaScript would (an empty string, null, false, [] as 0; true, [3] as 1 and 3; "0x10"
 * as 16; "1e1" as 10).
 */
export const numberInput = (label: Label) =>
  z
    .union([z.number(), z.string()], { error: () => aboutField(label, F.number) })
    .transform((v, ctx) => {
      const text = typeof v === "number" ? "" : localeDecimalText(v.trim());
      const n = typeof v === "number" ? v : PLAIN_NUMBER.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: aboutField(label, F.number) });
        return z.NEVER;
      }
      return n;
    });

import { z } from "zod";
import { aboutField, FIELD_REFUSALS as F, type Label } from "./i18n/field-words";
import { parseMoney } from "./money";
import { FIELD_TAKES } from "./number-inputs";

// The schema piece lives apart from the money math: pages that only show amounts (the
// Overview) load money.ts without zod.
/**
 * A non-negative amount with at most `decimals` decimals (two: the money columns), from text
 * or a number; empty → "0.00". Infinity: as many as typed, for a schema that checks them
 * against the amount's currency itself (a financial row's, docs/product.md §21.1).
 */
export const moneyInput = (label: Label, decimals = 2) =>
  z
    .union([z.number(), z.string()], { error: () => aboutField(label, F.number) })
    .transform((v, ctx) => {
      const parsed = parseMoney(v, label, decimals);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

/**
 * The same, for an amount that must be typed: empty (or left out) is refused as required
 * rather than read as 0 — a line or a float entry of "" is a slip, not an amount. A 0 typed
 * as 0 stays an amount.
 */
export const requiredMoneyInput = (label: Label, decimals = 2) =>
  requiredInput(
    z.custom<string | number>((v) => v != null && !(typeof v === "string" && v.trim() === ""), {
      error: () => aboutField(label, F.required),
    }),
    moneyInput(label, decimals),
  );

/** `check` first (its own refusal), then `schema`; described as taking what `schema` takes. */
function requiredInput(check: z.ZodType<string | number>, schema: ReturnType<typeof moneyInput>) {
  FIELD_TAKES.set(check, { takes: schema, orNull: false });
  return check.pipe(schema);
}

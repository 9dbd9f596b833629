import { z } from "zod";
import { parseMoney } from "./money";

// The schema piece lives apart from the money math: pages that only show amounts (the
// Overview) load money.ts without zod.
/** A non-negative amount with at most two decimals, from text or a number; empty → "0.00". */
export const moneyInput = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((v, ctx) => {
    const parsed = parseMoney(v, label);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

import { z } from "zod";

/**
 * A workspace's contract template (issue 39): a title and the clauses the owner writes
 * (cancellation, force majeure, recording…). The parties, the engagement, the compensation
 * in words and figures (the deposit received among it), the schedule and the rider (its
 * section, only when one is attached) are made from the show's data by document.ts, never
 * typed here, so a template cannot misstate the deal.
 */
const PLACEHOLDERS = [
  "artist",
  "promoter",
  "venue",
  "city",
  "date",
  "guarantee",
  "deposit",
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
const PLACEHOLDER_RE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names that we do not fill: the template is refused naming them. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(PLACEHOLDERS);
  return [...text.matchAll(PLACEHOLDER_RE)].map((m) => m[1]!).filter((name) => !known.has(name));
}

/** The text with each placeholder filled. */
export function fillPlaceholders(text: string, values: Record<Placeholder, string>): string {
  return text.replace(PLACEHOLDER_RE, (whole, name: string) =>
    name in values ? values[name as Placeholder] : whole,
  );
}

/** Text a PDF can print: no NUL or other control characters but the line break. */
const printable = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${label}`)
    .max(max, `At most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((s) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s), "Remove control characters");

const clauseSchema = z
  .object({
    heading: printable(120, "clause's heading"),
    body: printable(5000, "clause's text").superRefine((body, ctx) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length)
        ctx.addIssue({
          code: "custom",
          message: `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(", ")}: use ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(" ")}`,
        });
    }),
  })
  .strict();

export const contractTemplateSchema = z
  .object({
    title: printable(120, "title"),
    clauses: z.array(clauseSchema).min(1, "Keep at least one clause").max(40, "At most 40 clauses"),
  })
  .strict();
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

/** The template a workspace starts with: the clauses a performance agreement usually has. */
export const DEFAULT_CONTRACT_TEMPLATE: ContractTemplate = {
  title: "Artist Performance Agreement",
  clauses: [
    {
      // Says nothing of a deposit to pay: the deal records only a deposit already received,
      // which the compensation section states as received (issue 47 item 8).
      heading: "Payment",
      body: "The Promoter pays the compensation, less any deposit already received, in cash or by bank transfer on the night of the engagement, before the Artist's performance ends, together with a written settlement of ticket sales and expenses where the compensation depends on them.",
    },
    {
      heading: "Cancellation",
      body: "If the Promoter cancels the engagement for any reason other than force majeure, the Promoter pays the Artist the full guarantee of {{guarantee}}. If the Artist cancels for any reason other than force majeure or illness certified by a doctor, the Artist returns any deposit received.",
    },
    {
      heading: "Force majeure",
      body: "Neither party is liable for failing to perform when prevented by an act of God, epidemic, government order, war, civil unrest, strike, fire, flood or other event beyond its reasonable control. Any deposit received is then returned, and the parties try in good faith to agree on a new date.",
    },
    {
      heading: "Recording and broadcast",
      body: "No part of the performance may be recorded, filmed, broadcast or streamed without the Artist's prior written consent. Audience members' personal phone footage is not a breach by the Promoter.",
    },
    {
      heading: "Billing and promotion",
      body: "{{artist}} is billed as agreed with the Promoter in all advertising. The Promoter uses only photographs and logos the Artist supplies or approves.",
    },
    {
      heading: "Whole agreement",
      body: "This agreement is the whole agreement between {{artist}} and {{promoter}} for the engagement at {{venue}}, {{city}} on {{date}}. It may be changed only in writing signed by both parties.",
    },
  ],
};

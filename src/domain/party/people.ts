import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { currencyInput, refuseDecimalsIn } from "../currencies/currency-inputs";
import { optionalCalendarDate } from "../date-bounds";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { moneyInput } from "../money-input";
import { PARTY_REFUSALS as R } from "./refusals";

/**
 * The party of a tour (issue 54, ADR 0032): who is on the road, from when to when, and what
 * each is paid per day and per show or week. A person is a member of the workspace or someone
 * without an account (a driver, a local crew), named by hand.
 */

/** How a wage or fee is counted: per show played, or per week on the tour. */
const PAY_PER = ["show", "week"] as const;
export type PayPer = (typeof PAY_PER)[number];

/** Kinds of day a per diem is paid at (domain/party/generate.ts decides each day's kind). */
export const DAY_KINDS = ["show", "travel", "off"] as const;
export type DayKind = (typeof DAY_KINDS)[number];
/** A day's kind on the screens and the printed statement. */
export const DAY_KIND_LABELS: Record<DayKind, Message> = {
  show: { id: "party.dayKind.show", defaultMessage: "Show day" },
  travel: { id: "party.dayKind.travel", defaultMessage: "Travel day" },
  off: { id: "party.dayKind.off", defaultMessage: "Day off" },
};

const MAX_NAME = 120;
const MAX_PARTY_AT_ONCE = 100;

const amountOrNone = (label: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    moneyInput(label, Number.POSITIVE_INFINITY).nullable(),
  );

/** One person as a manager adds or edits them. */
export const partyPersonInputSchema = z
  .object({
    // A member of the workspace, or null for someone without an account (then `name` is theirs).
    userId: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .nullish()
      .transform((v) => v ?? null),
    name: z
      .string({ error: () => say(R.nameRequired) })
      .trim()
      .max(MAX_NAME, { error: () => say(R.nameMax, { max: MAX_NAME }) })
      .optional()
      .transform((v) => v ?? ""),
    roadRole: z
      .string()
      .trim()
      .max(80, refusal(R.roleRoadMost80))
      .optional()
      .transform((v) => v ?? ""),
    // Left out: the workspace's home currency.
    homeCurrency: currencyInput(R.homeCurrency, { anyDecimals: true }).optional(),
    joinsOn: optionalCalendarDate(R.joinsOn),
    leavesOn: optionalCalendarDate(R.leavesOn),
    // Left out: the person's home currency.
    perDiemCurrency: currencyInput(R.perDiemCurrency, { anyDecimals: true }).optional(),
    perDiemShow: amountOrNone("Per diem on a show day").optional(),
    perDiemTravel: amountOrNone("Per diem on a travel day").optional(),
    perDiemOff: amountOrNone("Per diem on a day off").optional(),
    payAmount: amountOrNone("Pay").optional(),
    payPer: z.enum(PAY_PER, { error: () => say(R.payPerShowPer) }).nullish(),
    payCurrency: currencyInput(R.payCurrency, { anyDecimals: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.userId && !v.name) {
      ctx.addIssue({ code: "custom", path: ["name"], message: say(R.nameRequired) });
    }
    if (v.joinsOn && v.leavesOn && v.leavesOn < v.joinsOn) {
      ctx.addIssue({
        code: "custom",
        path: ["leavesOn"],
        message: say(R.leavesCannotBeforeJoins),
      });
    }
    if (v.payAmount && !v.payPer) {
      ctx.addIssue({
        code: "custom",
        path: ["payPer"],
        message: say(R.sayWhetherPayPer),
      });
    }
    const perDiemCurrency = v.perDiemCurrency ?? v.homeCurrency;
    refuseDecimalsIn(
      ctx,
      { perDiemShow: v.perDiemShow, perDiemTravel: v.perDiemTravel, perDiemOff: v.perDiemOff },
      perDiemCurrency,
    );
    refuseDecimalsIn(ctx, { payAmount: v.payAmount }, v.payCurrency ?? v.homeCurrency);
  });
export type PartyPersonInput = z.infer<typeof partyPersonInputSchema>;

/** Several people at once (the whole band, a local crew of six). */
export const addPartySchema = z.object({
  people: z
    .array(partyPersonInputSchema)
    .min(1, refusal(R.addLeastPerson))
    .max(MAX_PARTY_AT_ONCE, { error: () => say(R.mostPeopleAtOnce, { max: MAX_PARTY_AT_ONCE }) }),
});

/** A person of the party as the server reads them (money as stored text). */
export interface PartyPerson {
  id: string;
  tourId: string;
  userId: string | null;
  name: string;
  roadRole: string;
  homeCurrency: CurrencyCode;
  joinsOn: string | null;
  leavesOn: string | null;
  perDiemCurrency: CurrencyCode;
  perDiemShow: string | null;
  perDiemTravel: string | null;
  perDiemOff: string | null;
  payAmount: string | null;
  payPer: PayPer | null;
  payCurrency: CurrencyCode | null;
}

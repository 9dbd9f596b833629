import { z } from "zod";
import type { CurrencyCode } from "../currencies/currency";
import { currencyInput, refuseDecimalsIn } from "../currencies/currency-inputs";
import { optionalCalendarDate } from "../date-bounds";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { requiredMoneyInput } from "../money-input";
import { DAY_KINDS, type DayKind } from "./people";
import { PARTY_REFUSALS as R } from "./refusals";

/**
 * What the party is paid (issue 54 item 2): a line per person per day for per diems, per show
 * or week for wages, and lines typed by hand for fees, advances and buyouts.
 */
export const PAYMENT_KINDS = ["per_diem", "wage", "fee", "advance", "buyout"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A line's kind on the screens and the printed statement (the finance CSV's: its English). */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, Message> = {
  per_diem: { id: "party.paymentKind.perDiem", defaultMessage: "Per diem" },
  wage: { id: "party.paymentKind.wage", defaultMessage: "Wage" },
  fee: { id: "party.paymentKind.fee", defaultMessage: "Fee" },
  advance: { id: "party.paymentKind.advance", defaultMessage: "Advance" },
  buyout: { id: "party.paymentKind.buyout", defaultMessage: "Buyout" },
};

/** Kinds paid at most once a person a day (the database holds it too). */
const ONCE_A_DAY: readonly PaymentKind[] = ["per_diem", "wage"];

/** "generated": made and kept in step by the generation; "typed": a person's, never touched. */
type PaymentOrigin = "generated" | "typed";

/** A line as a manager types or edits it. Editing a generated line makes it typed. */
export const paymentInputSchema = z
  .object({
    personId: z.string({ error: () => say(R.chooseWhoPaid) }).uuid("Choose who is paid"),
    kind: z.enum(PAYMENT_KINDS, { error: () => say(R.choosePerDiemWage) }),
    day: optionalCalendarDate(R.day),
    dayKind: z.enum(DAY_KINDS, { error: () => say(R.chooseShowDayTravel) }).nullish(),
    showId: z.string().uuid("Choose one of the tour's shows").nullish(),
    amount: requiredMoneyInput(R.amount, Number.POSITIVE_INFINITY),
    currency: currencyInput(undefined, { anyDecimals: true }),
    note: z.string().trim().max(300, refusal(R.noteMost300Characters)).nullish(),
  })
  .superRefine((v, ctx) => {
    refuseDecimalsIn(ctx, { amount: v.amount }, v.currency);
    if (ONCE_A_DAY.includes(v.kind) && !v.day) {
      ctx.addIssue({ code: "custom", path: ["day"], message: say(R.chooseDay) });
    }
  });
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** Paying a line: in cash from the float (of the line's currency), or another way. */
export const payInputSchema = z.object({
  fromFloat: z.boolean({ error: () => say(R.sayWhetherCashComes) }),
});

export interface PartyPayment {
  id: string;
  tourId: string;
  personId: string;
  kind: PaymentKind;
  day: string | null;
  dayKind: DayKind | null;
  showId: string | null;
  amount: string;
  currency: CurrencyCode;
  origin: PaymentOrigin;
  note: string | null;
  paidAt: Date | null;
  paidByName: string | null;
  paidFromFloat: boolean;
}

import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { type Message, t } from "@/client/i18n/t";
import type { FloatBalance } from "@/domain/party/float";
import { floatEntryInputSchema } from "@/domain/party/float";
import { useAddFloatEntry } from "../api/use-party-mutations";
import { countDifference, money } from "./party-words";

export type FloatEntryKind = "draw" | "return" | "count";

const WORDS: Record<
  FloatEntryKind,
  { title: Message; text: Message; submit: Message; done: Message }
> = {
  draw: {
    title: { id: "party.floatEntry.drawTitle", defaultMessage: "Draw cash" },
    text: {
      id: "party.floatEntry.drawText",
      defaultMessage: "Cash into the float: from a bank, or the settlement's cash.",
    },
    submit: { id: "party.floatEntry.drawSubmit", defaultMessage: "Draw" },
    done: { id: "party.floatEntry.drawDone", defaultMessage: "Cash drawn" },
  },
  return: {
    title: { id: "party.floatEntry.returnTitle", defaultMessage: "Return cash" },
    text: {
      id: "party.floatEntry.returnText",
      defaultMessage:
        "Cash out of the float that is not paid to anyone: back to a bank or the office.",
    },
    submit: { id: "party.floatEntry.returnSubmit", defaultMessage: "Return" },
    done: { id: "party.floatEntry.returnDone", defaultMessage: "Cash returned" },
  },
  count: {
    title: { id: "party.floatEntry.countTitle", defaultMessage: "Count cash" },
    text: {
      id: "party.floatEntry.countText",
      defaultMessage:
        "What is really in the envelope. The difference from what should be there is kept as over or short.",
    },
    submit: { id: "party.floatEntry.countSubmit", defaultMessage: "Save count" },
    done: { id: "party.floatEntry.countDone", defaultMessage: "Count saved" },
  },
};

/** A draw, a return or a count of the float in one currency. */
export function FloatEntryDialog({
  open,
  onOpenChange,
  tourId,
  kind,
  currency,
  balances,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tourId: string;
  kind: FloatEntryKind;
  currency: string;
  balances: readonly FloatBalance[];
}) {
  const form = useDialogForm(floatEntryInputSchema, open, {
    kind,
    currency,
    amount: "",
    note: "",
  });
  const add = useAddFloatEntry();
  const { errors } = form.formState;
  const code = form.watch("currency") || currency;
  const typed = String(form.watch("amount") ?? "");
  const shouldHave = balances.find((b) => b.currency === code)?.shouldHave ?? "0.00";
  // A count says what it finds before it is saved: "£4.50 short".
  const difference = kind === "count" ? countDifference(typed, shouldHave, code) : null;
  const words = WORDS[kind];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(words.title)}
      description={t(words.text)}
      form={form}
      onSubmit={(entry) => add.mutateAsync({ tourId, entry })}
      submitLabel={t(words.submit)}
      successToast={t(words.done)}
    >
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      <FormField
        label={
          kind === "count"
            ? t(
                { id: "party.floatEntry.counted", defaultMessage: "Counted ({currency})" },
                { currency: code },
              )
            : t(
                { id: "party.floatEntry.amount", defaultMessage: "Amount ({currency})" },
                { currency: code },
              )
        }
        error={errors.amount?.message}
        hint={t(
          { id: "party.floatEntry.shouldHold", defaultMessage: "The float should hold {amount}" },
          { amount: money(shouldHave, code) },
        )}
      >
        <Input inputMode="decimal" {...form.register("amount")} />
      </FormField>
      {difference ? (
        <p className="text-sm font-medium" aria-live="polite" data-testid="count-difference">
          {difference}
        </p>
      ) : null}
      <FormField
        label={t({ id: "party.floatEntry.note", defaultMessage: "Note" })}
        error={errors.note?.message}
      >
        <Input {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}

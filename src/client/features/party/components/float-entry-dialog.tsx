import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { moneyLabel } from "@/client/lib/use-money";
import type { FloatBalance } from "@/domain/party/float";
import { floatEntryInputSchema } from "@/domain/party/float";
import { useAddFloatEntry } from "../api/use-party-mutations";
import { countDifference, money } from "./party-words";

export type FloatEntryKind = "draw" | "return" | "count";

const WORDS: Record<FloatEntryKind, { title: string; text: string; submit: string; done: string }> =
  {
    draw: {
      title: "Draw cash",
      text: "Cash into the float: from a bank, or the settlement's cash.",
      submit: "Draw",
      done: "Cash drawn",
    },
    return: {
      title: "Return cash",
      text: "Cash out of the float that is not paid to anyone: back to a bank or the office.",
      submit: "Return",
      done: "Cash returned",
    },
    count: {
      title: "Count cash",
      text: "What is really in the envelope. The difference from what should be there is kept as over or short.",
      submit: "Save count",
      done: "Count saved",
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
      title={words.title}
      description={words.text}
      form={form}
      onSubmit={(entry) => add.mutateAsync({ tourId, entry })}
      submitLabel={words.submit}
      successToast={words.done}
    >
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      <FormField
        label={moneyLabel(kind === "count" ? "Counted" : "Amount", code)}
        error={errors.amount?.message}
        hint={`The float should hold ${money(shouldHave, code)}`}
      >
        <Input inputMode="decimal" {...form.register("amount")} />
      </FormField>
      {difference ? (
        <p className="text-sm font-medium" aria-live="polite" data-testid="count-difference">
          {difference}
        </p>
      ) : null}
      <FormField label="Note" error={errors.note?.message}>
        <Input {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}

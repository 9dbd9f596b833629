import { z } from "zod";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { usePay } from "../api/use-party-mutations";
import type { Line } from "./line-groups";
import { lineWhat, money } from "./party-words";

interface PayValues {
  how: "float" | "other";
  /** Shown, not typed: the server's refusal ("The float holds £120.00") lands beside it. */
  amount: string;
}

const paySchema = z
  .object({ how: z.enum(["float", "other"]), amount: z.string() })
  .transform((v) => ({ fromFloat: v.how === "float" }));

/**
 * Marks a line paid: in cash from the float of its currency (a payout entry is made with it),
 * or another way (a transfer). A float that holds less is refused beside the amount.
 */
export function PayDialog({
  open,
  onOpenChange,
  tourId,
  line,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tourId: string;
  line: Line;
}) {
  const amount = money(line.amount, line.currency);
  const form = useDialogForm<PayValues, { fromFloat: boolean }>(paySchema, open, {
    how: "float",
    amount,
  });
  const pay = usePay();
  const { errors } = form.formState;
  const what = lineWhat(line);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "party.payDialog.title", defaultMessage: "Pay this line" })}
      description={what}
      form={form}
      onSubmit={({ fromFloat }) => pay.mutateAsync({ tourId, paymentId: line.id, fromFloat })}
      submitLabel={t({ id: "party.payDialog.submit", defaultMessage: "Mark paid" })}
      successToast={{
        title: t({ id: "party.payDialog.paid", defaultMessage: "Paid" }),
        description: t(
          { id: "party.payDialog.paidTo", defaultMessage: "{amount} to {name}" },
          { amount, name: line.personName },
        ),
      }}
    >
      <FormField
        label={t({ id: "party.payDialog.amount", defaultMessage: "Amount" })}
        error={errors.amount?.message}
      >
        <Input readOnly value={amount} className="tabular-nums" />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "party.payDialog.paid", defaultMessage: "Paid" })}
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="float" {...form.register("how")} />
          {t(
            {
              id: "party.payDialog.fromFloat",
              defaultMessage: "In cash from the {currency} float",
            },
            { currency: line.currency },
          )}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="other" {...form.register("how")} />
          {t({
            id: "party.payDialog.otherWay",
            defaultMessage: "Another way (a transfer, a card)",
          })}
        </label>
      </fieldset>
    </FormDialog>
  );
}

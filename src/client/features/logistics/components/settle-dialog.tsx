import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { settleDeal } from "@/domain/deal-math";
import { type Deal, type SettlementFormValues, settlementInputSchema } from "@/domain/deals";
import { formatUsd } from "@/domain/format";
import { parseMoney } from "@/domain/money";
import { useFinanceMutation } from "../api/use-finance-mutations";
import { showLabel } from "./deal-dialog";

const toForm = (deal: Deal | null): SettlementFormValues => ({
  ticketsSold:
    deal?.ticketsSold === null || deal?.ticketsSold === undefined ? "" : String(deal.ticketsSold),
  grossReceipts: deal?.grossReceipts ?? "",
  showExpenses: deal?.showExpenses ?? "",
});

/** Settle a show: what it took in and cost; the payout follows by the deal's formula. */
export function SettleDialog({
  tourId,
  deal,
  onClose,
}: {
  tourId: string;
  deal: Deal | null;
  onClose(): void;
}) {
  const open = deal !== null;
  const form = useDialogForm(settlementInputSchema, open, toForm(deal));
  const settle = useFinanceMutation("settleDeal");
  const { errors } = form.formState;
  const gross = parseMoney(form.watch("grossReceipts") ?? "", "Gross");
  const expenses = parseMoney(form.watch("showExpenses") ?? "", "Expenses");
  const preview =
    deal && gross.ok && expenses.ok
      ? settleDeal(deal, {
          ticketsSold: 0,
          grossReceipts: gross.value,
          showExpenses: expenses.value,
        })
      : null;
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Settle Show"
      description={deal ? showLabel(deal) : undefined}
      form={form}
      onSubmit={(input): Promise<Deal> =>
        settle.mutateAsync({ tourId, id: deal!.id, input }) as Promise<Deal>
      }
      submitLabel="Settle"
      successToast={(d) => ({
        title: "Show settled",
        description: `Final payout ${formatUsd(d.finalPayout)}`,
      })}
    >
      <FormField label="Tickets sold" error={errors.ticketsSold?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register("ticketsSold")}
        />
      </FormField>
      <FormField label="Gross receipts ($)" error={errors.grossReceipts?.message}>
        <MoneyInput {...form.register("grossReceipts")} />
      </FormField>
      <FormField label="Show expenses ($)" error={errors.showExpenses?.message}>
        <MoneyInput {...form.register("showExpenses")} />
      </FormField>
      {deal ? (
        <dl className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 text-sm">
          <dt>Projected payout</dt>
          <dd className="text-right tabular-nums">{formatUsd(deal.projectedPayout)}</dd>
          <dt>Payout by the deal</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="settle-preview">
            {preview === null ? "—" : formatUsd(preview)}
          </dd>
        </dl>
      ) : null}
    </FormDialog>
  );
}

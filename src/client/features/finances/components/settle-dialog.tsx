import { type Control, Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { MoneyInput } from "@/client/components/money-input";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { type Message, t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { settleDeal } from "@/domain/finances/deal-math";
import {
  type Deal,
  formatDealAmount,
  type SettlementFormValues,
  settlementInputSchema,
} from "@/domain/finances/deals";
import { bigCents, moneyOf } from "@/domain/finances/ledger/cents";
import {
  latestToday,
  payoutSheet,
  type SettlementConfirmation,
  settlementChecks,
} from "@/domain/finances/settlement-terms";
import { parseMoney } from "@/domain/money";
import { useFinancesMutation } from "../api/use-finances-mutations";
import { showLabel } from "./deal-dialog";

const toForm = (deal: Deal | null, home: string): SettlementFormValues => ({
  ticketsSold:
    deal?.ticketsSold === null || deal?.ticketsSold === undefined ? "" : String(deal.ticketsSold),
  grossReceipts: deal?.grossReceipts ?? "",
  showExpenses: deal?.showExpenses ?? "",
  isPaid: deal?.isPaid ?? false,
  paidOn: deal?.paidOn ?? "",
  confirmOverCapacity: false,
  confirmBeforeShow: false,
  // A rate received for another home currency no longer applies: the field starts empty.
  settlementRate: deal?.settlementRateTo === home ? (deal.settlementRate ?? "") : "",
});

const CONFIRM_LABELS: Record<SettlementConfirmation, Message> = {
  confirmOverCapacity: {
    id: "finances.settleDialog.confirmOverCapacity",
    defaultMessage: "The count is right: settle over capacity",
  },
  confirmBeforeShow: {
    id: "finances.settleDialog.confirmBeforeShow",
    defaultMessage: "Settle it before the show date",
  },
};

/**
 * Settle a show: what it took in and cost (the payout follows by the deal's formula), and
 * whether the venue has paid. A count over capacity or a show not played yet needs its box
 * ticked: the server refuses it otherwise, and nothing typed is lost.
 */
export function SettleDialog({
  tourId,
  deal,
  home,
  onClose,
}: {
  tourId: string;
  deal: Deal | null;
  /** The workspace's home currency: what a rate received converts the deal's currency to. */
  home: string;
  onClose(): void;
}) {
  const open = deal !== null;
  const form = useDialogForm(settlementInputSchema, open, toForm(deal, home));
  const settle = useFinancesMutation("settleDeal");
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
  // Issue 41: "of net" is net of the show's costs in the deal's currency (null: no rate).
  const netOf = deal?.netOf === undefined ? deal?.showTravelAndLodging : deal.netOf;
  const sheet =
    deal && preview !== null
      ? payoutSheet(deal, preview, netOf === null ? null : bigCents(netOf))
      : null;
  const taken =
    sheet?.afterDeductions && preview !== null
      ? moneyOf(bigCents(preview) - bigCents(sheet.afterDeductions))
      : null;
  const tickets = String(form.watch("ticketsSold") ?? "").trim();
  // The same checks as the server, as the user types; a server refusal shows its box too.
  const live = deal
    ? settlementChecks(deal, /^\d+$/.test(tickets) ? Number(tickets) : 0, latestToday(new Date()))
    : [];
  const confirmations = (["confirmOverCapacity", "confirmBeforeShow"] as const).flatMap((flag) => {
    const message = live.find((c) => c.flag === flag)?.message ?? errors[flag]?.message;
    return message ? [{ flag, message }] : [];
  });
  const isPaid = form.watch("isPaid") === true;
  // The settlement's figures are in the deal's currency (issue 41).
  const currency = deal?.currency ?? "USD";
  const foreign = currency !== home;
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={
        deal?.isSettled
          ? t({ id: "finances.settleDialog.editTitle", defaultMessage: "Edit Settlement" })
          : t({ id: "finances.settleDialog.title", defaultMessage: "Settle Show" })
      }
      description={deal ? showLabel(deal) : undefined}
      form={form}
      onSubmit={(input): Promise<Deal> =>
        settle.mutateAsync({
          tourId,
          id: deal!.id,
          input: foreign ? input : { ...input, settlementRate: null },
        }) as Promise<Deal>
      }
      submitLabel={
        deal?.isSettled
          ? t({ id: "finances.settleDialog.save", defaultMessage: "Save Settlement" })
          : t({ id: "finances.deals.settle", defaultMessage: "Settle" })
      }
      successToast={(d) => ({
        title: t({ id: "finances.settleDialog.settled", defaultMessage: "Show settled" }),
        description: t(
          { id: "finances.settleDialog.finalPayout", defaultMessage: "Final payout {amount}" },
          { amount: formatDealAmount(d.finalPayout, d) },
        ),
      })}
    >
      <FormField
        label={t({ id: "finances.settleDialog.ticketsSold", defaultMessage: "Tickets sold" })}
        error={errors.ticketsSold?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register("ticketsSold", {
            // A new count is not the count that was confirmed.
            onChange: () => form.setValue("confirmOverCapacity", false),
          })}
        />
      </FormField>
      <FormField
        label={t(
          { id: "finances.settleDialog.gross", defaultMessage: "Gross receipts ({currency})" },
          { currency },
        )}
        error={errors.grossReceipts?.message}
      >
        <MoneyInput {...form.register("grossReceipts")} />
      </FormField>
      <FormField
        label={t(
          { id: "finances.settleDialog.expenses", defaultMessage: "Show expenses ({currency})" },
          { currency },
        )}
        error={errors.showExpenses?.message}
      >
        <MoneyInput {...form.register("showExpenses")} />
      </FormField>
      {confirmations.map(({ flag, message }) => (
        <Confirmation
          key={flag}
          control={form.control}
          name={flag}
          message={message}
          refused={errors[flag] !== undefined}
        />
      ))}
      {deal ? (
        <dl className="grid grid-cols-[1fr_auto] gap-1 rounded-md bg-muted p-3 text-sm">
          <dt>
            {t({ id: "finances.settleDialog.projected", defaultMessage: "Projected payout" })}
          </dt>
          <dd className="text-right tabular-nums">
            {formatDealAmount(deal.projectedPayout, deal)}
          </dd>
          <dt>{t({ id: "finances.settleDialog.byDeal", defaultMessage: "Payout by the deal" })}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="settle-preview">
            {preview === null ? "—" : formatDealAmount(preview, deal)}
          </dd>
          <dt>
            {t({
              id: "finances.settleDialog.deductions",
              defaultMessage: "Commissions and withholding",
            })}
          </dt>
          <dd className="text-right tabular-nums" data-testid="settle-deductions">
            {taken !== null
              ? `−${formatDealAmount(taken, deal)}`
              : sheet && netOf === null
                ? t(
                    {
                      id: "finances.settleDialog.noRate",
                      defaultMessage:
                        "No rate for {currency} on the show's day: a commission of net can't be worked out",
                    },
                    { currency: deal.currency },
                  )
                : "—"}
          </dd>
          <dt>{t({ id: "finances.settleDialog.deposit", defaultMessage: "Deposit received" })}</dt>
          <dd className="text-right tabular-nums">
            {formatDealAmount(deal.depositReceived, deal)}
          </dd>
          <dt>{t({ id: "finances.deals.balanceDue", defaultMessage: "Balance due" })}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="settle-balance">
            {sheet === null ? "—" : formatDealAmount(sheet.balanceDue, deal)}
          </dd>
        </dl>
      ) : null}
      <Controller
        control={form.control}
        name="isPaid"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="settle-paid"
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
            <Label htmlFor="settle-paid">
              {t({
                id: "finances.settleDialog.paid",
                defaultMessage: "The venue has paid the balance",
              })}
            </Label>
          </div>
        )}
      />
      {isPaid ? (
        <FormField
          label={t({ id: "finances.settleDialog.paidOn", defaultMessage: "Payout date" })}
          error={errors.paidOn?.message}
        >
          <Input type="date" {...form.register("paidOn")} />
        </FormField>
      ) : null}
      {foreign ? (
        <FormField
          label={t(
            {
              id: "finances.settleDialog.rate",
              defaultMessage: "Rate received (1 {currency} = … {home})",
            },
            { currency, home },
          )}
          error={errors.settlementRate?.message}
          hint={t({
            id: "finances.settleDialog.rateHint",
            defaultMessage:
              "Optional: the rate the payout was really converted at. Empty: the deal's rate, else the workspace's.",
          })}
        >
          <Input
            inputMode="decimal"
            placeholder={t({
              id: "finances.settleDialog.ratePlaceholder",
              defaultMessage: "e.g. 1.2411",
            })}
            {...form.register("settlementRate")}
          />
        </FormField>
      ) : null}
    </FormDialog>
  );
}

/** A settlement that looks wrong: what the check found, and the box that accepts it anyway. */
function Confirmation({
  control,
  name,
  message,
  refused,
}: {
  control: Control<SettlementFormValues, unknown, unknown>;
  name: SettlementConfirmation;
  message: string;
  refused: boolean;
}) {
  const id = `settle-${name}`;
  return (
    <div
      className={cn(
        "grid gap-2 rounded-md border p-3 text-sm",
        refused ? "border-destructive" : "border-amber-500",
      )}
    >
      <p id={`${id}-message`} role={refused ? "alert" : undefined}>
        {message}
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={id}
              aria-describedby={`${id}-message`}
              aria-invalid={refused || undefined}
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
            <Label htmlFor={id}>{t(CONFIRM_LABELS[name])}</Label>
          </div>
        )}
      />
    </div>
  );
}

import type { ComponentProps } from "react";
import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { DealEditWarning } from "@/client/contract/deal-edit-warning";
import { t } from "@/client/i18n/t";
import { CONTRACT_DEAL_TERMS } from "@/domain/contracts/out-of-date";
import { DEAL_TYPES, dealUses } from "@/domain/finances/deal-math";
import { type Deal, type DealFormValues, dealInputSchema } from "@/domain/finances/deals";
import { COMMISSION_BASES } from "@/domain/finances/settlement-terms";
import { moneyForEditing } from "@/domain/money";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { TourFinanceView } from "../api/finances";
import { useFinancesMutation } from "../api/use-finances-mutations";
import { commissionBasisLabel, dealTypeLabel, netBasisHint } from "../labels";

/** A term of 0 shows as an empty field: "none", as a new deal starts. */
const termForEditing = (percent: string | undefined) =>
  percent === undefined || Number(percent) === 0 ? "" : String(Number(percent));

const toForm = (deal: Deal | null, home: string): DealFormValues => ({
  showId: deal?.showId ?? "",
  dealType: deal?.dealType ?? "guarantee",
  currency: deal?.currency ?? home,
  guaranteeAmount: deal?.guaranteeAmount ?? "",
  artistSharePercent: deal?.artistSharePercent ?? "",
  ticketPrice: deal?.ticketPrice ?? "",
  capacity: deal?.capacity === null || deal?.capacity === undefined ? "" : String(deal.capacity),
  expectedAttendance:
    deal?.expectedAttendance === null || deal?.expectedAttendance === undefined
      ? ""
      : String(deal.expectedAttendance),
  expectedExpenses: deal?.expectedExpenses ?? "",
  agentCommissionPercent: termForEditing(deal?.agentCommissionPercent),
  agentCommissionBasis: deal?.agentCommissionBasis ?? "gross",
  managerCommissionPercent: termForEditing(deal?.managerCommissionPercent),
  managerCommissionBasis: deal?.managerCommissionBasis ?? "gross",
  withholdingPercent: termForEditing(deal?.withholdingPercent),
  merchSplitPercent: termForEditing(deal?.merchSplitPercent),
  depositReceived:
    deal && Number(deal.depositReceived) !== 0 ? moneyForEditing(deal.depositReceived) : "",
  // A rate typed for another home currency no longer applies: the field starts empty.
  rate: deal?.rateTo === home ? (deal.rate ?? "") : "",
});

type DealShow = TourFinanceView["shows"][number];

/** The fields a show's own figures fill in; blank where the show has none. */
const termsOf = (show: DealShow) =>
  [
    ["guaranteeAmount", moneyForEditing(show.venueFee)],
    ["capacity", show.capacity === null ? "" : String(show.capacity)],
  ] as const;

export const showLabel = (s: { performanceDate: string | null; venueName: string }) =>
  `${formatCalendarDate(s.performanceDate) || t({ id: "finances.show.noDate", defaultMessage: "No date" })} · ${s.venueName}`;

/** Add or edit the deal of one show; only the fields its formula reads are shown. */
export function DealDialog({
  tourId,
  shows,
  open,
  onOpenChange,
  deal,
  home,
}: {
  tourId: string;
  shows: TourFinanceView["shows"];
  open: boolean;
  onOpenChange(open: boolean): void;
  deal: Deal | null;
  /** The workspace's home currency: a new deal's. */
  home: string;
}) {
  const form = useDialogForm(dealInputSchema, open, toForm(deal, home));
  // Every amount of the deal is in its currency, so each label names it.
  const currency = String(form.watch("currency") || home).toUpperCase();
  const foreign = currency !== home;
  const save = useFinancesMutation("saveDeal");
  const { errors } = form.formState;
  const typeOptions = DEAL_TYPES.map((d) => ({ value: d, label: dealTypeLabel(d) }));
  const basisOptions = COMMISSION_BASES.map((b) => ({ value: b, label: commissionBasisLabel(b) }));
  const uses = dealUses(form.watch("dealType") ?? "guarantee");
  // A term the show's contract states, changed and not yet saved: say what saving does to it.
  const dirty = form.formState.dirtyFields;
  const contractTermsChanged =
    deal !== null && (Boolean(dirty.showId) || CONTRACT_DEAL_TERMS.some((k) => dirty[k]));
  // A new deal starts from what the show already says: its fee and its venue's capacity.
  const pickShow = (showId: string) => {
    const show = shows.find((s) => s.id === showId);
    if (deal || !show) return;
    for (const [field, value] of termsOf(show)) {
      if (!form.getFieldState(field).isDirty)
        form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        deal
          ? t({ id: "finances.dealDialog.editTitle", defaultMessage: "Edit Deal" })
          : t({ id: "finances.dealDialog.addTitle", defaultMessage: "Add Deal" })
      }
      description={t({
        id: "finances.dealDialog.description",
        defaultMessage:
          "Versus pays the larger of the guarantee and the share of the gross; percentage of net pays the share of gross minus show expenses.",
      })}
      form={form}
      fieldsClassName="sm:grid-cols-2"
      onSubmit={(input) =>
        // A rate typed before the currency went back to the home one is not sent.
        save.mutateAsync({
          tourId,
          id: deal?.id,
          input: foreign ? input : { ...input, rate: null },
        })
      }
      submitLabel={
        deal
          ? t({ id: "finances.dealDialog.save", defaultMessage: "Save Deal" })
          : t({ id: "finances.dealDialog.addTitle", defaultMessage: "Add Deal" })
      }
      successToast={
        deal
          ? t({ id: "finances.dealDialog.updated", defaultMessage: "Deal updated" })
          : t({ id: "finances.dealDialog.added", defaultMessage: "Deal added" })
      }
    >
      <FormSelect
        control={form.control}
        name="showId"
        label={t({ id: "finances.provisionDialog.show", defaultMessage: "Show" })}
        className="sm:col-span-2"
        options={shows.map((s) => ({ value: s.id, label: showLabel(s) }))}
        placeholder={t({
          id: "finances.provisionDialog.showPlaceholder",
          defaultMessage: "Select show",
        })}
        error={errors.showId?.message}
        onValueChange={pickShow}
      />
      <FormSelect
        control={form.control}
        name="dealType"
        label={t({ id: "finances.dealDialog.dealType", defaultMessage: "Deal type" })}
        options={typeOptions}
        error={errors.dealType?.message}
      />
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      {foreign ? (
        <FormField
          label={t(
            { id: "finances.dealDialog.rate", defaultMessage: "Rate (1 {currency} = … {home})" },
            { currency, home },
          )}
          error={errors.rate?.message}
          hint={t({
            id: "finances.dealDialog.rateHint",
            defaultMessage: "Optional. Empty: the workspace's rate of the show's day (Settings).",
          })}
          className="sm:col-span-2"
        >
          <Input
            inputMode="decimal"
            placeholder={t({
              id: "finances.dealDialog.ratePlaceholder",
              defaultMessage: "e.g. 1.2650",
            })}
            {...form.register("rate")}
          />
        </FormField>
      ) : null}
      {uses.guarantee ? (
        <FormField
          label={t(
            { id: "finances.dealDialog.guarantee", defaultMessage: "Guarantee ({currency})" },
            { currency },
          )}
          error={errors.guaranteeAmount?.message}
        >
          <MoneyInput {...form.register("guaranteeAmount")} />
        </FormField>
      ) : null}
      {uses.share ? (
        <PercentField
          label={t({ id: "finances.dealDialog.artistShare", defaultMessage: "Artist share (%)" })}
          error={errors.artistSharePercent?.message}
          {...form.register("artistSharePercent")}
        />
      ) : null}
      <FormField
        label={t(
          { id: "finances.dealDialog.ticketPrice", defaultMessage: "Ticket price ({currency})" },
          { currency },
        )}
        error={errors.ticketPrice?.message}
      >
        <MoneyInput {...form.register("ticketPrice")} />
      </FormField>
      <FormField
        label={t({ id: "finances.dealDialog.capacity", defaultMessage: "Capacity" })}
        error={errors.capacity?.message}
      >
        <Input type="number" inputMode="numeric" min={0} step={1} {...form.register("capacity")} />
      </FormField>
      <FormField
        label={t({
          id: "finances.dealDialog.expectedAttendance",
          defaultMessage: "Expected attendance",
        })}
        error={errors.expectedAttendance?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register("expectedAttendance")}
        />
      </FormField>
      {uses.expenses ? (
        <FormField
          label={t(
            {
              id: "finances.dealDialog.expectedExpenses",
              defaultMessage: "Expected show expenses ({currency})",
            },
            { currency },
          )}
          error={errors.expectedExpenses?.message}
        >
          <MoneyInput {...form.register("expectedExpenses")} />
        </FormField>
      ) : null}
      <h3 className="border-t pt-3 text-sm font-semibold sm:col-span-2">
        {t({ id: "finances.dealDialog.settlementTerms", defaultMessage: "Settlement terms" })}
        <span className="block text-xs font-normal text-muted-foreground">
          {t(
            {
              id: "finances.dealDialog.settlementTermsHint",
              defaultMessage: "Taken off the payout; leave empty for none. {netHint}.",
            },
            { netHint: netBasisHint() },
          )}
        </span>
      </h3>
      <PercentField
        label={t({
          id: "finances.dealDialog.agentCommission",
          defaultMessage: "Agent commission (%)",
        })}
        error={errors.agentCommissionPercent?.message}
        {...form.register("agentCommissionPercent")}
      />
      <FormSelect
        control={form.control}
        name="agentCommissionBasis"
        label={t({
          id: "finances.dealDialog.agentCommissionOf",
          defaultMessage: "Agent commission of",
        })}
        options={basisOptions}
        error={errors.agentCommissionBasis?.message}
      />
      <PercentField
        label={t({
          id: "finances.dealDialog.managerCommission",
          defaultMessage: "Manager commission (%)",
        })}
        error={errors.managerCommissionPercent?.message}
        {...form.register("managerCommissionPercent")}
      />
      <FormSelect
        control={form.control}
        name="managerCommissionBasis"
        label={t({
          id: "finances.dealDialog.managerCommissionOf",
          defaultMessage: "Manager commission of",
        })}
        options={basisOptions}
        error={errors.managerCommissionBasis?.message}
      />
      <PercentField
        label={t({ id: "finances.dealDialog.withholding", defaultMessage: "Withholding tax (%)" })}
        hint={t({
          id: "finances.dealDialog.withholdingHint",
          defaultMessage: "Withheld by the venue from the gross payout",
        })}
        error={errors.withholdingPercent?.message}
        {...form.register("withholdingPercent")}
      />
      <PercentField
        label={t({ id: "finances.dealDialog.merchSplit", defaultMessage: "Venue merch split (%)" })}
        hint={t({
          id: "finances.dealDialog.merchSplitHint",
          defaultMessage: "What the venue keeps of merch sales",
        })}
        error={errors.merchSplitPercent?.message}
        {...form.register("merchSplitPercent")}
      />
      <FormField
        label={t(
          { id: "finances.dealDialog.deposit", defaultMessage: "Deposit received ({currency})" },
          { currency },
        )}
        hint={t({
          id: "finances.dealDialog.depositHint",
          defaultMessage: "Paid ahead; the balance due is the rest",
        })}
        error={errors.depositReceived?.message}
      >
        <MoneyInput {...form.register("depositReceived")} />
      </FormField>
      {contractTermsChanged ? (
        <DealEditWarning tourId={tourId} showIds={[deal.showId, form.watch("showId")]} />
      ) : null}
    </FormDialog>
  );
}

/** A percentage 0–100 with at most two decimals. */
function PercentField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & ComponentProps<typeof Input>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <Input type="number" inputMode="decimal" min={0} max={100} step={0.01} {...input} />
    </FormField>
  );
}

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { moneyForEditing } from "@/domain/money";
import {
  type CountReportInput,
  countReportSchema,
  DEFAULT_TIER,
  MAX_TIERS,
  type TicketCount,
} from "@/domain/tickets/counts";
import { useReportCount } from "../api/use-ticket-mutations";
import { compsLabel, soldLabel, tiersLabel } from "./ticket-words";

type TierRow = CountReportInput["tiers"][number];

const emptyTier = (tier = ""): TierRow => ({ tier, sold: "", comps: "0", gross: "" });

/** Today's report starts from the latest count of each tier: the promoter's usual update. */
const reportFrom = (tiers: readonly TicketCount[]): CountReportInput => ({
  tiers:
    tiers.length === 0
      ? [emptyTier(DEFAULT_TIER)]
      : tiers.map((tier) => ({
          tier: tier.tier,
          sold: String(tier.sold),
          comps: String(tier.comps),
          gross: tier.gross === null ? "" : moneyForEditing(tier.gross),
        })),
});

export const reportTodaysCount = () =>
  t({ id: "tickets.report.title", defaultMessage: "Report today's count" });

/**
 * A manager types today's count (issue 51 item 1): one row per tier, each a total as of now.
 * A count replaces the tier's previous one, never adds to it (ADR 0031), so the form starts
 * from the latest figures and the manager changes what moved. Checked with the API's schema.
 */
export function ReportCountDialog({
  open,
  onOpenChange,
  tourId,
  showId,
  showName,
  currency,
  latest,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tourId: string;
  showId: string;
  showName: string;
  currency: string;
  latest: readonly TicketCount[];
}) {
  const form = useDialogForm(countReportSchema, open, reportFrom(latest));
  const tiers = useFieldArray({ control: form.control, name: "tiers" });
  const report = useReportCount();
  const { errors } = form.formState;
  const tiersError = errors.tiers?.message ?? errors.tiers?.root?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reportTodaysCount()}
      description={t(
        {
          id: "tickets.report.description",
          defaultMessage:
            "{show}. Each tier's total as of now: it replaces the tier's last count, it is not added to it.",
        },
        { show: showName },
      )}
      form={form}
      onSubmit={(input) => report.mutateAsync({ tourId, showId, report: input })}
      submitLabel={t({ id: "tickets.report.submit", defaultMessage: "Save count" })}
      successToast={t({ id: "tickets.report.saved", defaultMessage: "Count saved" })}
      className="sm:max-w-2xl"
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{tiersLabel()}</legend>
        {tiers.fields.map((field, i) => {
          const e = errors.tiers?.[i];
          return (
            <div
              key={field.id}
              className="grid grid-cols-3 items-start gap-2 rounded-md border p-2 sm:grid-cols-[2fr_1fr_1fr_1.2fr_auto] sm:border-0 sm:p-0"
            >
              <FormField
                label={t({ id: "tickets.report.tier", defaultMessage: "Tier {n}" }, { n: i + 1 })}
                error={e?.tier?.message}
                className="col-span-3 sm:col-span-1"
              >
                <Input placeholder={DEFAULT_TIER} {...form.register(`tiers.${i}.tier`)} />
              </FormField>
              <FormField label={soldLabel()} error={e?.sold?.message}>
                <Input inputMode="numeric" {...form.register(`tiers.${i}.sold`)} />
              </FormField>
              <FormField label={compsLabel()} error={e?.comps?.message}>
                <Input inputMode="numeric" {...form.register(`tiers.${i}.comps`)} />
              </FormField>
              <FormField
                label={t(
                  { id: "tickets.report.gross", defaultMessage: "Gross ({currency})" },
                  { currency },
                )}
                error={e?.gross?.message}
              >
                <Input inputMode="decimal" {...form.register(`tiers.${i}.gross`)} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={t(
                  { id: "tickets.report.removeTier", defaultMessage: "Remove tier {n}" },
                  { n: i + 1 },
                )}
                disabled={tiers.fields.length === 1}
                onClick={() => tiers.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {tiersError && (
          <p role="alert" className="text-sm text-destructive">
            {tiersError}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={tiers.fields.length >= MAX_TIERS}
            onClick={() => tiers.append(emptyTier())}
          >
            <Plus aria-hidden="true" />
            {t({ id: "tickets.report.addTier", defaultMessage: "Add a tier" })}
          </Button>
        </div>
      </fieldset>
    </FormDialog>
  );
}

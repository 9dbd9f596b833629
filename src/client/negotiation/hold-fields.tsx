import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormSelect } from "@/client/components/form-select";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import {
  type NewShowValues,
  STARTING_STATUS_OPTIONS,
} from "@/domain/negotiations/show-negotiation";
import { holdExpiryHint, rankOptions } from "./negotiation-fields";
import { negotiationStatusWord } from "./status-words";

/** The starting negotiation's fields, at the root of Add Show's and Add Venue's forms. */
type StartingValues = Pick<NewShowValues, "status" | "holdRank" | "holdExpiry" | "override">;

/**
 * Where a new show's negotiation starts (Add Show, Add Venue): its status and, for a hold,
 * the rank and the expiry. With `conflict` (Add Show), a refused confirmation (another show
 * confirmed that day) is shown here with the choice to confirm anyway, which the server
 * records.
 */
export function HoldFields<T extends FieldValues & StartingValues>({
  form: typed,
  conflict = null,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  conflict?: string | null;
}) {
  // Only the starting fields are read or written here; both forms have them at the root.
  const form = typed as unknown as UseFormReturn<StartingValues, unknown, unknown>;
  const errors = form.formState.errors;
  const status = form.watch("status");
  return (
    // No box on a phone: its padding would leave a date-time input too narrow to show.
    <fieldset className="grid min-w-0 gap-4 rounded-lg sm:border sm:p-4">
      <legend className="mb-2 text-sm font-semibold sm:mb-0 sm:px-1">
        {t({ id: "negotiations.holdFields.legend", defaultMessage: "Negotiation" })}
      </legend>
      {/* minmax(0, 1fr) columns: a date-time input must not push past the border on a phone. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="status"
          label={t({ id: "negotiations.holdFields.status", defaultMessage: "Status" })}
          options={STARTING_STATUS_OPTIONS.map((o) => ({
            value: o.value,
            label:
              o.value === "pending"
                ? t({
                    id: "negotiations.holdFields.pendingInquiry",
                    defaultMessage: "Pending (inquiry)",
                  })
                : negotiationStatusWord(o.value),
          }))}
          error={errors.status?.message}
        />
        {status === "hold" ? (
          <>
            <FormSelect
              control={form.control}
              name="holdRank"
              label={t({ id: "negotiations.holdFields.holdRank", defaultMessage: "Hold rank" })}
              options={rankOptions()}
              error={errors.holdRank?.message}
            />
            <FormField
              className="sm:col-span-2"
              label={t({
                id: "negotiations.holdFields.holdExpires",
                defaultMessage: "Hold expires",
              })}
              error={errors.holdExpiry?.message}
              hint={holdExpiryHint()}
            >
              <Input className="min-w-0" type="datetime-local" {...form.register("holdExpiry")} />
            </FormField>
          </>
        ) : null}
      </div>
      <div aria-live="polite">
        {conflict && status === "confirmed" ? (
          <div
            role="alert"
            className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          >
            <p className="font-medium">{conflict}</p>
            <p>
              {t({
                id: "negotiations.holdFields.confirmToo",
                defaultMessage:
                  "Confirm this one too? The override is recorded on the negotiation's timeline.",
              })}
            </p>
            <div>
              <Button
                // Not a submit button: Enter in a field must never confirm anyway.
                type="button"
                variant="destructive"
                size="sm"
                onClick={(e) => {
                  form.setValue("override", true);
                  e.currentTarget.form?.requestSubmit();
                }}
              >
                {t({
                  id: "negotiations.holdFields.confirmAnyway",
                  defaultMessage: "Confirm anyway",
                })}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

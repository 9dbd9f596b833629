import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { FormSelect } from "@/client/components/form-select";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { RANK_OPTIONS } from "@/client/lib/negotiation-fields";
import { type NewShowValues, STARTING_STATUS_OPTIONS } from "@/domain/show-negotiation";

type Form = UseFormReturn<NewShowValues, unknown, unknown>;

/**
 * Add Show: where the negotiation starts. A refused confirmation (another show confirmed
 * that day) is shown here with the choice to confirm anyway, which the server records.
 */
export function StartingStatusFields({ form, conflict }: { form: Form; conflict: string | null }) {
  const errors = form.formState.errors;
  const status = form.watch("status");
  return (
    // No box on a phone: its padding would leave a date-time input too narrow to show.
    <fieldset className="grid min-w-0 gap-4 rounded-lg sm:border sm:p-4">
      <legend className="mb-2 text-sm font-semibold sm:mb-0 sm:px-1">Negotiation</legend>
      {/* minmax(0, 1fr) columns: a date-time input must not push past the border on a phone. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="status"
          label="Status"
          options={STARTING_STATUS_OPTIONS}
          error={errors.status?.message}
        />
        {status === "hold" ? (
          <>
            <FormSelect
              control={form.control}
              name="holdRank"
              label="Hold rank"
              options={RANK_OPTIONS}
              error={errors.holdRank?.message}
            />
            <FormField
              className="sm:col-span-2"
              label="Hold expires"
              error={errors.holdExpiry?.message}
              hint="Default: 2 weeks (1st), 1 week (others)"
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
            <p>Confirm this one too? The override is recorded on the negotiation's timeline.</p>
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
                Confirm anyway
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

type ContactErrors = FieldErrors<{
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}>;

/** The venue contact of the show's negotiation (Add and Edit Show). */
export function ContactFields({ form }: { form: Form }) {
  const errors: ContactErrors = form.formState.errors;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg sm:grid-cols-2 sm:border sm:p-4">
      <legend className="mb-2 text-sm font-semibold sm:mb-0 sm:px-1">Venue contact</legend>
      <FormField className="sm:col-span-2" label="Contact name" error={errors.contactName?.message}>
        <Input autoComplete="off" {...form.register("contactName")} />
      </FormField>
      <FormField label="Contact phone" error={errors.contactPhone?.message}>
        <Input type="tel" autoComplete="off" {...form.register("contactPhone")} />
      </FormField>
      <FormField label="Contact email" error={errors.contactEmail?.message}>
        <Input type="email" autoComplete="off" {...form.register("contactEmail")} />
      </FormField>
    </fieldset>
  );
}

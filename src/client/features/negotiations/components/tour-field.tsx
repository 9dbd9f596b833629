import type { UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { PickOrNewSelect } from "@/client/components/pick-or-new-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t, tRich } from "@/client/i18n/t";
import type { TourOption } from "@/client/lib/tour-options";
import type {
  CreateNegotiationInput,
  CreateNegotiationValues,
} from "@/domain/negotiations/negotiations";

/**
 * Add Venue's tour: one of the account's tours, or "+ New tour" named right here (created
 * with the show, in one request). A new account has no tour yet, so it starts at "new" and
 * says so, with the Tours page one click away for a tour with dates and a budget.
 */
export function TourField({
  form,
  tours,
  loading,
  open,
}: {
  form: UseFormReturn<CreateNegotiationValues, unknown, CreateNegotiationInput>;
  tours: TourOption[] | undefined;
  loading: boolean;
  open: boolean;
}) {
  const errors = form.formState.errors;
  const none = tours !== undefined && tours.length === 0;
  return (
    <>
      <PickOrNewSelect
        form={form}
        name="tourId"
        modeName="tourMode"
        label={t({ id: "negotiations.tourField.tour", defaultMessage: "Tour" })}
        options={(tours ?? []).map((tour) => ({ value: tour.id, label: tour.title }))}
        newLabel={t({ id: "negotiations.tourField.newTour", defaultMessage: "+ New tour" })}
        placeholder={
          loading
            ? t({ id: "negotiations.tourField.loading", defaultMessage: "Loading tours..." })
            : t({ id: "negotiations.tourField.choose", defaultMessage: "Choose a tour" })
        }
        startNew={open && none}
      />
      {form.watch("tourMode") === "new" ? (
        <fieldset className="grid gap-2 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">
            {t({ id: "negotiations.tourField.newLegend", defaultMessage: "New tour" })}
          </legend>
          {none ? (
            <p className="text-sm text-muted-foreground" data-testid="no-tours-hint">
              {tRich(
                {
                  id: "negotiations.tourField.noTours",
                  defaultMessage:
                    "You have no tours yet. Name one here and the venue goes on it, or <link>create a tour on the Tours page</link> with its dates and budget.",
                },
                {
                  link: (chunks) => (
                    <Link to="/dashboard/tours" className="underline underline-offset-4">
                      {chunks}
                    </Link>
                  ),
                },
              )}
            </p>
          ) : null}
          <FormField
            label={t({ id: "negotiations.tourField.title", defaultMessage: "Tour title" })}
            error={errors.newTour?.title?.message}
          >
            <Input {...form.register("newTour.title")} />
          </FormField>
        </fieldset>
      ) : null}
    </>
  );
}

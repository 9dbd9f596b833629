import { useQuery } from "@tanstack/react-query";
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { PickOrNewSelect } from "@/client/components/pick-or-new-select";
import { t } from "@/client/i18n/t";
import { type VenueFormValues, venuePlace } from "@/domain/tours/venues";
import { venuesQuery } from "./api/venues-query";
import { VenueFields } from "./venue-fields";

/**
 * A show's venue, in Add/Edit Show and the HCC Manager's Add Venue: one from the directory,
 * or "+ New venue" typed right here and created with the show. The fields sit at the form's
 * root (`venueId`, `venueMode`, `newVenue`) or under `prefix` ("show." in Add Venue).
 */
export function VenuePicker<T extends FieldValues>({
  form,
  open,
  prefix = "",
  startNew = true,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  open: boolean;
  prefix?: "" | "show.";
  /** An account without venues starts at "new venue" (not when editing a show). */
  startNew?: boolean;
}) {
  const venues = useQuery({ ...venuesQuery, enabled: open });
  const at = (field: string) => `${prefix}${field}` as Path<T>;
  const options = (venues.data ?? []).map((v) => ({
    value: v.id,
    label: [v.name, venuePlace(v.city, v.state)].filter(Boolean).join(" — "),
  }));
  const isNew = form.watch(at("venueMode")) === "new";
  const newVenueErrors: FieldErrors<VenueFormValues> | undefined = get(
    form.formState.errors,
    at("newVenue"),
  );
  return (
    <>
      <PickOrNewSelect
        form={form}
        name={at("venueId")}
        modeName={at("venueMode")}
        label={t({ id: "negotiations.venuePicker.venue", defaultMessage: "Venue" })}
        options={options}
        newLabel={t({ id: "negotiations.venuePicker.newVenue", defaultMessage: "+ New venue" })}
        placeholder={
          venues.isPending
            ? t({ id: "negotiations.venuePicker.loading", defaultMessage: "Loading venues..." })
            : t({ id: "negotiations.venuePicker.choose", defaultMessage: "Choose a venue" })
        }
        startNew={open && startNew && venues.isSuccess && venues.data.length === 0}
      />
      {isNew ? (
        <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">
            {t({ id: "negotiations.venuePicker.newLegend", defaultMessage: "New venue" })}
          </legend>
          <VenueFields
            register={form.register}
            errors={newVenueErrors}
            prefix={`${prefix}newVenue.`}
            withContact={false}
          />
        </fieldset>
      ) : null}
    </>
  );
}

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import type { VenueFormValues } from "@/domain/tours/venues";

/**
 * The venue's fields, shared by the directory's form and the "new venue" part of the venue
 * picker (there under `newVenue.`, or `show.newVenue.` in Add Venue).
 */
export function VenueFields({
  register,
  errors,
  prefix = "",
  withContact = true,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the fields live at the root or under newVenue
  register: UseFormRegister<any>;
  errors: FieldErrors<VenueFormValues> | undefined;
  prefix?: "" | "newVenue." | "show.newVenue.";
  withContact?: boolean;
}) {
  const name = (field: keyof VenueFormValues) => `${prefix}${field}`;
  return (
    <>
      <FormField
        label={t({ id: "negotiations.venueFields.name", defaultMessage: "Venue name" })}
        error={errors?.name?.message}
      >
        <Input autoComplete="off" {...register(name("name"))} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t({ id: "negotiations.venueFields.city", defaultMessage: "City" })}
          error={errors?.city?.message}
        >
          <Input autoComplete="off" {...register(name("city"))} />
        </FormField>
        <FormField
          label={t({ id: "negotiations.venueFields.state", defaultMessage: "State" })}
          error={errors?.state?.message}
        >
          <Input autoComplete="off" {...register(name("state"))} />
        </FormField>
        <FormField
          label={t({ id: "negotiations.venueFields.capacity", defaultMessage: "Capacity" })}
          error={errors?.capacity?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            {...register(name("capacity"))}
          />
        </FormField>
      </div>
      {withContact && (
        <>
          <FormField
            label={t({ id: "negotiations.contact.name", defaultMessage: "Contact name" })}
            error={errors?.contactName?.message}
          >
            <Input autoComplete="off" {...register(name("contactName"))} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t({ id: "negotiations.venueFields.phone", defaultMessage: "Phone" })}
              error={errors?.phone?.message}
            >
              <Input type="tel" autoComplete="off" {...register(name("phone"))} />
            </FormField>
            <FormField
              label={t({ id: "negotiations.venueFields.email", defaultMessage: "Email" })}
              error={errors?.email?.message}
            >
              <Input type="email" autoComplete="off" {...register(name("email"))} />
            </FormField>
          </div>
        </>
      )}
    </>
  );
}

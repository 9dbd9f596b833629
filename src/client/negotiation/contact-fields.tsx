import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";

interface ContactValues {
  contactName?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
}

/**
 * The venue contact of a show's negotiation: Add and Edit Show, Add Venue, and the HCC
 * Manager's contact and notes. Every one of those forms has the three fields at its root.
 */
export function ContactFields<T extends FieldValues & ContactValues>({
  form: typed,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const form = typed as unknown as UseFormReturn<ContactValues, unknown, unknown>;
  const errors = form.formState.errors;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg sm:grid-cols-2 sm:border sm:p-4">
      <legend className="mb-2 text-sm font-semibold sm:mb-0 sm:px-1">
        {t({ id: "negotiations.contact.legend", defaultMessage: "Venue contact" })}
      </legend>
      <FormField
        className="sm:col-span-2"
        label={t({ id: "negotiations.contact.name", defaultMessage: "Contact name" })}
        error={errors.contactName?.message}
      >
        <Input autoComplete="off" {...form.register("contactName")} />
      </FormField>
      <FormField
        label={t({ id: "negotiations.contact.phone", defaultMessage: "Contact phone" })}
        error={errors.contactPhone?.message}
      >
        <Input type="tel" autoComplete="off" {...form.register("contactPhone")} />
      </FormField>
      <FormField
        label={t({ id: "negotiations.contact.email", defaultMessage: "Contact email" })}
        error={errors.contactEmail?.message}
      >
        <Input type="email" autoComplete="off" {...form.register("contactEmail")} />
      </FormField>
    </fieldset>
  );
}

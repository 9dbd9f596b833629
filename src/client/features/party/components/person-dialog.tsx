import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import type { PartyPerson } from "@/domain/party/people";
import { useUpdatePerson } from "../api/use-party-mutations";
import { personFormSchema } from "./party-forms";
import { RateFields, rateValuesOf } from "./rate-fields";

/**
 * One person's role, days and rates. Saving re-syncs their generated lines on the server
 * (ADR 0032); lines typed or paid stay as they are.
 */
export function PersonDialog({
  open,
  onOpenChange,
  tourId,
  person,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tourId: string;
  person: PartyPerson;
}) {
  const values = {
    userId: person.userId,
    name: person.name,
    homeCurrency: person.homeCurrency,
    ...rateValuesOf(person, person.homeCurrency),
  };
  const form = useDialogForm(personFormSchema, open, values);
  const update = useUpdatePerson();
  const nameError = (form.formState.errors as Record<string, { message?: string }>).name?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(
        { id: "party.personDialog.title", defaultMessage: "Edit {name}" },
        { name: person.name },
      )}
      description={t({
        id: "party.personDialog.description",
        defaultMessage:
          "Generated per diems and pay follow these dates and rates; lines typed by hand or paid are kept.",
      })}
      form={form}
      onSubmit={(input) => update.mutateAsync({ tourId, personId: person.id, person: input })}
      submitLabel={t({ id: "party.personDialog.save", defaultMessage: "Save" })}
      successToast={t({ id: "party.personDialog.saved", defaultMessage: "Person saved" })}
      className="sm:max-w-2xl"
    >
      {person.userId ? null : (
        <FormField
          label={t({ id: "party.personDialog.name", defaultMessage: "Name" })}
          error={nameError}
        >
          <Input {...form.register("name")} />
        </FormField>
      )}
      <RateFields form={form} />
    </FormDialog>
  );
}

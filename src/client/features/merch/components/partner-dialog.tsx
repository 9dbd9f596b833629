import { useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import {
  type MerchPartner,
  type MerchPartnerFormValues,
  merchPartnerInputSchema,
  PARTNER_KINDS,
} from "@/domain/merch/partners";
import { useCreatePartner, useUpdatePartner } from "../api/use-partner-mutations";
import { partnerKindLabel } from "../labels";
import { MerchFormDialog } from "./merch-form-dialog";

/** What a web address starts with: the same in every language. */
const URL_START = "https://";

const kindOptions = () => PARTNER_KINDS.map((k) => ({ value: k, label: partnerKindLabel(k) }));

const toForm = (p: MerchPartner | null): MerchPartnerFormValues => ({
  name: p?.name ?? "",
  kind: p?.kind ?? "designer",
  contactName: p?.contactName ?? "",
  email: p?.email ?? "",
  website: p?.website ?? "",
  notes: p?.notes ?? "",
});

export function PartnerDialog({
  open,
  onOpenChange,
  partner,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  partner: MerchPartner | null;
}) {
  const form = useDialogForm(merchPartnerInputSchema, open, toForm(partner));
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const { errors } = form.formState;
  return (
    <MerchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      editing={partner}
      words={{
        add: {
          title: t({ id: "merch.partnerDialog.add", defaultMessage: "Add Partner" }),
          submit: t({ id: "merch.partnerDialog.add", defaultMessage: "Add Partner" }),
          toast: t({ id: "merch.partnerDialog.added", defaultMessage: "Partner added" }),
        },
        edit: {
          title: t({ id: "merch.partnerDialog.edit", defaultMessage: "Edit Partner" }),
          submit: t({ id: "merch.partnerDialog.save", defaultMessage: "Save Partner" }),
          toast: t({ id: "merch.partnerDialog.updated", defaultMessage: "Partner updated" }),
        },
      }}
      description={t({
        id: "merch.partnerDialog.description",
        defaultMessage: "A designer who draws your merch or a print shop that makes it.",
      })}
      form={form}
      create={create.mutateAsync}
      update={update.mutateAsync}
    >
      <FormField
        label={t({ id: "merch.partnerDialog.name", defaultMessage: "Name" })}
        error={errors.name?.message}
      >
        <Input
          placeholder={t({
            id: "merch.partnerDialog.namePlaceholder",
            defaultMessage: "e.g. Inkwell Studio",
          })}
          {...form.register("name")}
        />
      </FormField>
      <FormSelect
        control={form.control}
        name="kind"
        label={t({ id: "merch.partnerDialog.kind", defaultMessage: "Kind" })}
        options={kindOptions()}
        error={errors.kind?.message}
        fallback="designer"
      />
      <FormField
        label={t({ id: "merch.partnerDialog.contact", defaultMessage: "Contact" })}
        error={errors.contactName?.message}
      >
        <Input {...form.register("contactName")} />
      </FormField>
      <FormField
        label={t({ id: "merch.partnerDialog.email", defaultMessage: "Email" })}
        error={errors.email?.message}
      >
        <Input type="email" {...form.register("email")} />
      </FormField>
      <FormField
        label={t({ id: "merch.partnerDialog.website", defaultMessage: "Website" })}
        error={errors.website?.message}
        className="sm:col-span-2"
      >
        <Input placeholder={URL_START} {...form.register("website")} />
      </FormField>
      <FormField
        label={t({ id: "merch.partnerDialog.notes", defaultMessage: "Notes" })}
        error={errors.notes?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
    </MerchFormDialog>
  );
}

import { useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import {
  type MerchPartner,
  type MerchPartnerFormValues,
  merchPartnerInputSchema,
  PARTNER_KIND_LABELS,
  PARTNER_KINDS,
} from "@/domain/merch/partners";
import { useCreatePartner, useUpdatePartner } from "../api/use-partner-mutations";
import { MerchFormDialog } from "./merch-form-dialog";

const kindOptions = PARTNER_KINDS.map((k) => ({ value: k, label: PARTNER_KIND_LABELS[k] }));

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
        add: { title: "Add Partner", submit: "Add Partner", toast: "Partner added" },
        edit: { title: "Edit Partner", submit: "Save Partner", toast: "Partner updated" },
      }}
      description="A designer who draws your merch or a print shop that makes it."
      form={form}
      create={create.mutateAsync}
      update={update.mutateAsync}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input placeholder="e.g. Inkwell Studio" {...form.register("name")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="kind"
        label="Kind"
        options={kindOptions}
        error={errors.kind?.message}
        fallback="designer"
      />
      <FormField label="Contact" error={errors.contactName?.message}>
        <Input {...form.register("contactName")} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" {...form.register("email")} />
      </FormField>
      <FormField label="Website" error={errors.website?.message} className="sm:col-span-2">
        <Input placeholder="https://" {...form.register("website")} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
    </MerchFormDialog>
  );
}

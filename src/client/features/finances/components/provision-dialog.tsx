import { Controller } from "react-hook-form";
import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import {
  PROVISION_TYPES,
  type RiderProvision,
  type RiderProvisionFormValues,
  riderProvisionInputSchema,
} from "@/domain/finances/rider-provisions";
import type { TourFinanceView } from "../api/finances";
import { useFinancesMutation } from "../api/use-finances-mutations";
import { provisionTypeLabel } from "../labels";
import { showLabel } from "./deal-dialog";

const toForm = (p: RiderProvision | null, home: string): RiderProvisionFormValues => ({
  showId: p?.showId ?? "",
  provisionType: p?.provisionType ?? "technical",
  description: p?.description ?? "",
  estimatedValue: p?.estimatedValue ?? "",
  currency: p?.currency ?? home,
  isProvidedByVenue: p?.isProvidedByVenue ?? false,
  isFulfilled: p?.isFulfilled ?? false,
});

function CheckField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof useDialogForm<RiderProvisionFormValues, unknown>>;
  name: "isProvidedByVenue" | "isFulfilled";
  label: string;
}) {
  const id = `provision-${name}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v === true)}
          />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}

/** Add or edit a rider item of a show. */
export function ProvisionDialog({
  tourId,
  shows,
  open,
  onOpenChange,
  provision,
  home,
}: {
  tourId: string;
  shows: TourFinanceView["shows"];
  open: boolean;
  onOpenChange(open: boolean): void;
  provision: RiderProvision | null;
  /** The workspace's home currency: a new provision's. */
  home: string;
}) {
  const form = useDialogForm(riderProvisionInputSchema, open, toForm(provision, home));
  const currency = String(form.watch("currency") || home).toUpperCase();
  const save = useFinancesMutation("saveProvision");
  const { errors } = form.formState;
  const typeOptions = PROVISION_TYPES.map((p) => ({ value: p, label: provisionTypeLabel(p) }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        provision
          ? t({ id: "finances.provisionDialog.editTitle", defaultMessage: "Edit Rider Provision" })
          : t({ id: "finances.provisionDialog.addTitle", defaultMessage: "Add Rider Provision" })
      }
      form={form}
      fieldsClassName="sm:grid-cols-2"
      onSubmit={(input) => save.mutateAsync({ tourId, id: provision?.id, input })}
      submitLabel={
        provision
          ? t({ id: "finances.provisionDialog.save", defaultMessage: "Save Provision" })
          : t({ id: "finances.provisions.add", defaultMessage: "Add Provision" })
      }
      successToast={
        provision
          ? t({ id: "finances.provisionDialog.updated", defaultMessage: "Provision updated" })
          : t({ id: "finances.provisionDialog.added", defaultMessage: "Provision added" })
      }
    >
      <FormSelect
        control={form.control}
        name="showId"
        label={t({ id: "finances.provisionDialog.show", defaultMessage: "Show" })}
        className="sm:col-span-2"
        options={shows.map((s) => ({ value: s.id, label: showLabel(s) }))}
        placeholder={t({
          id: "finances.provisionDialog.showPlaceholder",
          defaultMessage: "Select show",
        })}
        error={errors.showId?.message}
      />
      <FormSelect
        control={form.control}
        name="provisionType"
        label={t({ id: "finances.provisionDialog.type", defaultMessage: "Type" })}
        options={typeOptions}
        error={errors.provisionType?.message}
      />
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      <FormField
        label={t(
          {
            id: "finances.provisionDialog.estimatedValue",
            defaultMessage: "Estimated value ({currency})",
          },
          { currency },
        )}
        error={errors.estimatedValue?.message}
      >
        <MoneyInput {...form.register("estimatedValue")} />
      </FormField>
      <FormField
        label={t({ id: "finances.provisionDialog.description", defaultMessage: "Description" })}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Input
          placeholder={t({
            id: "finances.provisionDialog.descriptionPlaceholder",
            defaultMessage: "e.g. House PA and monitor mix",
          })}
          {...form.register("description")}
        />
      </FormField>
      <CheckField
        form={form}
        name="isProvidedByVenue"
        label={t({
          id: "finances.provisionDialog.providedByVenue",
          defaultMessage: "Provided by the venue",
        })}
      />
      <CheckField
        form={form}
        name="isFulfilled"
        label={t({ id: "finances.provisionDialog.fulfilled", defaultMessage: "Fulfilled" })}
      />
    </FormDialog>
  );
}

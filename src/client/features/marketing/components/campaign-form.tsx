import { type UseFormReturn, useWatch } from "react-hook-form";
import { CurrencySelect } from "@/client/components/currency-select";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useHomeCurrency } from "@/client/lib/use-money";
import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type CampaignFormValues,
  type CampaignInput,
} from "@/domain/marketing/campaigns";

const platformOptions = CAMPAIGN_PLATFORMS.map((p) => ({ value: p, label: p }));
const statusOptions = CAMPAIGN_STATUSES.map((s) => ({
  value: s,
  label: CAMPAIGN_STATUS_LABELS[s],
}));

/** The campaign's fields (docs/product.md §8.2), laid out in two columns by the dialog. */
export function CampaignFields({
  form,
  tourOptions = [],
}: {
  form: UseFormReturn<CampaignFormValues, unknown, CampaignInput>;
  tourOptions?: readonly { id: string; title: string }[];
}) {
  const { errors } = form.formState;
  const home = useHomeCurrency();
  // Issue 41: the budget is in the campaign's currency, which its label names.
  const picked = useWatch({ control: form.control, name: "currency" });
  const currency = String(picked || home).toUpperCase();

  return (
    <>
      <FormField label="Title" error={errors.title?.message} className="sm:col-span-2">
        <Input placeholder="e.g. Tour announcement teaser" {...form.register("title")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="platform"
        label="Platform"
        error={errors.platform?.message}
        options={platformOptions}
        placeholder="Select platform"
      />
      <FormSelect
        control={form.control}
        name="status"
        label="Status"
        error={errors.status?.message}
        options={statusOptions}
        fallback="planning"
      />
      <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register("description")} />
      </FormField>
      <CurrencySelect control={form.control} error={errors.currency?.message} fallback={home} />
      <FormField label={`Budget (${currency})`} error={errors.budget?.message}>
        <MoneyInput {...form.register("budget")} />
      </FormField>
      <FormField label="Engagement rate (%)" error={errors.engagementRate?.message}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          {...form.register("engagementRate")}
        />
      </FormField>
      <FormField label="Target reach" error={errors.targetReach?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register("targetReach")}
        />
      </FormField>
      <FormField label="Actual reach" error={errors.actualReach?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register("actualReach")}
        />
      </FormField>
      <FormField label="Start date" error={errors.startDate?.message}>
        <Input type="date" {...form.register("startDate")} />
      </FormField>
      <FormField label="End date" error={errors.endDate?.message}>
        <Input type="date" {...form.register("endDate")} />
      </FormField>
      <FormField
        label="Partner name"
        error={errors.partnerName?.message}
        className={tourOptions.length === 0 ? "sm:col-span-2" : undefined}
      >
        <Input placeholder="Agency, creator or brand" {...form.register("partnerName")} />
      </FormField>
      {tourOptions.length > 0 && (
        <FormSelect
          control={form.control}
          name="tourId"
          label="Tour"
          error={errors.tourId?.message}
          options={tourOptions.map((t) => ({ value: t.id, label: t.title }))}
          emptyLabel="No tour"
        />
      )}
    </>
  );
}

import { type UseFormReturn, useWatch } from "react-hook-form";
import { CurrencySelect } from "@/client/components/currency-select";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { useHomeCurrency } from "@/client/lib/use-money";
import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_STATUSES,
  type CampaignFormValues,
  type CampaignInput,
} from "@/domain/marketing/campaigns";
import { campaignStatusLabel } from "../labels";

// Platforms are names (Instagram, TikTok…): the same in every language.
const platformOptions = CAMPAIGN_PLATFORMS.map((p) => ({ value: p, label: p }));
const statusOptions = () =>
  CAMPAIGN_STATUSES.map((s) => ({ value: s, label: campaignStatusLabel(s) }));

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
      <FormField
        label={t({ id: "marketing.form.title", defaultMessage: "Title" })}
        error={errors.title?.message}
        className="sm:col-span-2"
      >
        <Input
          placeholder={t({
            id: "marketing.form.titlePlaceholder",
            defaultMessage: "e.g. Tour announcement teaser",
          })}
          {...form.register("title")}
        />
      </FormField>
      <FormSelect
        control={form.control}
        name="platform"
        label={t({ id: "marketing.form.platform", defaultMessage: "Platform" })}
        error={errors.platform?.message}
        options={platformOptions}
        placeholder={t({ id: "marketing.form.selectPlatform", defaultMessage: "Select platform" })}
      />
      <FormSelect
        control={form.control}
        name="status"
        label={t({ id: "marketing.form.status", defaultMessage: "Status" })}
        error={errors.status?.message}
        options={statusOptions()}
        fallback="planning"
      />
      <FormField
        label={t({ id: "marketing.form.description", defaultMessage: "Description" })}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...form.register("description")} />
      </FormField>
      <CurrencySelect control={form.control} error={errors.currency?.message} fallback={home} />
      <FormField
        label={t(
          { id: "marketing.form.budget", defaultMessage: "Budget ({currency})" },
          { currency },
        )}
        error={errors.budget?.message}
      >
        <MoneyInput {...form.register("budget")} />
      </FormField>
      <FormField
        label={t({ id: "marketing.form.engagementRate", defaultMessage: "Engagement rate (%)" })}
        error={errors.engagementRate?.message}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          {...form.register("engagementRate")}
        />
      </FormField>
      <FormField
        label={t({ id: "marketing.form.targetReach", defaultMessage: "Target reach" })}
        error={errors.targetReach?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register("targetReach")}
        />
      </FormField>
      <FormField
        label={t({ id: "marketing.form.actualReach", defaultMessage: "Actual reach" })}
        error={errors.actualReach?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register("actualReach")}
        />
      </FormField>
      <FormField
        label={t({ id: "marketing.form.startDate", defaultMessage: "Start date" })}
        error={errors.startDate?.message}
      >
        <Input type="date" {...form.register("startDate")} />
      </FormField>
      <FormField
        label={t({ id: "marketing.form.endDate", defaultMessage: "End date" })}
        error={errors.endDate?.message}
      >
        <Input type="date" {...form.register("endDate")} />
      </FormField>
      <FormField
        label={t({ id: "marketing.form.partnerName", defaultMessage: "Partner name" })}
        error={errors.partnerName?.message}
        className={tourOptions.length === 0 ? "sm:col-span-2" : undefined}
      >
        <Input
          placeholder={t({
            id: "marketing.form.partnerPlaceholder",
            defaultMessage: "Agency, creator or brand",
          })}
          {...form.register("partnerName")}
        />
      </FormField>
      {tourOptions.length > 0 && (
        <FormSelect
          control={form.control}
          name="tourId"
          label={t({ id: "marketing.form.tour", defaultMessage: "Tour" })}
          error={errors.tourId?.message}
          options={tourOptions.map((tour) => ({ value: tour.id, label: tour.title }))}
          emptyLabel={t({ id: "marketing.form.noTour", defaultMessage: "No tour" })}
        />
      )}
    </>
  );
}

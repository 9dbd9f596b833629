import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_REQUIRED_MESSAGE,
  CAMPAIGN_REQUIRED_TITLE,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type CampaignFormValues,
  type CampaignInput,
  campaignInputSchema,
  lacksRequiredFields,
} from "@/domain/campaigns";
import { emptyCampaignForm } from "./campaign-form-values";

const platformOptions = CAMPAIGN_PLATFORMS.map((p) => ({ value: p, label: p }));
const statusOptions = CAMPAIGN_STATUSES.map((s) => ({
  value: s,
  label: CAMPAIGN_STATUS_LABELS[s],
}));
/** Radix items cannot have an empty value, so "no tour" has a name of its own. */
const NO_TOUR = "none";

export interface CampaignFormProps {
  defaultValues?: CampaignFormValues;
  tourOptions?: readonly { id: string; title: string }[];
  /** Per-field messages from a refused save, shown next to their fields. */
  serverErrors?: Record<string, string>;
  submitting?: boolean;
  submitLabel: string;
  onSubmit(values: CampaignInput): void;
  onCancel(): void;
}

export function CampaignForm({
  defaultValues = emptyCampaignForm,
  tourOptions = [],
  serverErrors,
  submitting = false,
  submitLabel,
  onSubmit,
  onCancel,
}: CampaignFormProps) {
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues,
  });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (field in emptyCampaignForm) {
        form.setError(field as FieldPath<CampaignFormValues>, { message });
      }
    }
  }, [serverErrors, form]);

  const onInvalid = () => {
    if (lacksRequiredFields(form.getValues())) {
      toast.error(CAMPAIGN_REQUIRED_TITLE, { description: CAMPAIGN_REQUIRED_MESSAGE });
    }
  };

  const tours = [
    { value: NO_TOUR, label: "No tour" },
    ...tourOptions.map((t) => ({ value: t.id, label: t.title })),
  ];

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
    >
      <FormField label="Title" error={errors.title?.message} className="sm:col-span-2">
        <Input placeholder="e.g. Tour announcement teaser" {...form.register("title")} />
      </FormField>
      <Controller
        control={form.control}
        name="platform"
        render={({ field }) => (
          <FormField label="Platform" error={errors.platform?.message}>
            <SelectField
              ref={field.ref}
              name={field.name}
              value={String(field.value ?? "")}
              onChange={field.onChange}
              options={platformOptions}
              placeholder="Select platform"
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <FormField label="Status" error={errors.status?.message}>
            <SelectField
              ref={field.ref}
              name={field.name}
              value={String(field.value ?? "planning")}
              onChange={field.onChange}
              options={statusOptions}
            />
          </FormField>
        )}
      />
      <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register("description")} />
      </FormField>
      <FormField label="Budget ($)" error={errors.budget?.message}>
        <Input type="number" inputMode="decimal" min={0} step={0.01} {...form.register("budget")} />
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
        <Controller
          control={form.control}
          name="tourId"
          render={({ field }) => (
            <FormField label="Tour" error={errors.tourId?.message}>
              <SelectField
                ref={field.ref}
                name={field.name}
                value={field.value ? String(field.value) : NO_TOUR}
                onChange={(v) => field.onChange(v === NO_TOUR ? "" : v)}
                options={tours}
              />
            </FormField>
          )}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

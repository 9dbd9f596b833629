import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { TimeZoneField } from "@/client/components/time-zone-field";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import type { ListingShow } from "@/domain/listings/listing-answer";
import {
  MAX_SUPPORT_ACTS,
  type ShowListingFormValues,
  showListingInputSchema,
} from "@/domain/listings/listing-input";
import { toLocalInput } from "@/domain/zoned-time";
import { useSaveShowListing } from "../api/listings";
import { showName } from "./listing-words";

/** A link's start, the same in every language. */
const URL_EXAMPLE = "https://";

type ListingForm = UseFormReturn<ShowListingFormValues, unknown, unknown>;

/** The saved listing as the form shows it: instants as local times in the listing's zone. */
function toForm(show: ListingShow | null): ShowListingFormValues {
  const l = show?.listing;
  const zone = l?.timeZone ?? show?.suggestedTimeZone ?? "UTC";
  return {
    timeZone: zone,
    announceLocal: l?.announceAt ? toLocalInput(l.announceAt, zone) : "",
    startTime: l?.startTime ?? "",
    onSaleLocal: l?.onSaleAt ? toLocalInput(l.onSaleAt, zone) : "",
    ticketUrl: l?.ticketUrl ?? "",
    soldOut: l?.soldOut ?? false,
    eventName: l?.eventName ?? "",
    supportActs: l?.supportActs ?? [],
    hidden: l?.hidden ?? false,
  };
}

/** One line per support act, added and removed; the API drops a name typed twice. */
function SupportActs({ form }: { form: ListingForm }) {
  const acts = useWatch({ control: form.control, name: "supportActs" }) ?? [];
  const { errors } = form.formState;
  const set = (next: string[]) =>
    form.setValue("supportActs", next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const listError = errors.supportActs?.message ?? errors.supportActs?.root?.message;
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">
        {t({ id: "listings.dialog.supportActs", defaultMessage: "Support acts" })}
      </legend>
      {acts.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: "listings.dialog.noSupport", defaultMessage: "None: fans see only your name." })}
        </p>
      ) : null}
      {acts.map((name, i) => (
        // Lines are controlled by their place in the list, so a removed line takes its text.
        <div key={i} className="flex items-end gap-2">
          <FormField
            label={t(
              { id: "listings.dialog.supportAct", defaultMessage: "Support act {n}" },
              { n: i + 1 },
            )}
            error={errors.supportActs?.[i]?.message}
            className="min-w-0 flex-1"
          >
            <Input
              value={name}
              onChange={(e) => set(acts.map((a, j) => (j === i ? e.target.value : a)))}
            />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t(
              { id: "listings.dialog.removeSupport", defaultMessage: "Remove support act {n}" },
              { n: i + 1 },
            )}
            onClick={() => set(acts.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={acts.length >= MAX_SUPPORT_ACTS}
          onClick={() => set([...acts, ""])}
        >
          <Plus aria-hidden="true" />
          {t({ id: "listings.dialog.addSupport", defaultMessage: "Add support act" })}
        </Button>
      </div>
    </fieldset>
  );
}

function Tick({
  form,
  name,
  label,
  hint,
}: {
  form: ListingForm;
  name: "soldOut" | "hidden";
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id={id}
            ref={field.ref}
            className="mt-0.5 size-5"
            aria-describedby={`${id}-hint`}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v === true)}
          />
          <div className="grid gap-1">
            <Label htmlFor={id} className="leading-snug">
              {label}
            </Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
        </div>
      )}
    />
  );
}

/**
 * What fans may know of one show (issue 52): when it is announced and goes on sale, typed as
 * the venue's clock reads them in the zone shown (and chosen here), the show time, the
 * ticket link, sold out, the event's name, the support acts, and hidden. Checked with the
 * API's own schema; a refusal's field message lands beside its field.
 */
export function ShowListingDialog({
  show,
  onOpenChange,
}: {
  /** The show being edited; null: closed. */
  show: ListingShow | null;
  onOpenChange(open: boolean): void;
}) {
  const open = show !== null;
  const form = useDialogForm(showListingInputSchema, open, toForm(show));
  const save = useSaveShowListing();
  const zone = useWatch({ control: form.control, name: "timeZone" });
  const { errors } = form.formState;
  const browser = browserTimeZone() ?? "UTC";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "listings.dialog.title", defaultMessage: "Edit listing" })}
      description={
        show
          ? zone
            ? t(
                {
                  id: "listings.dialog.description",
                  defaultMessage: "{show}. Times are the venue's, in {zone}.",
                },
                { show: showName(show), zone },
              )
            : t(
                {
                  id: "listings.dialog.descriptionNoZone",
                  defaultMessage: "{show}. Times are the venue's, in its zone.",
                },
                { show: showName(show) },
              )
          : ""
      }
      form={form}
      // The local times as typed, with their zone: the API converts them itself.
      onSubmit={() => save.mutateAsync({ showId: show?.showId ?? "", input: form.getValues() })}
      submitLabel={t({ id: "listings.dialog.save", defaultMessage: "Save listing" })}
      successToast={t({ id: "listings.dialog.saved", defaultMessage: "Listing saved" })}
      className="sm:max-w-2xl"
      fieldsClassName="sm:grid-cols-2"
    >
      <TimeZoneField
        control={form.control}
        name="timeZone"
        label={t({ id: "listings.dialog.timeZone", defaultMessage: "Time zone" })}
        hint={t({
          id: "listings.dialog.timeZoneHint",
          defaultMessage: "The venue's: the times below are read on its clock",
        })}
        error={errors.timeZone?.message}
        extra={[show?.suggestedTimeZone ?? "UTC", browser]}
        className="sm:col-span-2"
      />
      <FormField
        label={t({ id: "listings.dialog.announce", defaultMessage: "Announce time" })}
        hint={t({
          id: "listings.dialog.announceHint",
          defaultMessage: "Fans see the show from then. Empty: not announced",
        })}
        error={errors.announceLocal?.message}
      >
        <Input type="datetime-local" {...form.register("announceLocal")} />
      </FormField>
      <FormField
        label={t({ id: "listings.dialog.onSale", defaultMessage: "On-sale time" })}
        hint={t({ id: "listings.dialog.onSaleHint", defaultMessage: "When tickets go on sale" })}
        error={errors.onSaleLocal?.message}
      >
        <Input type="datetime-local" {...form.register("onSaleLocal")} />
      </FormField>
      <FormField
        label={t({ id: "listings.dialog.showTime", defaultMessage: "Show time" })}
        hint={t({
          id: "listings.dialog.showTimeHint",
          defaultMessage: "Doors or set time, as fans read it",
        })}
        error={errors.startTime?.message}
      >
        <Input type="time" {...form.register("startTime")} />
      </FormField>
      <FormField
        label={t({ id: "listings.dialog.eventName", defaultMessage: "Event name" })}
        hint={t({
          id: "listings.dialog.eventNameHint",
          defaultMessage: "A festival's name, else empty",
        })}
        error={errors.eventName?.message}
      >
        <Input {...form.register("eventName")} />
      </FormField>
      <FormField
        label={t({ id: "listings.dialog.ticketLink", defaultMessage: "Ticket link" })}
        error={errors.ticketUrl?.message}
        className="sm:col-span-2"
      >
        <Input
          type="url"
          inputMode="url"
          placeholder={URL_EXAMPLE}
          {...form.register("ticketUrl")}
        />
      </FormField>
      <SupportActs form={form} />
      <Tick
        form={form}
        name="soldOut"
        label={t({ id: "listings.badges.soldOut", defaultMessage: "Sold out" })}
        hint={t({
          id: "listings.dialog.soldOutHint",
          defaultMessage: "Fans see “Sold out” instead of the ticket link",
        })}
      />
      <Tick
        form={form}
        name="hidden"
        label={t({ id: "listings.state.hidden", defaultMessage: "Hidden" })}
        hint={t({
          id: "listings.dialog.hiddenHint",
          defaultMessage: "Never shown to fans, whatever else is true",
        })}
      />
    </FormDialog>
  );
}

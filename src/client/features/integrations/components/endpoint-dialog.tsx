import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { WEBHOOK_EVENT_TYPES } from "@/domain/integrations/events";
import { createEndpointSchema } from "@/domain/integrations/webhooks";
import {
  type EndpointData,
  useAddEndpoint,
  useUpdateEndpoint,
  type WebhooksData,
} from "../api/webhooks";

/** Added: the answer carries the secret, shown next (the only time it is). */
export type AddedEndpoint = EndpointData & { secret: string };

/** An example address: the same in every language. */
const URL_EXAMPLE = "https://example.com/webhooks/tribe";

/** "Add endpoint" and "Edit": where to send, a note to tell endpoints apart, which events. */
export function EndpointDialog({
  open,
  onOpenChange,
  events,
  editing,
  onAdded,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  events: WebhooksData["events"];
  /** The endpoint to edit; none to add one. */
  editing?: EndpointData;
  onAdded?(added: AddedEndpoint): void;
}) {
  const form = useDialogForm(createEndpointSchema, open, {
    url: editing?.url ?? "",
    description: editing?.description ?? "",
    events: editing ? [...editing.events] : [],
  });
  const add = useAddEndpoint();
  const update = useUpdateEndpoint();
  const { errors } = form.formState;
  // A server refusal of one event arrives as "events.0": show it on the group.
  const eventsError =
    errors.events?.message ??
    (Array.isArray(errors.events) ? errors.events.find(Boolean)?.message : undefined);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        editing
          ? t({ id: "integrations.endpointDialog.edit", defaultMessage: "Edit endpoint" })
          : t({ id: "integrations.webhooks.add", defaultMessage: "Add endpoint" })
      }
      description={t({
        id: "integrations.endpointDialog.description",
        defaultMessage:
          "Tribe sends a signed POST to this address when one of the chosen events happens.",
      })}
      form={form}
      onSubmit={(input) =>
        editing ? update.mutateAsync({ id: editing.id, changes: input }) : add.mutateAsync(input)
      }
      onSaved={(result) => {
        if (!editing && "secret" in result) onAdded?.(result as AddedEndpoint);
      }}
      submitLabel={
        editing
          ? t({ id: "integrations.endpointDialog.save", defaultMessage: "Save" })
          : t({ id: "integrations.webhooks.add", defaultMessage: "Add endpoint" })
      }
      successToast={
        editing
          ? t({ id: "integrations.endpointDialog.saved", defaultMessage: "Endpoint saved" })
          : t({ id: "integrations.endpointDialog.added", defaultMessage: "Endpoint added" })
      }
    >
      <FormField
        label="URL"
        error={errors.url?.message}
        hint={t({
          id: "integrations.endpointDialog.urlHint",
          defaultMessage: "An https:// address on the public internet",
        })}
      >
        <Input type="url" inputMode="url" placeholder={URL_EXAMPLE} {...form.register("url")} />
      </FormField>
      <FormField
        label={t({ id: "integrations.endpointDialog.note", defaultMessage: "Description" })}
        error={errors.description?.message}
      >
        <Input
          placeholder={t({
            id: "integrations.endpointDialog.notePlaceholder",
            defaultMessage: "Website, accounting…",
          })}
          {...form.register("description")}
        />
      </FormField>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => {
          const chosen = new Set(field.value);
          const toggle = (type: string, on: boolean) =>
            field.onChange(WEBHOOK_EVENT_TYPES.filter((t) => (t === type ? on : chosen.has(t))));
          return (
            <fieldset
              className="grid gap-2"
              aria-describedby={eventsError ? "events-error" : undefined}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <legend className="text-sm font-medium">
                  {t({ id: "integrations.endpoint.events", defaultMessage: "Events" })}
                </legend>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => field.onChange(events.map((e) => e.type))}
                  >
                    {t({ id: "integrations.endpointDialog.all", defaultMessage: "All" })}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => field.onChange([])}
                  >
                    {t({ id: "integrations.endpointDialog.none", defaultMessage: "None" })}
                  </Button>
                </div>
              </div>
              {events.map((event) => {
                const id = `event-${event.type}`;
                return (
                  <div key={event.type} className="flex items-start gap-2">
                    <Checkbox
                      id={id}
                      checked={chosen.has(event.type)}
                      onCheckedChange={(on) => toggle(event.type, on === true)}
                      className="mt-0.5"
                    />
                    <Label htmlFor={id} className="grid gap-0.5 font-normal">
                      <span>{event.label}</span>
                      <span className="text-muted-foreground font-mono text-xs">{event.type}</span>
                    </Label>
                  </div>
                );
              })}
              {eventsError ? (
                <p id="events-error" role="alert" className="text-destructive text-sm">
                  {eventsError}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
    </FormDialog>
  );
}

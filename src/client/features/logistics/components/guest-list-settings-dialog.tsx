import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { guestListSettingsSchema } from "@/domain/logistics/guest-lists";
import { type GuestListData, type ShowRef, useGuestListMutation } from "../api/guest-lists";

/** "2026-05-01T17:00" in the viewer's zone, what a datetime-local field holds. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The list's rules, owners' and managers' only: allotment, cutoff, lock. */
export function GuestListSettingsDialog({
  showRef,
  data,
  open,
  onOpenChange,
}: {
  showRef: ShowRef;
  data: GuestListData;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const form = useDialogForm(guestListSettingsSchema, open, {
    allotment: data.limits.allotment === null ? "" : String(data.limits.allotment),
    cutoffAt: toLocalInput(data.limits.cutoffAt),
    locked: data.limits.locked,
  });
  const save = useGuestListMutation("settings");
  const lockedId = useId();
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "logistics.guestRules.title", defaultMessage: "Guest List Rules" })}
      description={t({
        id: "logistics.guestRules.description",
        defaultMessage:
          "Requests past the allotment, after the cutoff or while locked are refused.",
      })}
      form={form}
      onSubmit={(input) =>
        // The cutoff leaves as an instant, read in this device's zone.
        save.mutateAsync({
          ref: showRef,
          input: { ...input, cutoffAt: input.cutoffAt ? input.cutoffAt.toISOString() : null },
        })
      }
      submitLabel={t({ id: "logistics.guestRules.save", defaultMessage: "Save Rules" })}
      successToast={t({
        id: "logistics.guestRules.saved",
        defaultMessage: "Guest list rules saved",
      })}
    >
      <FormField
        label={t({
          id: "logistics.guestRules.allotment",
          defaultMessage: "Allotment (tickets, +N included)",
        })}
        hint={t({ id: "logistics.guestRules.noLimit", defaultMessage: "Empty: no limit" })}
        error={errors.allotment?.message}
      >
        <Input inputMode="numeric" {...form.register("allotment")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.guestRules.cutoff", defaultMessage: "Cutoff" })}
        hint={t({ id: "logistics.guestRules.noCutoff", defaultMessage: "Empty: no cutoff" })}
        error={errors.cutoffAt?.message}
      >
        <Input type="datetime-local" {...form.register("cutoffAt")} />
      </FormField>
      <Controller
        control={form.control}
        name="locked"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={lockedId}
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
            <Label htmlFor={lockedId}>
              {t({
                id: "logistics.guestRules.locked",
                defaultMessage: "Locked: no more requests",
              })}
            </Label>
          </div>
        )}
      />
    </FormDialog>
  );
}

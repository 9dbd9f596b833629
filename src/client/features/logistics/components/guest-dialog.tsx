import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { shownOr } from "@/domain/hidden";
import { type GuestFormValues, guestInputSchema, PASS_TYPES } from "@/domain/logistics/guest-lists";
import { type GuestData, type ShowRef, useGuestListMutation } from "../api/guest-lists";
import { passTypeLabel } from "../labels";

const passOptions = () => PASS_TYPES.map((p) => ({ value: p, label: passTypeLabel(p) }));

const toForm = (g?: GuestData): GuestFormValues => ({
  name: g?.name ?? "",
  plusOnes: String(g?.plusOnes ?? 0),
  affiliation: g?.affiliation ?? "",
  passType: g?.passType ?? "guest",
  // Only owners and managers edit, and they see every contact; the marker never reaches a field.
  contact: (g && shownOr(g.contact, null)) ?? "",
  notes: g?.notes ?? "",
  override: false,
});

/**
 * Adds a guest (crew and artists: a request; owners and managers: approved at once) or
 * edits one. Owners and managers see "Override the list's limits": ticking it is the
 * explicit override the server records when the allotment, cutoff or lock would refuse.
 */
export function GuestDialog({
  showRef,
  guest,
  canManage,
  open,
  onOpenChange,
}: {
  showRef: ShowRef;
  guest?: GuestData;
  canManage: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const form = useDialogForm(guestInputSchema, open, toForm(guest));
  const add = useGuestListMutation("add");
  const update = useGuestListMutation("update");
  const overrideId = useId();
  const { errors } = form.formState;
  const editing = guest !== undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        editing
          ? t({ id: "logistics.guestDialog.editTitle", defaultMessage: "Edit Guest" })
          : canManage
            ? t({ id: "logistics.guestDialog.addTitle", defaultMessage: "Add Guest" })
            : t({ id: "logistics.guestDialog.requestTitle", defaultMessage: "Request a Guest" })
      }
      description={
        canManage
          ? t({
              id: "logistics.guestDialog.approvedAtOnce",
              defaultMessage: "Guests you add are approved at once.",
            })
          : t({
              id: "logistics.guestDialog.ownerApproves",
              defaultMessage: "An owner or manager approves your request.",
            })
      }
      form={form}
      fieldsClassName="sm:grid-cols-2"
      onSubmit={(input) =>
        editing
          ? update.mutateAsync({ ref: showRef, guestId: guest.id, input })
          : add.mutateAsync({ ref: showRef, input })
      }
      submitLabel={
        editing
          ? t({ id: "logistics.guestDialog.save", defaultMessage: "Save Guest" })
          : canManage
            ? t({ id: "logistics.guestDialog.addTitle", defaultMessage: "Add Guest" })
            : t({ id: "logistics.guestDialog.sendRequest", defaultMessage: "Send Request" })
      }
      successToast={
        editing
          ? t({ id: "logistics.guestDialog.saved", defaultMessage: "Guest saved" })
          : canManage
            ? t({ id: "logistics.guestDialog.added", defaultMessage: "Guest added" })
            : t({ id: "logistics.guestDialog.requestSent", defaultMessage: "Request sent" })
      }
    >
      <FormField
        label={t({ id: "logistics.guestDialog.name", defaultMessage: "Name" })}
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.guestDialog.plusOnes", defaultMessage: "+N (extra tickets)" })}
        error={errors.plusOnes?.message}
      >
        <Input inputMode="numeric" {...form.register("plusOnes")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="passType"
        label={t({ id: "logistics.guestDialog.pass", defaultMessage: "Pass" })}
        options={passOptions()}
        error={errors.passType?.message}
      />
      <FormField
        label={t({ id: "logistics.guestDialog.affiliation", defaultMessage: "Affiliation" })}
        error={errors.affiliation?.message}
      >
        <Input
          placeholder={t({
            id: "logistics.guestDialog.affiliationPlaceholder",
            defaultMessage: "Label, press, family…",
          })}
          {...form.register("affiliation")}
        />
      </FormField>
      <FormField
        label={t({ id: "logistics.guestDialog.contact", defaultMessage: "Contact" })}
        error={errors.contact?.message}
      >
        <Input
          placeholder={t({
            id: "logistics.guestDialog.contactPlaceholder",
            defaultMessage: "Phone or email",
          })}
          {...form.register("contact")}
        />
      </FormField>
      <FormField
        label={t({ id: "logistics.guestDialog.notes", defaultMessage: "Notes" })}
        error={errors.notes?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={2} {...form.register("notes")} />
      </FormField>
      {canManage ? (
        <Controller
          control={form.control}
          name="override"
          render={({ field }) => (
            <div className="flex items-center gap-2 sm:col-span-2">
              <Checkbox
                id={overrideId}
                checked={field.value === true}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
              <Label htmlFor={overrideId}>
                {t({
                  id: "logistics.guestDialog.override",
                  defaultMessage: "Override the list's limits (allotment, cutoff, lock) — recorded",
                })}
              </Label>
            </div>
          )}
        />
      ) : null}
    </FormDialog>
  );
}

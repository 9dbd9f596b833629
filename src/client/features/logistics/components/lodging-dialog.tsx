import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { MoneyInput } from "@/client/components/money-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { shownOr } from "@/domain/hidden";
import { type LodgingFormValues, lodgingInputSchema } from "@/domain/logistics/itinerary";
import type { ShownLodging } from "@/domain/logistics/reader-shape";
import { useItineraryMutation } from "../api/itinerary";
import { type RoomDraft, RoomsEditor, roomDrafts } from "./rooms-editor";

const toForm = (stay: ShownLodging | null, home: string): LodgingFormValues =>
  stay
    ? {
        ...stay,
        address: stay.address ?? "",
        confirmationCode: stay.confirmationCode ?? "",
        rooms: String(stay.rooms),
        // Only managers book rooms, and they see their cost.
        cost: shownOr(stay.cost, ""),
        currency: stay.currency ?? home,
        roomList: roomDrafts(stay.roomList ?? []),
      }
    : {
        name: "",
        address: "",
        checkIn: "",
        checkOut: "",
        confirmationCode: "",
        cost: "",
        currency: home,
        rooms: "1",
        roomList: [],
      };

/** A hotel stay: the nights from check-in to check-out. */
export function LodgingDialog({
  tourId,
  open,
  onOpenChange,
  stay,
  home,
}: {
  tourId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  stay: ShownLodging | null;
  /** The workspace's home currency: a new stay's (issue 41). */
  home: string;
}) {
  const form = useDialogForm(lodgingInputSchema, open, toForm(stay, home));
  // The stay is paid in its currency, so the cost's label names it.
  const currency = String(form.watch("currency") || home).toUpperCase();
  const save = useItineraryMutation("saveLodging");
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        stay
          ? t({ id: "logistics.lodgingDialog.editTitle", defaultMessage: "Edit Hotel" })
          : t({ id: "logistics.itinerary.addHotel", defaultMessage: "Add Hotel" })
      }
      form={form}
      fieldsClassName="sm:grid-cols-2"
      onSubmit={(input) => save.mutateAsync({ tourId, id: stay?.id, input })}
      submitLabel={
        stay
          ? t({ id: "logistics.lodgingDialog.save", defaultMessage: "Save Hotel" })
          : t({ id: "logistics.itinerary.addHotel", defaultMessage: "Add Hotel" })
      }
      successToast={
        stay
          ? t({ id: "logistics.lodgingDialog.updated", defaultMessage: "Hotel updated" })
          : t({ id: "logistics.lodgingDialog.added", defaultMessage: "Hotel added" })
      }
    >
      <FormField
        label={t({ id: "logistics.lodgingDialog.name", defaultMessage: "Name" })}
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input {...form.register("name")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.lodgingDialog.address", defaultMessage: "Address" })}
        error={errors.address?.message}
        className="sm:col-span-2"
      >
        <Input {...form.register("address")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.lodgingDialog.checkIn", defaultMessage: "Check-in" })}
        error={errors.checkIn?.message}
      >
        <Input type="date" {...form.register("checkIn")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.lodgingDialog.checkOut", defaultMessage: "Check-out" })}
        error={errors.checkOut?.message}
      >
        <Input type="date" {...form.register("checkOut")} />
      </FormField>
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      <FormField
        label={t(
          { id: "logistics.legDialog.cost", defaultMessage: "Cost ({currency})" },
          { currency },
        )}
        error={errors.cost?.message}
      >
        <MoneyInput {...form.register("cost")} />
      </FormField>
      <FormField
        label={t({ id: "logistics.lodgingDialog.rooms", defaultMessage: "Rooms" })}
        error={errors.rooms?.message}
      >
        <Input type="number" inputMode="numeric" min={1} step={1} {...form.register("rooms")} />
      </FormField>
      <FormField
        label={t({
          id: "logistics.legDialog.confirmationCode",
          defaultMessage: "Confirmation code",
        })}
        error={errors.confirmationCode?.message}
      >
        <Input {...form.register("confirmationCode")} />
      </FormField>
      <RoomsEditor
        tourId={tourId}
        open={open}
        listed={stay?.roomList ?? []}
        value={(form.watch("roomList") ?? []) as RoomDraft[]}
        onChange={(rooms) => form.setValue("roomList", rooms, { shouldDirty: true })}
        error={errors.roomList?.message}
      />
    </FormDialog>
  );
}

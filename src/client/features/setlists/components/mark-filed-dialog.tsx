import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { formatCalendarDate } from "@/domain/date-time";
import { filingInputSchema, MAX_REFERENCE } from "@/domain/setlists/filings";
import { SOCIETIES, type SocietyCode } from "@/domain/setlists/societies";
import { type FilingShow, useMarkFiled } from "../api/filings";
import { localToday } from "./filing-period";

/** "Mark filed": the day the report went to the society, and its reference if it gave one. */
export function MarkFiledDialog({
  show,
  society,
  onOpenChange,
}: {
  show: FilingShow | null;
  society: SocietyCode;
  onOpenChange(open: boolean): void;
}) {
  const open = show !== null;
  const form = useDialogForm(filingInputSchema, open, {
    filedOn: show?.filedOn ?? localToday(),
    reference: show?.reference ?? "",
  });
  const mark = useMarkFiled();
  const { errors } = form.formState;
  const name = SOCIETIES[society].name;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mark filed with ${name}`}
      description={
        show ? `${show.venue}, ${formatCalendarDate(show.date)}: the day you filed it.` : undefined
      }
      form={form}
      onSubmit={(input) =>
        mark.mutateAsync({ show: { tourId: show!.tourId, showId: show!.showId }, society, input })
      }
      submitLabel="Mark filed"
      successToast={`Marked filed with ${name}`}
    >
      <FormField label="Filed on" error={errors.filedOn?.message}>
        <Input type="date" {...form.register("filedOn")} />
      </FormField>
      <FormField
        label="Reference"
        hint="The society's confirmation or claim number, if it gave one"
        error={errors.reference?.message}
      >
        <Input maxLength={MAX_REFERENCE} {...form.register("reference")} />
      </FormField>
    </FormDialog>
  );
}

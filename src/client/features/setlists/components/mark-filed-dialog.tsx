import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
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
      title={t(
        { id: "setlists.markFiled.title", defaultMessage: "Mark filed with {society}" },
        { society: name },
      )}
      description={
        show
          ? t(
              {
                id: "setlists.markFiled.description",
                defaultMessage: "{venue}, {date}: the day you filed it.",
              },
              { venue: show.venue, date: formatCalendarDate(show.date) },
            )
          : undefined
      }
      form={form}
      onSubmit={(input) =>
        mark.mutateAsync({ show: { tourId: show!.tourId, showId: show!.showId }, society, input })
      }
      submitLabel={t({ id: "setlists.filingRow.markFiled", defaultMessage: "Mark filed" })}
      successToast={t(
        { id: "setlists.markFiled.done", defaultMessage: "Marked filed with {society}" },
        { society: name },
      )}
    >
      <FormField
        label={t({ id: "setlists.markFiled.filedOn", defaultMessage: "Filed on" })}
        error={errors.filedOn?.message}
      >
        <Input type="date" {...form.register("filedOn")} />
      </FormField>
      <FormField
        label={t({ id: "setlists.markFiled.reference", defaultMessage: "Reference" })}
        hint={t({
          id: "setlists.markFiled.referenceHint",
          defaultMessage: "The society's confirmation or claim number, if it gave one",
        })}
        error={errors.reference?.message}
      >
        <Input maxLength={MAX_REFERENCE} {...form.register("reference")} />
      </FormField>
    </FormDialog>
  );
}

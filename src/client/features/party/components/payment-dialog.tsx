import { z } from "zod";
import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { PAYMENT_KINDS, type PaymentInput, paymentInputSchema } from "@/domain/party/payments";
import { DAY_KINDS, type PartyPerson } from "@/domain/party/people";
import { useSavePayment } from "../api/use-party-mutations";
import type { Line } from "./line-groups";
import { dayKindLabel, paymentKindLabel } from "./party-words";

interface PaymentValues {
  personId: string;
  kind: string;
  day: string;
  dayKind: string;
  showId: string | null;
  amount: string;
  currency: string;
  note: string;
}

/** The selects' empty choices are "" in the form; the schema reads them as none. */
const paymentFormSchema = z.preprocess((v) => {
  const p = v as PaymentValues;
  return { ...p, dayKind: p.dayKind || null, showId: p.showId || null, note: p.note || null };
}, paymentInputSchema) as unknown as z.ZodType<PaymentInput, PaymentValues>;

/** The choices in the reader's language, made while rendering. */
const kindOptions = () => PAYMENT_KINDS.map((k) => ({ value: k, label: paymentKindLabel(k) }));
const dayKindOptions = () => DAY_KINDS.map((k) => ({ value: k, label: dayKindLabel(k) }));

const valuesOf = (
  line: Line | null,
  people: readonly PartyPerson[],
  home: string,
): PaymentValues =>
  line
    ? {
        personId: line.personId,
        kind: line.kind,
        day: line.day ?? "",
        dayKind: line.dayKind ?? "",
        showId: line.showId,
        amount: line.amount,
        currency: line.currency,
        note: line.note ?? "",
      }
    : {
        personId: people.length === 1 ? people[0]!.id : "",
        kind: "fee",
        day: "",
        dayKind: "",
        showId: null,
        amount: "",
        currency: people.length === 1 ? people[0]!.homeCurrency : home,
        note: "",
      };

/**
 * A line typed by hand (a fee, an advance, a buyout, or a per diem or wage for one day), or one
 * edited. Editing a generated line makes it typed: the generation leaves it alone from then on.
 */
export function PaymentDialog({
  open,
  onOpenChange,
  tourId,
  line,
  people,
  home,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tourId: string;
  line: Line | null;
  people: readonly PartyPerson[];
  home: string;
}) {
  const form = useDialogForm(paymentFormSchema, open, valuesOf(line, people, home));
  const save = useSavePayment();
  const { errors } = form.formState;
  const currency = form.watch("currency") || home;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        line
          ? t({ id: "party.paymentDialog.editTitle", defaultMessage: "Edit the line" })
          : t({ id: "party.paymentDialog.addTitle", defaultMessage: "Add a payment" })
      }
      description={
        line?.origin === "generated"
          ? t({
              id: "party.paymentDialog.generatedNote",
              defaultMessage:
                "Once saved, this line is typed: generating again keeps it as you leave it.",
            })
          : t({
              id: "party.paymentDialog.description",
              defaultMessage: "A fee, an advance, a buyout, or a per diem or wage for one day.",
            })
      }
      form={form}
      onSubmit={(payment) => save.mutateAsync({ tourId, paymentId: line?.id ?? null, payment })}
      submitLabel={
        line
          ? t({ id: "party.personDialog.save", defaultMessage: "Save" })
          : t({ id: "party.paymentDialog.add", defaultMessage: "Add" })
      }
      successToast={
        line
          ? t({ id: "party.paymentDialog.saved", defaultMessage: "Line saved" })
          : t({ id: "party.paymentDialog.added", defaultMessage: "Payment added" })
      }
      fieldsClassName="sm:grid-cols-2"
    >
      <FormSelect
        control={form.control}
        name="personId"
        label={t({ id: "party.paymentDialog.paidTo", defaultMessage: "Paid to" })}
        options={people.map((p) => ({ value: p.id, label: p.name }))}
        placeholder={t({
          id: "party.paymentDialog.choosePerson",
          defaultMessage: "Choose who is paid",
        })}
        error={errors.personId?.message}
      />
      <FormSelect
        control={form.control}
        name="kind"
        label={t({ id: "party.paymentDialog.kind", defaultMessage: "Kind" })}
        options={kindOptions()}
        error={errors.kind?.message}
      />
      <FormField
        label={t({ id: "party.paymentDialog.day", defaultMessage: "Day" })}
        error={errors.day?.message}
      >
        <Input type="date" {...form.register("day")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="dayKind"
        label={t({ id: "party.paymentDialog.dayKind", defaultMessage: "Kind of day" })}
        options={dayKindOptions()}
        emptyLabel={t({ id: "party.paymentDialog.notSaid", defaultMessage: "Not said" })}
        error={errors.dayKind?.message}
      />
      <FormField
        label={t(
          { id: "party.floatEntry.amount", defaultMessage: "Amount ({currency})" },
          { currency },
        )}
        error={errors.amount?.message}
      >
        <Input inputMode="decimal" {...form.register("amount")} />
      </FormField>
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      <FormField
        label={t({ id: "party.floatEntry.note", defaultMessage: "Note" })}
        error={errors.note?.message}
        className="sm:col-span-2"
      >
        <Input {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}

import { z } from "zod";
import { CurrencySelect } from "@/client/components/currency-select";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { moneyLabel } from "@/client/lib/use-money";
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  type PaymentInput,
  paymentInputSchema,
} from "@/domain/party/payments";
import { DAY_KIND_LABELS, DAY_KINDS, type PartyPerson } from "@/domain/party/people";
import { useSavePayment } from "../api/use-party-mutations";
import type { Line } from "./line-groups";

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

const KIND_OPTIONS = PAYMENT_KINDS.map((k) => ({ value: k, label: PAYMENT_KIND_LABELS[k] }));
const DAY_KIND_OPTIONS = DAY_KINDS.map((k) => ({ value: k, label: DAY_KIND_LABELS[k] }));

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
      title={line ? "Edit the line" : "Add a payment"}
      description={
        line?.origin === "generated"
          ? "Once saved, this line is typed: generating again keeps it as you leave it."
          : "A fee, an advance, a buyout, or a per diem or wage for one day."
      }
      form={form}
      onSubmit={(payment) => save.mutateAsync({ tourId, paymentId: line?.id ?? null, payment })}
      submitLabel={line ? "Save" : "Add"}
      successToast={line ? "Line saved" : "Payment added"}
      fieldsClassName="sm:grid-cols-2"
    >
      <FormSelect
        control={form.control}
        name="personId"
        label="Paid to"
        options={people.map((p) => ({ value: p.id, label: p.name }))}
        placeholder="Choose who is paid"
        error={errors.personId?.message}
      />
      <FormSelect
        control={form.control}
        name="kind"
        label="Kind"
        options={KIND_OPTIONS}
        error={errors.kind?.message}
      />
      <FormField label="Day" error={errors.day?.message}>
        <Input type="date" {...form.register("day")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="dayKind"
        label="Kind of day"
        options={DAY_KIND_OPTIONS}
        emptyLabel="Not said"
        error={errors.dayKind?.message}
      />
      <FormField label={moneyLabel("Amount", currency)} error={errors.amount?.message}>
        <Input inputMode="decimal" {...form.register("amount")} />
      </FormField>
      <CurrencySelect control={form.control} error={errors.currency?.message} />
      <FormField label="Note" error={errors.note?.message} className="sm:col-span-2">
        <Input {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}

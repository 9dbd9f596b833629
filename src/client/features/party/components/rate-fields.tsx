import type { UseFormReturn } from "react-hook-form";
import { CURRENCY_OPTIONS } from "@/client/components/currency-options";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";

/** The fields a person and a group being added share: their days on the road and their rates. */
export interface RateValues {
  roadRole?: string;
  joinsOn?: string | null;
  leavesOn?: string | null;
  perDiemCurrency?: string;
  perDiemShow?: string | null;
  perDiemTravel?: string | null;
  perDiemOff?: string | null;
  payAmount?: string | null;
  payPer?: "show" | "week" | null;
  payCurrency?: string | null;
}

/** Form values as text: stored amounts and empty choices become what the inputs hold. */
export const rateValuesOf = (r: Partial<Record<keyof RateValues, unknown>>, home: string) => ({
  roadRole: String(r.roadRole ?? ""),
  joinsOn: String(r.joinsOn ?? ""),
  leavesOn: String(r.leavesOn ?? ""),
  perDiemCurrency: String(r.perDiemCurrency ?? home),
  perDiemShow: String(r.perDiemShow ?? ""),
  perDiemTravel: String(r.perDiemTravel ?? ""),
  perDiemOff: String(r.perDiemOff ?? ""),
  payAmount: String(r.payAmount ?? ""),
  payPer: (r.payPer as "show" | "week" | null | undefined) ?? null,
  payCurrency: String(r.payCurrency ?? home),
});

/**
 * Role, dates and rates of one person or of everyone added at once. Each amount's label names
 * the currency it is typed in, as every money field does.
 */
export function RateFields({
  form,
  showRole = true,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: shared by two forms whose other fields differ
  form: UseFormReturn<any, unknown, any>;
  showRole?: boolean;
}) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const err = (name: keyof RateValues) => errors[name]?.message;
  const perDiemCurrency = (form.watch("perDiemCurrency") as string) || "";
  const payCurrency = (form.watch("payCurrency") as string) || perDiemCurrency;
  const payPerOptions = [
    { value: "show", label: t({ id: "party.rates.perShow", defaultMessage: "Per show" }) },
    { value: "week", label: t({ id: "party.rates.perWeek", defaultMessage: "Per week" }) },
  ];
  return (
    <>
      {showRole ? (
        <FormField
          label={t({ id: "party.rates.role", defaultMessage: "Role on the road" })}
          error={err("roadRole")}
          hint={t({ id: "party.rates.roleHint", defaultMessage: "Driver, FOH, guitar…" })}
        >
          <Input {...form.register("roadRole")} />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t({ id: "party.rates.joinsOn", defaultMessage: "Joins on" })}
          error={err("joinsOn")}
          hint={t({ id: "party.rates.joinsOnHint", defaultMessage: "Empty: the tour's first day" })}
        >
          <Input type="date" {...form.register("joinsOn")} />
        </FormField>
        <FormField
          label={t({ id: "party.rates.leavesOn", defaultMessage: "Leaves on" })}
          error={err("leavesOn")}
          hint={t({ id: "party.rates.leavesOnHint", defaultMessage: "Empty: the tour's last day" })}
        >
          <Input type="date" {...form.register("leavesOn")} />
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "party.rates.perDiemLegend", defaultMessage: "Per diem for each kind of day" })}
        </legend>
        <FormSelect
          control={form.control}
          name="perDiemCurrency"
          label={t({ id: "party.rates.perDiemCurrency", defaultMessage: "Per diem currency" })}
          options={CURRENCY_OPTIONS}
          error={err("perDiemCurrency")}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label={t(
              { id: "party.rates.showDay", defaultMessage: "Show day ({currency})" },
              { currency: perDiemCurrency },
            )}
            error={err("perDiemShow")}
          >
            <Input inputMode="decimal" {...form.register("perDiemShow")} />
          </FormField>
          <FormField
            label={t(
              { id: "party.rates.travelDay", defaultMessage: "Travel day ({currency})" },
              { currency: perDiemCurrency },
            )}
            error={err("perDiemTravel")}
          >
            <Input inputMode="decimal" {...form.register("perDiemTravel")} />
          </FormField>
          <FormField
            label={t(
              { id: "party.rates.dayOff", defaultMessage: "Day off ({currency})" },
              { currency: perDiemCurrency },
            )}
            error={err("perDiemOff")}
          >
            <Input inputMode="decimal" {...form.register("perDiemOff")} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "party.rates.payLegend", defaultMessage: "Pay" })}
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label={t(
              { id: "party.rates.pay", defaultMessage: "Pay ({currency})" },
              { currency: payCurrency },
            )}
            error={err("payAmount")}
          >
            <Input inputMode="decimal" {...form.register("payAmount")} />
          </FormField>
          <FormSelect
            control={form.control}
            name="payPer"
            label={t({ id: "party.rates.paid", defaultMessage: "Paid" })}
            options={payPerOptions}
            emptyLabel={t({ id: "party.rates.noPay", defaultMessage: "No pay" })}
            error={err("payPer")}
          />
          <FormSelect
            control={form.control}
            name="payCurrency"
            label={t({ id: "party.rates.payCurrency", defaultMessage: "Pay currency" })}
            options={CURRENCY_OPTIONS}
            error={err("payCurrency")}
          />
        </div>
      </fieldset>
    </>
  );
}

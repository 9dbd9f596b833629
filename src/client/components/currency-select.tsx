import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { t } from "@/client/i18n/t";
import { CURRENCY_OPTIONS } from "./currency-options";
import { FormSelect } from "./form-select";

interface CurrencySelectProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  error?: string;
  /** CURRENCY_OPTIONS (two decimals at most) unless the record keeps three (a row's KWD). */
  options?: readonly { value: string; label: string }[];
  /** Shown while the form has no currency yet: the home one a new record starts in. */
  fallback?: string;
  className?: string;
}

/**
 * The "Currency" picker of every dialog whose amounts are in a currency of their own (issue
 * 41): a deal, a row, a travel leg, a hotel, a provision, a product, a campaign. Each form
 * keeps it in a field named `currency`.
 */
export function CurrencySelect<Values extends FieldValues>({
  control,
  error,
  options = CURRENCY_OPTIONS,
  fallback,
  className,
}: CurrencySelectProps<Values>) {
  return (
    <FormSelect
      control={control}
      name={"currency" as FieldPath<Values>}
      label={t({ id: "components.currencySelect.label", defaultMessage: "Currency" })}
      options={options}
      error={error}
      fallback={fallback}
      className={className}
    />
  );
}

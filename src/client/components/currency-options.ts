import { CURRENCY_CODES, canBeStored, currencyName } from "@/domain/currency";

/** Currencies an amount can be kept in (two decimals at most), as the pickers list them. */
export const CURRENCY_OPTIONS = CURRENCY_CODES.filter(canBeStored).map((code) => ({
  value: code,
  label: `${code} · ${currencyName(code)}`,
}));

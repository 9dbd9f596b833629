import { CURRENCY_CODES, canBeStored, currencyName } from "@/domain/currencies/currency";

const optionOf = (code: string) => ({ value: code, label: `${code} · ${currencyName(code)}` });

/** Currencies an amount can be kept in (two decimals at most), as the pickers list them. */
export const CURRENCY_OPTIONS = CURRENCY_CODES.filter(canBeStored).map(optionOf);

/** A financial row's: every currency, KWD and BHD too (its amounts keep three decimals). */
export const ROW_CURRENCY_OPTIONS = CURRENCY_CODES.map(optionOf);

// The pickers' lists are shared with the logistics dialogs (travel and hotels): one list.
export { CURRENCY_OPTIONS, ROW_CURRENCY_OPTIONS } from "@/client/components/currency-options";

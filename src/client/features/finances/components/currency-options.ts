// The picker's list is shared with the logistics dialogs (travel and hotels): one list.
export { CURRENCY_OPTIONS } from "@/client/components/currency-options";

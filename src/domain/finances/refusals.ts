import { aboutField, FIELD_REFUSALS } from "../i18n/field-words";

/**
 * The finances' refusals more than one schema writes (issue 55): one message, one id. A
 * zod `error` option takes `refusal(…)`; a check adds `say(…)`, both made at parse time.
 */
export const FINANCE_REFUSALS = {
  chooseShow: { id: "finances.validation.chooseShow", defaultMessage: "Choose a show" },
  revenueOrExpense: {
    id: "finances.validation.revenueOrExpense",
    defaultMessage: "Type must be revenue or expense",
  },
  description500: {
    id: "finances.validation.description500",
    defaultMessage: "Description can be at most 500 characters",
  },
  revenueCategoryFromList: {
    id: "finances.validation.revenueCategoryFromList",
    defaultMessage: "Choose a revenue category from the list",
  },
  expenseCategoryFromList: {
    id: "finances.validation.expenseCategoryFromList",
    defaultMessage: "Choose an expense category from the list",
  },
};

const CATEGORY = { id: "finances.validation.category", defaultMessage: "Category" };
const DESCRIPTION = { id: "finances.validation.description", defaultMessage: "Description" };

/** "Category is required", "Description is required": what a field left empty says. */
export const categoryRequired = () => aboutField(CATEGORY, FIELD_REFUSALS.required);
export const descriptionRequired = () => aboutField(DESCRIPTION, FIELD_REFUSALS.required);

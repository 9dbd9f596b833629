/**
 * What every sheet import's query refuses (shows, money, songs, ticket counts), one message
 * each (issue 55): a query's schema takes them with `refusal(…)`.
 */
export const IMPORT_REFUSALS = {
  chooseColumn: {
    id: "imports.validation.chooseColumn",
    defaultMessage: "Choose a column of the sheet",
  },
  numberFormat: {
    id: "imports.validation.numberFormat",
    defaultMessage: "Number format is point or comma",
  },
  dateOrder: {
    id: "imports.validation.dateOrder",
    defaultMessage: "Date order is ymd, mdy or dmy",
  },
};

/**
 * The listings schemas' refusals, one message each (issue 55): a zod option takes
 * `refusal(…)` or `{ error: () => say(…) }`, a check adds `say(…)`, all written at parse time.
 */
export const LISTINGS_REFUSALS = {
  partWholeNumber1: {
    id: "listings.validation.partWholeNumber1",
    defaultMessage: "Part must be a whole number from 1, like 2",
  },
  ticketLinkStartWith: {
    id: "listings.validation.ticketLinkStartWith",
    defaultMessage: "Ticket link must start with https://",
  },
  ticketLinkWebAddress: {
    id: "listings.validation.ticketLinkWebAddress",
    defaultMessage: "Ticket link must be a web address",
  },
  timeZoneRequired: {
    id: "listings.validation.timeZoneRequired",
    defaultMessage: "Time zone is required",
  },
  showTimeTime20: {
    id: "listings.validation.showTimeTime20",
    defaultMessage: "Show time must be a time like 20:00",
  },
  soldOutYesNo: {
    id: "listings.validation.soldOutYesNo",
    defaultMessage: "Sold out must be yes or no",
  },
  supportActName: {
    id: "listings.validation.supportActName",
    defaultMessage: "Each support act must be a name",
  },
  supportActsListNames: {
    id: "listings.validation.supportActsListNames",
    defaultMessage: "Support acts must be a list of names",
  },
  hiddenYesNo: {
    id: "listings.validation.hiddenYesNo",
    defaultMessage: "Hidden must be yes or no",
  },
  sayWhetherPage: {
    id: "listings.validation.sayWhetherPage",
    defaultMessage: "Say whether the page is on",
  },
  nameRequired: { id: "listings.validation.nameRequired", defaultMessage: "Name is required" },
  timeZoneTimeZone: {
    id: "listings.validation.timeZoneTimeZone",
    defaultMessage: "Time zone must be a time zone like America/Chicago",
  },
  supportActNeedsName: {
    id: "listings.validation.supportActNeedsName",
    defaultMessage: "A support act needs a name",
  },
  addressRequired: {
    id: "listings.validation.addressRequired",
    defaultMessage: "Address is required",
  },
  ticketLinkMax: {
    id: "listings.validation.ticketLinkMax",
    defaultMessage: "Ticket link can be at most {max} characters",
  },
  announceTime: { id: "listings.validation.announceTime", defaultMessage: "Announce time" },
  onSaleTime: { id: "listings.validation.onSaleTime", defaultMessage: "On-sale time" },
  eventName: { id: "listings.validation.eventName", defaultMessage: "Event name" },
  supportActMax: {
    id: "listings.validation.supportActMax",
    defaultMessage: "A support act can be at most {max} characters",
  },
  mostSupportActs: {
    id: "listings.validation.mostSupportActs",
    defaultMessage: "At most {max} support acts",
  },
  nameMax: {
    id: "listings.validation.nameMax",
    defaultMessage: "Name can be at most {max} characters",
  },
};

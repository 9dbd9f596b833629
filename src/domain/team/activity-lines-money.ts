import { CREATED, type Lines, OWN, RECORD } from "./activity-line";
import type { RouteKey } from "./route-access";

/** A tour's money, the workspace's currencies (issue 41) and contracts (issue 39). Never a figure. */
export const FINANCE_LINES: Lines<RouteKey> = {
  "POST /api/tours/:tourId/financials": {
    action: "created",
    name: CREATED,
    message: {
      id: "activity.finances.entryAdded",
      defaultMessage:
        "{named, select, yes {Added the financial entry {name}} other {Added a financial entry}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/financials/:id": {
    action: "updated",
    name: OWN("record"),
    message: {
      id: "activity.finances.entryUpdated",
      defaultMessage:
        "{named, select, yes {Updated the financial entry {name}} other {Updated a financial entry}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/financials/:id": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.finances.entryDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the financial entry {name}} other {Deleted a financial entry}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/financials/:id/receipt": {
    action: "created",
    name: RECORD,
    message: {
      id: "activity.finances.receiptAttached",
      defaultMessage:
        "Attached a receipt{named, select, yes { to {name}} other {}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/financials/:id/receipt": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.finances.receiptRemoved",
      defaultMessage:
        "Removed the receipt{named, select, yes { of {name}} other {}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/imports/tours/:tourId/financials": {
    action: "imported",
    message: {
      id: "activity.finances.entriesImported",
      defaultMessage: "Imported financial entries{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/budgets": {
    action: "updated",
    message: {
      id: "activity.finances.budgetUpdated",
      defaultMessage: "Updated the budget{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/budgets/:id": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.finances.budgetLineDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the budget line {name}} other {Deleted a budget line}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/tours/:tourId/deals": {
    action: "created",
    message: {
      id: "activity.finances.dealAdded",
      defaultMessage:
        "{hasShow, select, yes {Added the deal for {show}} other {Added a deal}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/deals/:id": {
    action: "updated",
    message: {
      id: "activity.finances.dealUpdated",
      defaultMessage:
        "{hasShow, select, yes {Updated the deal for {show}} other {Updated a deal}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/deals/:id": {
    action: "deleted",
    message: {
      id: "activity.finances.dealDeleted",
      defaultMessage:
        "{hasShow, select, yes {Deleted the deal for {show}} other {Deleted a deal}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/deals/:id/settlement": {
    action: "settled",
    message: {
      id: "activity.finances.dealSettled",
      defaultMessage:
        "Settled the deal{hasShow, select, yes { for {show}} other {}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/deals/:id/settlement": {
    action: "reopened",
    message: {
      id: "activity.finances.settlementReopened",
      defaultMessage:
        "Reopened the settlement{hasShow, select, yes { for {show}} other {}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/tours/:tourId/rider-provisions": {
    action: "created",
    name: CREATED,
    message: {
      id: "activity.finances.provisionAdded",
      defaultMessage:
        "{named, select, yes {Added the rider provision {name}} other {Added a rider provision}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/rider-provisions/:id": {
    action: "updated",
    name: RECORD,
    message: {
      id: "activity.finances.provisionUpdated",
      defaultMessage:
        "{named, select, yes {Updated the rider provision {name}} other {Updated a rider provision}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/rider-provisions/:id": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.finances.provisionDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the rider provision {name}} other {Deleted a rider provision}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/currency/home": {
    action: "updated",
    message: { id: "activity.finances.homeCurrency", defaultMessage: "Changed the home currency" },
  },
  "POST /api/currency/rates": {
    action: "created",
    message: { id: "activity.finances.rateAdded", defaultMessage: "Added an exchange rate" },
  },
  "DELETE /api/currency/rates/:id": {
    action: "deleted",
    message: { id: "activity.finances.rateRemoved", defaultMessage: "Removed an exchange rate" },
  },
  "POST /api/currency/uploaded": {
    action: "imported",
    message: {
      id: "activity.finances.ratesLoaded",
      defaultMessage: "Loaded a reference rates file",
    },
  },
  "DELETE /api/currency/uploaded": {
    action: "deleted",
    message: {
      id: "activity.finances.ratesForgotten",
      defaultMessage: "Forgot the uploaded exchange rates",
    },
  },
  "PUT /api/contract-template": {
    action: "updated",
    message: {
      id: "activity.finances.contractTemplate",
      defaultMessage: "Updated the contract template",
    },
  },
  "POST /api/contract-template/reset": {
    action: "reset",
    message: {
      id: "activity.finances.contractTemplateReset",
      defaultMessage: "Put the contract template back to the default",
    },
  },
  "POST /api/tours/:tourId/shows/:showId/contract": {
    action: "created",
    message: { id: "activity.finances.contractMade", defaultMessage: "Made a contract for {show}" },
  },
  "POST /api/contracts/:contractId/send": {
    action: "sent",
    message: {
      id: "activity.finances.contractSent",
      defaultMessage: "Sent the contract for {show} to the promoter",
    },
  },
  "POST /api/contracts/:contractId/revoke-link": {
    action: "revoked",
    message: {
      id: "activity.finances.contractLinkOff",
      defaultMessage: "Turned off the link to the contract for {show}",
    },
  },
  "POST /api/contracts/:contractId/countersign": {
    action: "countersigned",
    message: {
      id: "activity.finances.contractCountersigned",
      defaultMessage: "Countersigned the contract for {show}",
    },
  },
  "POST /api/contracts/:contractId/void": {
    action: "voided",
    message: {
      id: "activity.finances.contractVoided",
      defaultMessage: "Voided the contract for {show}",
    },
  },
};

/** The party (issue 54): who is on the road, their pay and the float. Never a figure. */
export const PARTY_LINES: Lines<RouteKey> = {
  "POST /api/tours/:tourId/party": {
    action: "added",
    message: {
      id: "activity.party.peopleAdded",
      defaultMessage: "Added people to the party{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/party/:personId": {
    action: "updated",
    name: RECORD,
    message: {
      id: "activity.party.personUpdated",
      defaultMessage:
        "Updated {named, select, yes {{name}} other {a person}} of the party{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/party/:personId": {
    action: "removed",
    name: RECORD,
    message: {
      id: "activity.party.personRemoved",
      defaultMessage:
        "Removed {named, select, yes {{name}} other {a person}} from the party{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/tours/:tourId/party/generate": {
    action: "generated",
    message: {
      id: "activity.party.generated",
      defaultMessage: "Generated per diems and pay{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/tours/:tourId/payments": {
    action: "added",
    message: {
      id: "activity.party.paymentAdded",
      defaultMessage: "Added a payment{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/payments/:paymentId": {
    action: "updated",
    message: {
      id: "activity.party.paymentUpdated",
      defaultMessage: "Updated a payment{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/payments/:paymentId": {
    action: "deleted",
    message: {
      id: "activity.party.paymentDeleted",
      defaultMessage: "Deleted a payment{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/tours/:tourId/payments/:paymentId/paid": {
    action: "paid",
    message: {
      id: "activity.party.paymentPaid",
      defaultMessage: "Marked a payment paid{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/payments/:paymentId/paid": {
    action: "unpaid",
    message: {
      id: "activity.party.paymentUnpaid",
      defaultMessage: "Marked a payment not paid{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/tours/:tourId/float": {
    action: "updated",
    message: {
      id: "activity.party.floatRecorded",
      defaultMessage: "Recorded the float{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/float/:entryId": {
    action: "deleted",
    message: {
      id: "activity.party.floatEntryDeleted",
      defaultMessage: "Deleted an entry of the float{inTour, select, yes { in {tour}} other {}}",
    },
  },
};

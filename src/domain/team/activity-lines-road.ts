import { advanceItemLabel } from "../logistics/advances";
import { CREATED, type Lines, RECORD, type WriteSubjects } from "./activity-line";
import type { RouteKey } from "./route-access";

const GUEST = (s: WriteSubjects) => s.guest ?? s.created;

/** The road: day sheets, travel, hotels, guest lists and advancing (logistics). */
export const ROAD_LINES: Lines<RouteKey> = {
  "PUT /api/tours/:tourId/day-sheets/:showId": {
    action: "updated",
    message: {
      id: "activity.logistics.daySheet",
      defaultMessage: "Updated the day sheet for {show}",
    },
  },
  "POST /api/tours/:tourId/travel-legs": {
    action: "created",
    name: CREATED,
    message: {
      id: "activity.logistics.legAdded",
      defaultMessage:
        "{named, select, yes {Added the travel leg {name}} other {Added a travel leg}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/travel-legs/:id": {
    action: "updated",
    name: RECORD,
    message: {
      id: "activity.logistics.legUpdated",
      defaultMessage:
        "{named, select, yes {Updated the travel leg {name}} other {Updated a travel leg}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/travel-legs/:id": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.logistics.legDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the travel leg {name}} other {Deleted a travel leg}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "POST /api/tours/:tourId/lodgings": {
    action: "created",
    name: CREATED,
    message: {
      id: "activity.logistics.lodgingAdded",
      defaultMessage:
        "{named, select, yes {Added the lodging {name}} other {Added a lodging}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/lodgings/:id": {
    action: "updated",
    name: RECORD,
    message: {
      id: "activity.logistics.lodgingUpdated",
      defaultMessage:
        "{named, select, yes {Updated the lodging {name}} other {Updated a lodging}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/lodgings/:id": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.logistics.lodgingDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the lodging {name}} other {Deleted a lodging}}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/guest-lists/:showId/settings": {
    action: "updated",
    message: {
      id: "activity.logistics.guestListSettings",
      defaultMessage: "Updated the settings of the guest list for {show}",
    },
  },
  "POST /api/tours/:tourId/guest-lists/:showId/guests": {
    action: "created",
    name: GUEST,
    message: {
      id: "activity.logistics.guestAdded",
      defaultMessage:
        "Added {named, select, yes {{name}} other {a guest}} to the guest list for {show}",
    },
  },
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId": {
    action: "updated",
    name: GUEST,
    message: {
      id: "activity.logistics.guestUpdated",
      defaultMessage:
        "Updated {named, select, yes {{name}} other {a guest}} on the guest list for {show}",
    },
  },
  "DELETE /api/tours/:tourId/guest-lists/:showId/guests/:guestId": {
    action: "deleted",
    name: GUEST,
    message: {
      id: "activity.logistics.guestRemoved",
      defaultMessage:
        "Removed {named, select, yes {{name}} other {a guest}} from the guest list for {show}",
    },
  },
  "POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision": {
    action: (s) => (s.status === "declined" ? "declined" : "approved"),
    name: GUEST,
    message: {
      id: "activity.logistics.guestDecided",
      defaultMessage:
        "{status, select, declined {Declined {named, select, yes {{name}} other {a guest}} on the guest list for {show}} other {Approved {named, select, yes {{name}} other {a guest}} on the guest list for {show}}}",
    },
  },
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId/check-in": {
    action: "checkedIn",
    name: GUEST,
    message: {
      id: "activity.logistics.guestCheckedIn",
      defaultMessage: "Checked in {named, select, yes {{name}} other {a guest}} at {show}",
    },
  },
  "PUT /api/tours/:tourId/advances/:showId/items/:key": {
    action: "updated",
    message: {
      id: "activity.logistics.advanceUpdated",
      defaultMessage: "Updated the advance for {show}",
    },
  },
  "POST /api/tours/:tourId/advances/:showId/accept": {
    action: "accepted",
    message: {
      id: "activity.logistics.advanceAccepted",
      defaultMessage: "Accepted the venue's answers for {show}",
    },
  },
  "POST /api/tours/:tourId/advances/:showId/links": {
    action: "sent",
    name: CREATED,
    message: {
      id: "activity.logistics.advanceLinkMade",
      defaultMessage:
        "Made an advance link for {show}{named, select, yes { (for {name})} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/advances/:showId/links/:id": {
    action: "revoked",
    message: {
      id: "activity.logistics.advanceLinkOff",
      defaultMessage: "Turned off an advance link for {show}",
    },
  },
  "POST /api/tours/:tourId/advances/:showId/files": {
    action: "uploaded",
    message: {
      id: "activity.logistics.advanceFileUploaded",
      defaultMessage: "Uploaded a file to {show}",
    },
  },
  "DELETE /api/tours/:tourId/advances/:showId/files/:fileId": {
    action: "deleted",
    message: {
      id: "activity.logistics.advanceFileDeleted",
      defaultMessage: "Deleted a file of {show}",
    },
  },
  "PUT /api/advance-template": {
    action: "updated",
    message: {
      id: "activity.logistics.advanceTemplate",
      defaultMessage: "Updated the advance template",
    },
  },
  "POST /api/calendar-feed": {
    action: "created",
    message: { id: "activity.logistics.feedOn", defaultMessage: "Turned on the calendar feed" },
  },
  "DELETE /api/calendar-feed": {
    action: "deleted",
    message: { id: "activity.logistics.feedOff", defaultMessage: "Turned off the calendar feed" },
  },
};

/**
 * What someone without an account does through a link a member sent (a venue's advance, a
 * promoter's ticket counts or contract): recorded by the link's page, not by a route of the
 * roles table, under the link's own key.
 */
export const LINK_LINES = {
  "advance-link answered": {
    action: "answered",
    name: (s) => s.record && advanceItemLabel({ key: s.itemKey ?? "", label: s.record }),
    message: {
      id: "activity.links.advanceAnswered",
      defaultMessage: 'Answered "{name}" for {show}',
    },
  },
  "advance-link uploaded": {
    action: "uploaded",
    name: RECORD,
    message: { id: "activity.links.advanceUploaded", defaultMessage: "Uploaded {name} for {show}" },
  },
  "ticket-link reported": {
    action: "reported",
    message: {
      id: "activity.tickets.countsReported",
      defaultMessage: "Reported ticket counts for {show}",
    },
  },
  "contract-link opened": {
    action: "opened",
    message: {
      id: "activity.links.contractOpened",
      defaultMessage: "Opened the contract for {show}",
    },
  },
  "contract-link signed": {
    action: "signed",
    message: {
      id: "activity.links.contractSigned",
      defaultMessage: "Signed the contract for {show}",
    },
  },
} satisfies Lines<string>;

export type LinkLineKey = keyof typeof LINK_LINES;

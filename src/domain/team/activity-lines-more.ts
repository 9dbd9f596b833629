import { type Lines, OWN, RECORD } from "./activity-line";
import type { RouteKey } from "./route-access";

/** Set lists (issue 50): the catalogue, a show's set, saved sets, the filing. */
export const SET_LIST_LINES: Lines<RouteKey> = {
  "POST /api/songs": {
    action: "created",
    name: OWN("song"),
    message: {
      id: "activity.setlists.songAdded",
      defaultMessage: "{named, select, yes {Added the song {name}} other {Added a song}}",
    },
  },
  "PUT /api/songs/:songId": {
    action: "updated",
    name: OWN("song"),
    message: {
      id: "activity.setlists.songUpdated",
      defaultMessage: "{named, select, yes {Updated the song {name}} other {Updated a song}}",
    },
  },
  "DELETE /api/songs/:songId": {
    action: "deleted",
    name: OWN("song"),
    message: {
      id: "activity.setlists.songDeleted",
      defaultMessage: "{named, select, yes {Deleted the song {name}} other {Deleted a song}}",
    },
  },
  "POST /api/imports/songs": {
    action: "imported",
    message: {
      id: "activity.setlists.songsImported",
      defaultMessage: "Imported songs from a sheet",
    },
  },
  "PUT /api/tours/:tourId/set-lists/:showId": {
    action: "updated",
    message: { id: "activity.setlists.setUpdated", defaultMessage: "Updated the set for {show}" },
  },
  "PUT /api/tours/:tourId/set-lists/:showId/played": {
    action: "confirmed",
    message: {
      id: "activity.setlists.playedConfirmed",
      defaultMessage: "Confirmed what was played at {show}",
    },
  },
  "POST /api/saved-sets": {
    action: "created",
    name: (s) => s.created,
    message: {
      id: "activity.setlists.setSaved",
      defaultMessage: "{named, select, yes {Saved the set {name}} other {Saved a set}}",
    },
  },
  "PUT /api/saved-sets/:setId": {
    action: "updated",
    name: RECORD,
    message: {
      id: "activity.setlists.savedSetUpdated",
      defaultMessage:
        "{named, select, yes {Updated the saved set {name}} other {Updated a saved set}}",
    },
  },
  "DELETE /api/saved-sets/:setId": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.setlists.savedSetDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the saved set {name}} other {Deleted a saved set}}",
    },
  },
  "PUT /api/tours/:tourId/set-lists/:showId/filings/:society": {
    action: "filed",
    name: RECORD,
    message: {
      id: "activity.setlists.filed",
      defaultMessage: "Marked the set for {show} filed{named, select, yes { with {name}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/set-lists/:showId/filings/:society": {
    action: "unfiled",
    name: RECORD,
    message: {
      id: "activity.setlists.unfiled",
      defaultMessage:
        "Marked the set for {show} not filed{named, select, yes { with {name}} other {}}",
    },
  },
  "PUT /api/setlist-settings": {
    action: "updated",
    message: {
      id: "activity.setlists.societies",
      defaultMessage: "Changed the societies the band files with",
    },
  },
};

/** Public dates (issue 52) and tickets (issue 51): the page, what fans see, counts and links. */
export const AUDIENCE_LINES: Lines<RouteKey> = {
  "PUT /api/listings/page": {
    action: "updated",
    message: { id: "activity.listings.page", defaultMessage: "Changed the public dates page" },
  },
  "PUT /api/listings/shows/:showId": {
    action: "updated",
    message: { id: "activity.listings.show", defaultMessage: "Changed what fans see of {show}" },
  },
  "POST /api/listings/announce": {
    action: "announced",
    message: {
      id: "activity.listings.announced",
      defaultMessage: "Announced shows on the public dates page",
    },
  },
  "POST /api/tours/:tourId/tickets/:showId": {
    action: "reported",
    message: {
      id: "activity.tickets.countsReported",
      defaultMessage: "Reported ticket counts for {show}",
    },
  },
  "DELETE /api/tours/:tourId/tickets/:showId/counts/:countId": {
    action: "deleted",
    message: {
      id: "activity.tickets.countDeleted",
      defaultMessage: "Deleted a ticket count of {show}",
    },
  },
  "POST /api/tours/:tourId/tickets/:showId/links": {
    action: "created",
    message: {
      id: "activity.tickets.linkMade",
      defaultMessage: "Made a ticket count link for {show}",
    },
  },
  "PUT /api/tours/:tourId/tickets/:showId/links/:linkId": {
    action: "updated",
    message: {
      id: "activity.tickets.linkReminders",
      defaultMessage: "Changed a ticket count link's reminders for {show}",
    },
  },
  "DELETE /api/tours/:tourId/tickets/:showId/links/:linkId": {
    action: "revoked",
    message: {
      id: "activity.tickets.linkOff",
      defaultMessage: "Turned off a ticket count link for {show}",
    },
  },
  "PUT /api/ticket-settings": {
    action: "updated",
    message: { id: "activity.tickets.readers", defaultMessage: "Changed who reads ticket counts" },
  },
  "POST /api/imports/tickets": {
    action: "imported",
    message: {
      id: "activity.tickets.imported",
      defaultMessage: "Imported ticket counts from a sheet",
    },
  },
  "DELETE /api/imports/tickets/:importId": {
    action: "deleted",
    message: { id: "activity.tickets.importUndone", defaultMessage: "Undid a ticket import" },
  },
};

const PROJECT = OWN("project");

/** Merch & Art and marketing: by what things are called. */
export const MERCH_LINES: Lines<RouteKey> = {
  "PUT /api/merch/shows/:showId/counts": {
    action: "counted",
    message: { id: "activity.merch.counted", defaultMessage: "Entered merch counts for {show}" },
  },
  "POST /api/merch/projects": {
    action: "created",
    name: PROJECT,
    message: {
      id: "activity.merch.projectAdded",
      defaultMessage:
        "{named, select, yes {Added the design project {name}} other {Added a design project}}",
    },
  },
  "PUT /api/merch/projects/:projectId": {
    action: "updated",
    name: PROJECT,
    message: {
      id: "activity.merch.projectUpdated",
      defaultMessage:
        "{named, select, yes {Updated the design project {name}} other {Updated a design project}}",
    },
  },
  "DELETE /api/merch/projects/:projectId": {
    action: "deleted",
    name: PROJECT,
    message: {
      id: "activity.merch.projectDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the design project {name}} other {Deleted a design project}}",
    },
  },
  "POST /api/merch/projects/:projectId/moves": {
    action: "moved",
    name: (s) => s.project,
    message: {
      id: "activity.merch.projectMoved",
      defaultMessage:
        "{named, select, yes {Moved the design project {name}} other {Moved a design project}}",
    },
  },
  "POST /api/merch/projects/:projectId/files": {
    action: "created",
    name: (s) => s.project,
    message: {
      id: "activity.merch.artworkUploaded",
      defaultMessage: "Uploaded artwork to {named, select, yes {{name}} other {a design project}}",
    },
  },
  "DELETE /api/merch/files/:fileId": {
    action: "deleted",
    name: RECORD,
    message: {
      id: "activity.merch.fileDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the artwork file {name}} other {Deleted an artwork file}}",
    },
  },
  "POST /api/merch/partners": {
    action: "created",
    name: OWN("partner"),
    message: {
      id: "activity.merch.partnerAdded",
      defaultMessage: "{named, select, yes {Added the partner {name}} other {Added a partner}}",
    },
  },
  "PUT /api/merch/partners/:partnerId": {
    action: "updated",
    name: OWN("partner"),
    message: {
      id: "activity.merch.partnerUpdated",
      defaultMessage: "{named, select, yes {Updated the partner {name}} other {Updated a partner}}",
    },
  },
  "DELETE /api/merch/partners/:partnerId": {
    action: "deleted",
    name: OWN("partner"),
    message: {
      id: "activity.merch.partnerDeleted",
      defaultMessage: "{named, select, yes {Deleted the partner {name}} other {Deleted a partner}}",
    },
  },
  "POST /api/merch/products": {
    action: "created",
    name: OWN("product"),
    message: {
      id: "activity.merch.productAdded",
      defaultMessage: "{named, select, yes {Added the product {name}} other {Added a product}}",
    },
  },
  "PUT /api/merch/products/:productId": {
    action: "updated",
    name: OWN("product"),
    message: {
      id: "activity.merch.productUpdated",
      defaultMessage: "{named, select, yes {Updated the product {name}} other {Updated a product}}",
    },
  },
  "DELETE /api/merch/products/:productId": {
    action: "deleted",
    name: OWN("product"),
    message: {
      id: "activity.merch.productDeleted",
      defaultMessage: "{named, select, yes {Deleted the product {name}} other {Deleted a product}}",
    },
  },
  "POST /api/campaigns": {
    action: "created",
    name: OWN("campaign"),
    message: {
      id: "activity.marketing.campaignAdded",
      defaultMessage: "{named, select, yes {Added the campaign {name}} other {Added a campaign}}",
    },
  },
  "PUT /api/campaigns/:id": {
    action: "updated",
    name: OWN("campaign"),
    message: {
      id: "activity.marketing.campaignUpdated",
      defaultMessage:
        "{named, select, yes {Updated the campaign {name}} other {Updated a campaign}}",
    },
  },
  "DELETE /api/campaigns/:id": {
    action: "deleted",
    name: OWN("campaign"),
    message: {
      id: "activity.marketing.campaignDeleted",
      defaultMessage:
        "{named, select, yes {Deleted the campaign {name}} other {Deleted a campaign}}",
    },
  },
};

import { CREATED, type Lines, MEMBER, OWN, RECORD } from "./activity-line";
import type { RouteKey } from "./route-access";

/** The team's writes, API tokens and webhooks (issue 53): who was invited, removed, given what. */
export const TEAM_LINES: Lines<RouteKey> = {
  "PATCH /api/team": {
    action: "renamed",
    name: CREATED,
    message: {
      id: "activity.team.renamed",
      defaultMessage:
        "{named, select, yes {Renamed the workspace to {name}} other {Renamed the workspace}}",
    },
  },
  "PUT /api/team/two-factor": {
    action: "updated",
    message: {
      id: "activity.team.twoFactor",
      defaultMessage: "Changed whether owners and managers sign in with two steps",
    },
  },
  "POST /api/team/leave": {
    action: "left",
    message: { id: "activity.team.left", defaultMessage: "Left the workspace" },
  },
  "POST /api/team/transfer": {
    action: "transferred",
    name: MEMBER,
    message: {
      id: "activity.team.transferred",
      defaultMessage:
        "{named, select, yes {Handed over ownership to {name}} other {Handed over ownership}}",
    },
  },
  "POST /api/team/invitations": {
    action: "invited",
    name: CREATED,
    message: {
      id: "activity.team.invited",
      defaultMessage:
        "Invited {named, select, yes {{name}} other {someone}} as {role, select, owner {Owner} manager {Manager} crew {Crew} artist {Artist} other {a new role}}",
    },
  },
  "DELETE /api/team/invitations/:id": {
    action: "revoked",
    name: (s) => s.invitation,
    message: {
      id: "activity.team.invitationRevoked",
      defaultMessage:
        "{named, select, yes {Revoked the invitation for {name}} other {Revoked an invitation}}",
    },
  },
  "PUT /api/team/members/:userId": {
    action: "roleChanged",
    name: MEMBER,
    message: {
      id: "activity.team.roleChanged",
      defaultMessage:
        "Changed {named, select, yes {{name}'s} other {a member's}} role to {role, select, owner {Owner} manager {Manager} crew {Crew} artist {Artist} other {a new role}}",
    },
  },
  "DELETE /api/team/members/:userId": {
    action: "removed",
    name: MEMBER,
    message: {
      id: "activity.team.removed",
      defaultMessage: "Removed {named, select, yes {{name}} other {a member}}",
    },
  },
  // Personal access tokens (issue 53): by name, never the secret.
  "POST /api/tokens": {
    action: "created",
    name: CREATED,
    message: {
      id: "activity.integrations.tokenMade",
      defaultMessage: "{named, select, yes {Made the API token {name}} other {Made an API token}}",
    },
  },
  "DELETE /api/tokens/:id": {
    action: "revoked",
    name: RECORD,
    message: {
      id: "activity.integrations.tokenRevoked",
      defaultMessage:
        "{named, select, yes {Revoked the API token {name}} other {Revoked an API token}}",
    },
  },
  // Webhooks: never their address, which may carry a key of the receiving end.
  "POST /api/webhooks": {
    action: "created",
    message: { id: "activity.integrations.webhookAdded", defaultMessage: "Added a webhook" },
  },
  "PATCH /api/webhooks/:id": {
    action: "updated",
    message: { id: "activity.integrations.webhookUpdated", defaultMessage: "Updated a webhook" },
  },
  "DELETE /api/webhooks/:id": {
    action: "deleted",
    message: { id: "activity.integrations.webhookDeleted", defaultMessage: "Deleted a webhook" },
  },
  "POST /api/webhooks/:id/secret": {
    action: "rotated",
    message: {
      id: "activity.integrations.webhookSecret",
      defaultMessage: "Made a new signing secret for a webhook",
    },
  },
  "POST /api/webhooks/:id/ping": {
    action: "pinged",
    message: {
      id: "activity.integrations.webhookPinged",
      defaultMessage: "Sent a test event to a webhook",
    },
  },
  "POST /api/webhooks/:id/deliveries/:deliveryId/retry": {
    action: "retried",
    message: {
      id: "activity.integrations.webhookRetried",
      defaultMessage: "Sent a webhook delivery again",
    },
  },
};

/** Tours, their shows and venues, and the HCC Manager's negotiations. */
export const TOUR_LINES: Lines<RouteKey> = {
  "POST /api/tours": {
    action: "created",
    name: OWN("tour"),
    message: {
      id: "activity.tours.tourAdded",
      defaultMessage: "{named, select, yes {Added the tour {name}} other {Added a tour}}",
    },
  },
  "PUT /api/tours/:tourId": {
    action: "updated",
    name: OWN("tour"),
    message: {
      id: "activity.tours.tourUpdated",
      defaultMessage: "{named, select, yes {Updated the tour {name}} other {Updated a tour}}",
    },
  },
  "DELETE /api/tours/:tourId": {
    action: "deleted",
    name: OWN("tour"),
    message: {
      id: "activity.tours.tourDeleted",
      defaultMessage: "{named, select, yes {Deleted the tour {name}} other {Deleted a tour}}",
    },
  },
  "POST /api/tours/:tourId/shows": {
    action: "created",
    message: {
      id: "activity.tours.showAdded",
      defaultMessage: "Added {show}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/shows/order": {
    action: "reordered",
    message: {
      id: "activity.tours.showsReordered",
      defaultMessage: "Reordered the shows{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/shows/:showId": {
    action: "updated",
    message: {
      id: "activity.tours.showUpdated",
      defaultMessage: "Updated {show}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "DELETE /api/tours/:tourId/shows/:showId": {
    action: "deleted",
    message: {
      id: "activity.tours.showDeleted",
      defaultMessage: "Deleted {show}{inTour, select, yes { in {tour}} other {}}",
    },
  },
  "PUT /api/tours/:tourId/route/settings": {
    action: "updated",
    message: {
      id: "activity.tours.routeSettings",
      defaultMessage: "Updated the route settings{inTour, select, yes { of {tour}} other {}}",
    },
  },
  "POST /api/venues": {
    action: "created",
    name: OWN("venue"),
    message: {
      id: "activity.tours.venueAdded",
      defaultMessage: "{named, select, yes {Added the venue {name}} other {Added a venue}}",
    },
  },
  "PUT /api/venues/:venueId": {
    action: "updated",
    name: OWN("venue"),
    message: {
      id: "activity.tours.venueUpdated",
      defaultMessage: "{named, select, yes {Updated the venue {name}} other {Updated a venue}}",
    },
  },
  "DELETE /api/venues/:venueId": {
    action: "deleted",
    name: OWN("venue"),
    message: {
      id: "activity.tours.venueDeleted",
      defaultMessage: "{named, select, yes {Deleted the venue {name}} other {Deleted a venue}}",
    },
  },
  "POST /api/imports/shows": {
    action: "imported",
    message: { id: "activity.tours.showsImported", defaultMessage: "Imported shows from a sheet" },
  },
  "POST /api/negotiations": {
    action: "created",
    message: {
      id: "activity.negotiations.started",
      defaultMessage: "Started a negotiation for {show}",
    },
  },
  "PATCH /api/negotiations/:showId": {
    action: "updated",
    message: {
      id: "activity.negotiations.updated",
      defaultMessage: "Updated the negotiation for {show}",
    },
  },
  "POST /api/negotiations/:showId/transitions": {
    action: "moved",
    message: {
      id: "activity.negotiations.moved",
      defaultMessage: "Moved the negotiation for {show}",
    },
  },
  "POST /api/negotiations/:showId/extend": {
    action: "extended",
    message: {
      id: "activity.negotiations.extended",
      defaultMessage: "Extended the hold on {show}",
    },
  },
  "POST /api/negotiations/:showId/contacts": {
    action: "updated",
    message: {
      id: "activity.negotiations.contacts",
      defaultMessage: "Updated the contacts for {show}",
    },
  },
  "POST /api/negotiations/:showId/deal": {
    action: "updated",
    message: { id: "activity.negotiations.deal", defaultMessage: "Updated the deal for {show}" },
  },
  "POST /api/negotiations/:showId/dismissals": {
    action: "dismissed",
    message: {
      id: "activity.negotiations.dismissed",
      defaultMessage: "Dismissed a suggestion for {show}",
    },
  },
};

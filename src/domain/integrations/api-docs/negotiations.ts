import type { RouteDocs } from "./route-doc";

const HOLD_RULES =
  "Moves follow the negotiation's rules (a move not allowed from the current status is 409 `conflict`); confirming on a night that already has a confirmed show is 409 `date_conflict` unless `override` is true.";

/** The negotiations area's public routes, as the API's description tells them (route-doc.ts). */
export const NEGOTIATIONS_DOCS: RouteDocs = {
  "GET /api/negotiations": {
    summary: "Read the HCC Manager board",
    description:
      "Every open negotiation summarized: figures, analytics, suggested actions, urgent holds, other open ones, and one page of venues (`page`, from 1). Crew and artists read the money and the management's notes as hidden.",
    example: { query: { page: "1" } },
  },
  "GET /api/negotiations/calendar": {
    summary: "List negotiations between two dates",
    description:
      "The negotiations whose show falls from `from` to `to` (dates, YYYY-MM-DD; at most two months), for the calendar view.",
    example: { query: { from: "2027-03-01", to: "2027-04-30" } },
  },
  "POST /api/negotiations": {
    summary: "Start a negotiation",
    description: `Creates a show (in an existing tour or a new one, at an existing venue or a new one) with its negotiation as pending, hold or confirmed. The answer is the negotiation with its timeline, and a \`dateWarning\` when the night already has a confirmed show elsewhere. ${HOLD_RULES}`,
    errors: ["conflict", "date_conflict"],
    example: {
      body: {
        tourMode: "existing",
        tourId: "2c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f",
        show: {
          venueMode: "existing",
          venueId: "5b1f3c7e-2a4d-4e8f-9c6b-1d2e3f4a5b6c",
          performanceDate: "2027-03-12",
          venueFee: 3500,
        },
        status: "hold",
        holdRank: 2,
        holdExpiry: "2027-01-15T18:00:00Z",
        contactName: "Dana Price",
        contactEmail: "dana@thevenue.example",
      },
    },
  },
  "GET /api/negotiations/:showId": {
    summary: "Read a negotiation",
    description:
      "One show's negotiation and its timeline of moves and contacts. Crew and artists read the money and notes as hidden.",
  },
  "PATCH /api/negotiations/:showId": {
    summary: "Change a negotiation's contact and notes",
    description:
      "Saves the promoter contact and the notes; fields left out stay as they are. Answers the negotiation with its timeline.",
    example: { body: { contactPhone: "+1 312 555 0199", notes: "Wants a Thursday if possible" } },
  },
  "POST /api/negotiations/:showId/transitions": {
    summary: "Move a negotiation",
    description: `Moves the show to another status: pending, hold (with a rank and expiry), challenge (with a deadline and who challenges), confirmed, released or declined, with an optional note on the timeline. ${HOLD_RULES}`,
    errors: ["conflict", "date_conflict"],
    example: { body: { to: "confirmed", note: "Offer signed by the promoter" } },
  },
  "POST /api/negotiations/:showId/contacts": {
    summary: "Log a contact",
    description:
      "Adds a contact with the promoter (a call, an email) to the negotiation's timeline.",
    example: { body: { note: "Called Dana: waiting on the radius clause" } },
  },
  "POST /api/negotiations/:showId/extend": {
    summary: "Extend a hold",
    description:
      "Pushes a hold's expiry out by `days`, with an optional note on the timeline. A show that is not on hold is 409 `conflict`.",
    errors: ["conflict"],
    example: { body: { days: 7, note: "Promoter asked for another week" } },
  },
  "POST /api/negotiations/:showId/deal": {
    summary: "Add a guarantee deal",
    description:
      "Records a guarantee deal at the show's agreed fee (the board's no-deal suggestion), so Finances and contracts have one to work from. Answers the negotiation with its timeline; a show that cannot take a deal (not confirmed, released) answers 404 like a missing one.",
  },
  "POST /api/negotiations/:showId/dismissals": {
    summary: "Dismiss a suggestion",
    description:
      "Hides the board's current suggestion of `rule` for this show (expiring-hold, open-challenge, no-deal, date-conflict, leftover-hold, stale), with an optional reason; it comes back if the show's data changes. A suggestion that is not on the board now is 404.",
    example: { body: { rule: "expiring-hold", reason: "Already spoke to the promoter" } },
  },
};

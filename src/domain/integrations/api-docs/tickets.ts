import type { RouteDocs } from "./route-doc";

/** Crew and artists' reading of counts, said once for every answer that carries them. */
const WHO_READS =
  "Gross is money: crew and artists read it as hidden, and read sold, comps, capacity and pace as hidden too unless the owner lets them see counts (`/api/ticket-settings`).";

/** The tickets area's public routes, as the API's description tells them (route-doc.ts). */
export const TICKETS_DOCS: RouteDocs = {
  // Counts and pace.
  "GET /api/tickets": {
    summary: "List upcoming shows' ticket counts",
    description: `Every confirmed show from a week ago on, across tours, with its capacity (the deal's, else the venue's), current sold, comps and gross (each tier's latest count, summed), and its pace against the tour's other shows (ahead, on-pace, behind, unknown). ${WHO_READS}`,
  },
  "GET /api/tours/:tourId/tickets": {
    summary: "List a tour's ticket counts",
    description: `Each show of the tour with its capacity, current counts and pace. ${WHO_READS}`,
  },
  "GET /api/tours/:tourId/tickets/:showId": {
    summary: "Read a show's ticket counts",
    description: `One show's current count per tier, every count reported (its time, source and seller), its sales curve by days out, and the tour's other curves and median pace for comparison. ${WHO_READS}`,
  },
  "POST /api/tours/:tourId/tickets/:showId": {
    summary: "Report a show's ticket count",
    description:
      "Records today's figures per tier (a tier left unnamed is General admission; each tier once), kept beside earlier counts so the history stays. A count over capacity is kept and flagged, never refused; a gross with more decimals than the show's currency is refused by field. Answers the show's counts; raises the `ticket_count.reported` webhook event.",
    example: {
      body: {
        tiers: [
          { tier: "General admission", sold: 812, comps: 24, gross: "36540.00" },
          { tier: "Balcony", sold: 148, comps: 6, gross: "8140.00" },
        ],
      },
    },
  },
  "DELETE /api/tours/:tourId/tickets/:showId/counts/:countId": {
    summary: "Delete a ticket count",
    description:
      "Deletes one reported count (a typo); the show's current figure falls back to each tier's previous count. Answers its id.",
  },

  // The promoter's links.
  "GET /api/tours/:tourId/tickets/:showId/links": {
    summary: "List a show's ticket count links",
    description:
      "The show's promoter links, newest first, with their recipient, reminders, expiry and last report (never their token), and `mailConfigured`: whether this server can send mail.",
  },
  "POST /api/tours/:tourId/tickets/:showId/links": {
    summary: "Make a ticket count link",
    description:
      "Makes a link a promoter opens without an account to report the show's count, valid for `days`, or when left out until the end of the day after the show (venue's clock). Its URL is answered this once. With an `email` the link is mailed now (`mail`: sent, no_email, or why not) and reminders go there at 08:00 venue time on the chosen weekdays (0 = Sunday) and, with `dailyLastWeek`, every day of the show's last week.",
    example: {
      body: {
        recipient: "Dana Whitfield, The Fillmore",
        email: "dana@fillmore-booking.example.com",
        reminderWeekdays: [1, 4],
        dailyLastWeek: true,
      },
    },
  },
  "PUT /api/tours/:tourId/tickets/:showId/links/:linkId": {
    summary: "Change a ticket count link's reminders",
    description:
      "Changes the recipient, the email and the reminders; the fields left out stay as they were. The token and the expiry do not change.",
    example: { body: { email: "box-office@thefillmore.example.com", reminderWeekdays: [1] } },
  },
  "DELETE /api/tours/:tourId/tickets/:showId/links/:linkId": {
    summary: "Turn off a ticket count link",
    description:
      "The link stops working for good (410 for the promoter) and sends no more reminders. Answers its id.",
  },

  // Who reads counts.
  "GET /api/ticket-settings": {
    summary: "Read who sees ticket counts",
    description:
      "Whether crew and artists read ticket counts (`crewSeesTicketCounts`). Gross is never theirs either way.",
  },
  "PUT /api/ticket-settings": {
    summary: "Set who sees ticket counts",
    description:
      "The owner lets crew and artists read sold, comps, capacity and pace, or hides them. Answers the setting.",
    example: { body: { crewSeesTicketCounts: true } },
  },

  // Ticketing exports.
  "GET /api/imports/tickets": {
    summary: "List ticketing imports",
    description:
      "The workspace's last 50 ticketing exports taken in, newest first, each with its seller, file name, who imported it and how many counts it still holds (a seller's later file replaces its counts).",
  },
  "GET /api/imports/tickets/mappings": {
    summary: "List remembered column mappings",
    description:
      "The columns the workspace last used for each seller's files; the next file of that seller is read with them unless the query says otherwise.",
  },
  "POST /api/imports/tickets/preview": {
    summary: "Preview a ticketing export import",
    description:
      "The body is the export itself (CSV, TSV or .xlsx from DICE, Eventbrite, See Tickets, Ticketmaster, AXS, Etix or any other; raw bytes, at most 5 MB). Writes nothing: answers how it was read, each show and tier it counts toward, every row's error, and whether this exact file was imported before. The query names the seller and any columns (by index) or formats; anything left out is remembered or guessed. Heavy work: a workspace runs a few at a time.",
    errors: ["payload_too_large"],
    example: {
      query: {
        seller: "eventbrite",
        rowsAre: "orders",
        dateOrder: "mdy",
        fileName: "fillmore-2027-04-12-orders.csv",
      },
    },
  },
  "POST /api/imports/tickets": {
    summary: "Import a ticketing export",
    description:
      "Reads the file as the preview does and writes its counts in one transaction, replacing the seller's earlier imported counts of the shows it covers. The same file again imports nothing (`imported: false`). Refused by field when the date order is ambiguous (send `dateOrder`), when no row counts toward a show, or when rows have errors, unless `skipErrors=true` imports the rest. Heavy work: a workspace runs a few at a time.",
    errors: ["payload_too_large"],
    example: {
      query: {
        seller: "dice",
        dateOrder: "dmy",
        numberFormat: "point",
        fileName: "dice-export-koko-london.csv",
        skipErrors: "true",
      },
    },
  },
  "DELETE /api/imports/tickets/:importId": {
    summary: "Undo a ticketing import",
    description: "Deletes the import and every count it made. Answers its id.",
  },
};

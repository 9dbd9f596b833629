import type { RouteDocs } from "./route-doc";

const TOUR = {
  title: "Spring 2027",
  status: "planning",
  startDate: "2027-03-05",
  endDate: "2027-04-02",
  totalEstimatedCost: 42000,
};
const SHOW = {
  venueMode: "existing",
  venueId: "5b1f3c7e-2a4d-4e8f-9c6b-1d2e3f4a5b6c",
  performanceDate: "2027-03-12",
  venueFee: 3500,
  estimatedTravelCost: 400,
  estimatedAccommodationCost: 260,
  contactName: "Dana Price",
  contactEmail: "dana@thevenue.example",
};
const VENUE = {
  name: "The Blue Room",
  city: "Chicago",
  state: "IL",
  country: "US",
  capacity: 650,
  contactName: "Dana Price",
  email: "dana@thevenue.example",
};
const SHEET =
  "The request's body is the sheet itself (CSV or TSV, at most 5 MB and 10,000 rows), not JSON; the query names the columns by 0-based index (`date=0`, `venue=1`…, `none` for a column the sheet lacks), anything not named is guessed from the header.";

/** The tours area's public routes, as the API's description tells them (route-doc.ts). */
export const TOURS_DOCS: RouteDocs = {
  "GET /api/tours": {
    summary: "List the tours",
    description:
      "Every tour of the workspace with its dates, status and show count. Crew and artists read the money as hidden. Answered with an ETag: send If-None-Match to get 304 while nothing changed.",
  },
  "POST /api/tours": {
    summary: "Create a tour",
    description: "Adds a tour; only `title` is required and the status starts at `planning`.",
    example: { body: TOUR },
  },
  "GET /api/tours/options": {
    summary: "List the tours to choose from",
    description: "Each tour's id and title, for pickers: lighter than the full list.",
  },
  "GET /api/tours/:tourId": {
    summary: "Read a tour with its shows",
    description:
      "The tour, its shows in tour order and, for owners and managers, its money totals from the tour's ledger (the same figures as Finances). A tour of another workspace is 404.",
  },
  "PUT /api/tours/:tourId": {
    summary: "Replace a tour",
    description: "Saves the tour's title, status, dates and estimated cost as sent.",
    example: { body: { ...TOUR, status: "active" } },
  },
  "DELETE /api/tours/:tourId": {
    summary: "Delete a tour",
    description: "Removes the tour with its shows and everything under them, and answers its id.",
  },
  "GET /api/tours/:tourId/shows": {
    summary: "List a tour's shows",
    description:
      "The tour's shows in tour order with venue, date, status and fees; crew and artists read the fees as hidden.",
  },
  "POST /api/tours/:tourId/shows": {
    summary: "Add a show to a tour",
    description:
      "Adds a show at an existing venue (`venueId`) or a new one (`venueMode: new`), and starts its negotiation as pending, hold or confirmed, with the same rules as the HCC Manager. Confirming on a night that already has a confirmed show answers 409 `date_conflict` unless `override` is true; `widenTour` stretches the tour's dates to the show's.",
    errors: ["conflict", "date_conflict"],
    example: { body: { ...SHOW, status: "hold", holdRank: 1, holdExpiry: "2027-02-01T18:00:00Z" } },
  },
  "PUT /api/tours/:tourId/shows/order": {
    summary: "Reorder a tour's shows",
    description:
      "Sets the tour order: `showIds` must list every show of the tour exactly once (else 400 naming `showIds`).",
    example: {
      body: {
        showIds: ["0f4e6d2a-1b3c-4d5e-8f9a-0b1c2d3e4f5a", "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"],
      },
    },
  },
  "PUT /api/tours/:tourId/shows/:showId": {
    summary: "Change a show",
    description:
      "Saves the show's venue, date, fees and contact. The status is not changed here (use the negotiation's transitions); moving a confirmed show onto a night with another confirmed show answers 409 `date_conflict` unless `override` is true.",
    errors: ["conflict", "date_conflict"],
    example: { body: { ...SHOW, performanceDate: "2027-03-13" } },
  },
  "DELETE /api/tours/:tourId/shows/:showId": {
    summary: "Delete a show",
    description:
      "Removes the show and everything under it (its deal, advance, guest list), and answers its id.",
  },
  "GET /api/tours/:tourId/route": {
    summary: "Read a tour's route",
    description:
      "The drive between the tour's shows in order: each leg's distance and time, and the road's estimated costs (fuel, tolls, fares, per diems, hotels) from the tour's road settings. Crew and artists read the costs as hidden.",
  },
  "PUT /api/tours/:tourId/route/settings": {
    summary: "Change a tour's road settings",
    description:
      "The figures the route's costs are estimated from (mileage, fuel price, per diem, party size, rooms, speed, tolls and fares per leg) and the workspace's distance unit; answers the route as recomputed. `inBudget` puts the road's estimate in the tour's budget.",
    example: {
      body: {
        milesPerGallon: 12,
        fuelPricePerGallon: 4.1,
        perDiem: 45,
        partySize: 6,
        hotelRatePerRoom: 140,
        rooms: 3,
        averageMph: 55,
        unit: "mi",
      },
    },
  },
  "GET /api/venues": {
    summary: "List the venues",
    description: "The workspace's venue directory: name, city, country, capacity and contact.",
  },
  "POST /api/venues": {
    summary: "Add a venue",
    description:
      "Adds a venue to the directory; only `name` is required. The country is a two-letter code (US by default); latitude and longitude place it on the route's map.",
    example: { body: VENUE },
  },
  "GET /api/venues/:venueId": {
    summary: "Read a venue",
    description: "One venue of the directory. A venue of another workspace is 404.",
  },
  "PUT /api/venues/:venueId": {
    summary: "Replace a venue",
    description: "Saves the venue as sent; fields left out are cleared.",
    example: { body: { ...VENUE, capacity: 700 } },
  },
  "DELETE /api/venues/:venueId": {
    summary: "Delete a venue",
    description: "Removes the venue from the directory and answers its id.",
  },
  "GET /api/exports/shows.csv": {
    summary: "Export every show as CSV",
    description:
      "Every show of the workspace in the columns the show import reads, so the sheet imports back to the same shows. One export runs at a time per workspace.",
  },
  "POST /api/imports/shows/preview": {
    summary: "Preview a show import",
    description: `Reads a booking sheet and writes nothing: answers how it was read and each row as new, already there or an error. ${SHEET}`,
    errors: ["payload_too_large"],
    example: { query: { date: "0", venue: "1", city: "2", fee: "3", dateOrder: "mdy" } },
  },
  "POST /api/imports/shows": {
    summary: "Import shows from a sheet",
    description: `Writes every new row of the sheet (tours, venues and shows) in one transaction, or nothing. A sheet whose dates could be day-first or month-first is refused (400 naming \`dateOrder\`) until the query says which. ${SHEET}`,
    errors: ["payload_too_large"],
    example: { query: { date: "0", venue: "1", city: "2", fee: "3", dateOrder: "mdy" } },
  },
};

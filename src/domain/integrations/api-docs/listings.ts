import type { RouteDocs } from "./route-doc";

/** The listings area's public routes, as the API's description tells them (route-doc.ts). */
export const LISTINGS_DOCS: RouteDocs = {
  "GET /api/listings": {
    summary: "Read the public dates page and its shows",
    description:
      "The act's public dates page settings (null before it is first saved), a free address and title to suggest, and the upcoming shows with each one's listing (announce time, on-sale time, ticket link, support acts, hidden).",
  },
  "PUT /api/listings/page": {
    summary: "Save the public dates page",
    description:
      "Turns the page on or off and sets its address (`slug`, /dates/<slug>) and title. An address another act has is 400 naming `slug`; the page serves the change at once, under the old address and the new.",
    example: {
      body: { enabled: true, slug: "the-midnight-owls", title: "The Midnight Owls — live" },
    },
  },
  "GET /api/listings/slug": {
    summary: "Check a page address",
    description:
      "Whether an address is free for the dates page: answers it normalized, `available`, and the reason when it is not (too short, reserved, taken).",
    example: { query: { slug: "the-midnight-owls" } },
  },
  "PUT /api/listings/shows/:showId": {
    summary: "Change a show's public listing",
    description:
      "What fans see of one show: its time zone, when it is announced and goes on sale (local times), the show time, ticket link, sold out, event name, support acts, or hidden from the page. A show of another workspace is 404.",
    example: {
      body: {
        timeZone: "America/Chicago",
        announceLocal: "2027-01-10T10:00",
        onSaleLocal: "2027-01-17T10:00",
        startTime: "20:00",
        ticketUrl: "https://tickets.example/blue-room-0312",
        soldOut: false,
        supportActs: ["June Lake"],
      },
    },
  },
  "POST /api/listings/announce": {
    summary: "Announce shows now",
    description:
      "Sets the announce time of the listed shows (up to 500) to now, so they appear on the public page and in the listings uploads at once. Answers how many were announced; an id that is not a show of the workspace is 400 naming it.",
    example: { body: { showIds: ["0f4e6d2a-1b3c-4d5e-8f9a-0b1c2d3e4f5a"] } },
  },
  "GET /api/listings/bandsintown.csv": {
    summary: "Download a Bandsintown upload",
    description:
      "One part (50 shows, `part` from 1) of the Bandsintown bulk upload of the upcoming, announced, confirmed shows. A part past the last answers 404 saying how many there are.",
    errors: ["not_found"],
    example: { query: { part: "1" } },
  },
  "GET /api/listings/bandsintown.zip": {
    summary: "Download every Bandsintown upload as a zip",
    description: "All the Bandsintown upload's parts, one CSV each, in one zip.",
  },
  "GET /api/listings/songkick.csv": {
    summary: "Download the Songkick upload",
    description:
      "The Songkick bulk upload of the upcoming, announced, confirmed shows, as one CSV.",
  },
};

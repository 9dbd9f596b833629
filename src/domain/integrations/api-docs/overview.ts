import type { RouteDocs } from "./route-doc";

/** The overview area's public routes, as the API's description tells them (route-doc.ts). */
export const OVERVIEW_DOCS: RouteDocs = {
  "GET /api/overview": {
    summary: "Read the workspace at a glance",
    description:
      "The dashboard's figures in one answer: tour and show counts, revenue and costs, progress, the most recent tours and upcoming shows behind their ticket pace. Crew and artists read the money as hidden. Answered with an ETag: send If-None-Match to get 304 while nothing changed.",
  },
  "GET /api/exports/tours.csv": {
    summary: "Export every tour as CSV",
    description:
      "Every tour of the workspace, one row each, streamed as a CSV download. `venues=1` adds each tour's venues; `financial=1` adds its money columns. One export runs at a time per workspace: another answers 429 until it finishes.",
    example: { query: { venues: "1", financial: "1" } },
  },
  "GET /api/exports/tours.json": {
    summary: "Export every tour as JSON",
    description:
      "Every tour of the workspace as a JSON array, streamed as a download, with the same `venues` and `financial` options as the CSV. One export runs at a time per workspace.",
    example: { query: { venues: "1", financial: "0" } },
  },
  "GET /api/exports/tours.pdf": {
    summary: "Export every tour as a PDF report",
    description:
      "A printable report of every tour. With `financial=1` each show's money is its deal's figure (else the offer), converted to the home currency, and lodging counts the road's hotel nights once. One export runs at a time per workspace.",
    example: { query: { venues: "1", financial: "1" } },
  },
  "POST /api/exports/drive": {
    summary: "Send an export to Google Drive",
    description:
      "Reserved for saving an export to Google Drive. This server is not set up with Google, so it always answers 501 `not_configured`; download the export instead.",
    errors: ["not_configured"],
    example: { body: { format: "csv", includeVenues: true, includeFinancial: false } },
  },
};

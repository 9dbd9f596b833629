import type { RouteDocs } from "./route-doc";

const TOUR_ID = "8816c3d4-0555-46d0-9b9e-58ede8b0c0ed";
const PARTNER_ID = "21e7409b-fa48-4b03-8c51-595df5a5fa1c";
const DESIGN_ID = "23ee5f1d-d737-4a0f-b5b6-9b90cfab00a0";

/** A design project as a request sends it (POST and PUT take the same body). */
const PROJECT = {
  title: "Spring 2027 tour poster",
  kind: "poster",
  tourId: TOUR_ID,
  partnerId: PARTNER_ID,
  dueDate: "2027-02-12",
  brief: "Two-colour risograph, A2. Every UK date with venue and city; space for a support act.",
};

/** A print shop as a request sends it. */
const PARTNER = {
  name: "Inkwell Print Co.",
  kind: "print-shop",
  contactName: "Priya Shah",
  email: "orders@inkwellprint.co.uk",
  website: "inkwellprint.co.uk",
  notes: "Screen print minimum 50 per design; 10 working days.",
};

/** A product on sale, in pounds, with its sizes and their stock. */
const PRODUCT = {
  name: "Harbour Lights tour tee",
  type: "t-shirt",
  status: "ready",
  designProjectId: DESIGN_ID,
  partnerId: PARTNER_ID,
  price: "25.00",
  unitCost: "8.40",
  currency: "GBP",
  variants: [
    { label: "S", stock: 40 },
    { label: "M", stock: 80 },
    { label: "L", stock: 80 },
    { label: "XL", stock: 40 },
  ],
};

/** The merch area's public routes, as the API's description tells them (route-doc.ts). */
export const MERCH_DOCS: RouteDocs = {
  "GET /api/merch/overview": {
    summary: "Read the merch overview",
    description:
      "Design projects by status, products ready against all products, low-stock variants, projects due this week, top sellers, the next show, and totals sold with the gross per currency (never added across currencies). Owners and managers only.",
  },
  "GET /api/merch/sales": {
    summary: "List merch sales per show and tour",
    description:
      "Every show's merch night added up (in, sold, comps, gross per currency, sell-through) and each tour's sell-through. Owners and managers only.",
  },
  "GET /api/merch/storage": {
    summary: "Read the artwork storage used",
    description:
      "The bytes the workspace's stored files take (artwork proofs, receipts and shows' files share one storage) and its limit. Owners and managers only.",
  },
  "GET /api/merch/exports/inventory.csv": {
    summary: "Download the inventory as CSV",
    description:
      "Every product's variants as a CSV file (text/csv, `merch-inventory-<date>.csv`): type, status, variant, stock, sold, price, unit cost, margin, low stock and currency. Owners and managers. One download at a time per account (429 while another is being sent).",
  },
  "GET /api/merch/exports/sales.csv": {
    summary: "Download merch sales as CSV",
    description:
      "A row per show that counted merch (text/csv, `merch-sales-<date>.csv`): date, tour, venue, in, sold, comps, gross, sell-through and currency; a show that sold from two price lists has one more line per currency with its gross alone. Owners and managers. One download at a time per account (429 otherwise).",
  },
  "GET /api/merch/partners": {
    summary: "List merch partners",
    description:
      "Designers and print shops with their contact details and how many projects and products each is linked to. Owners and managers only.",
  },
  "POST /api/merch/partners": {
    summary: "Add a merch partner",
    description:
      "Creates a designer, print shop or other partner and answers it (201). A website typed without a scheme is kept as https; only http(s) addresses are taken.",
    example: { body: PARTNER },
  },
  "PUT /api/merch/partners/:partnerId": {
    summary: "Replace a merch partner's details",
    description: "Replaces the partner's details (fields left out are cleared) and answers it.",
    example: { body: { ...PARTNER, contactName: "Sam Okafor" } },
  },
  "DELETE /api/merch/partners/:partnerId": {
    summary: "Delete a merch partner",
    description:
      "Deletes the partner and answers its id; its products only lose the link. A partner with design projects needs `projects`: `keep` leaves them without a partner, `delete` removes them with their proofs and thread; without it the answer is 409 on `projects` saying how many there are.",
    errors: ["conflict"],
    example: { query: { projects: "keep" } },
  },
  "GET /api/merch/projects": {
    summary: "List design projects",
    description:
      'Posters, shirts, album art and social assets with their status in the review flow, tour, partner, due date, number of proofs and cover thumbnail. Owners, managers and artists; artists read the brief as hidden (`{"hidden": true}`).',
  },
  "POST /api/merch/projects": {
    summary: "Start a design project",
    description:
      "Creates a project in the pending status, its first entry in the review thread, and answers it (201). The tour and partner must be the workspace's own (400 naming the field). A workspace holds at most 1,000 design projects. Owners and managers.",
    errors: ["limit_reached"],
    example: { body: PROJECT },
  },
  "GET /api/merch/projects/:projectId": {
    summary: "Read a design project",
    description:
      'The project with its review thread (every move, its comment and author) and its proofs (name, type, size, dimensions, whether it has a thumbnail). Owners, managers and artists; artists read the brief as hidden (`{"hidden": true}`).',
  },
  "PUT /api/merch/projects/:projectId": {
    summary: "Change a design project",
    description:
      "Replaces the title, kind, tour, partner, due date and brief (fields left out are cleared) and answers the project; its status moves only through /moves. The tour and partner must be the workspace's own. Owners and managers.",
    example: { body: { ...PROJECT, dueDate: "2027-02-19" } },
  },
  "DELETE /api/merch/projects/:projectId": {
    summary: "Delete a design project",
    description:
      "Deletes the project with its proofs and review thread, and answers its id; products made from it lose the link. Owners and managers.",
  },
  "POST /api/merch/projects/:projectId/moves": {
    summary: "Move a design project through review",
    description:
      "Moves the project along the review flow (pending → in-review → approved or back to pending with requested changes; approved → completed), records the move in its thread and answers the project. Artists may only approve (403 for any other move); requesting changes needs a `comment` (400); a move the current status does not allow, perhaps because someone moved it first, is 409 on `to`.",
    errors: ["conflict"],
    example: {
      body: { to: "pending", comment: "Leeds is missing, and the dates need to be larger." },
    },
  },
  "POST /api/merch/projects/:projectId/files": {
    summary: "Upload a proof to a design project",
    description:
      "The raw file is the request body (not a multipart form) and `?name=` its file name. PNG, JPEG, WebP or PDF, told by the file's content rather than its name, at most 10 MB; an image must decode and stay under 50 megapixels, and gets a 320 px thumbnail. Any other file is 400 on `file`. Answers the file (201). Refused when the workspace's artwork storage cannot take it (413 `storage_full`) or it holds 2,000 files. Owners and managers.",
    errors: ["validation", "payload_too_large", "storage_full", "limit_reached"],
  },
  "GET /api/merch/files/:fileId": {
    summary: "Download a proof",
    description:
      "The proof's bytes in its own type: images inline, PDFs as an attachment, always served sandboxed (no script runs, no type sniffing). Owners, managers and artists.",
  },
  "GET /api/merch/files/:fileId/thumbnail": {
    summary: "Download a proof's thumbnail",
    description:
      "A WebP image at most 320 px on its longer side. A proof without one (a PDF) is 404. Owners, managers and artists.",
  },
  "DELETE /api/merch/files/:fileId": {
    summary: "Delete a proof",
    description:
      "Deletes the proof and its bytes, freeing its storage, and answers its id. Owners and managers.",
  },
  "GET /api/merch/products": {
    summary: "List merch products",
    description:
      "Products with their type, status, design, partner, price and unit cost in the product's currency, and each variant's stock and units sold. Owners and managers only.",
  },
  "POST /api/merch/products": {
    summary: "Add a merch product",
    description:
      "Creates a product with 1 to 20 variants and answers it (201). The currency left out is the home currency; amounts with more decimals than it has are 400. The design must be the workspace's and approved or completed, the partner the workspace's (400 naming the field). A workspace holds at most 1,000 products.",
    errors: ["limit_reached"],
    example: { body: PRODUCT },
  },
  "PUT /api/merch/products/:productId": {
    summary: "Replace a merch product",
    description:
      "Replaces the product and its variant list and answers it. Variants sent with their `id` keep their show counts; new ones have none; a variant left out is removed, unless shows have counted it (409 on `variants`: set its stock to 0 instead). A currency left out stays; changing it after shows have sold the product is 409 on `currency`. An `id` that is not one of the product's variants is 400.",
    errors: ["conflict"],
    example: {
      body: {
        ...PRODUCT,
        price: "28.00",
        variants: [
          { id: "9a4cb244-f4b3-4980-bc3f-b314b9baf46c", label: "S", stock: 12 },
          { id: "82e133a9-2948-498f-a19a-904a3ee9282c", label: "M", stock: 31 },
          { id: "8254174d-dd1d-4372-b6df-a60249927760", label: "L", stock: 27 },
          { id: "096460c0-2e4c-477a-b9c5-cc8b394affe2", label: "XL", stock: 9 },
          { label: "XXL", stock: 24 },
        ],
      },
    },
  },
  "DELETE /api/merch/products/:productId": {
    summary: "Delete a merch product",
    description:
      "Deletes the product with its variants and every show's counts of them (those nights' sales go from the sales figures too), and answers its id. Owners and managers.",
  },
  "GET /api/merch/shows/:showId/counts": {
    summary: "Read a show's merch count sheet",
    description:
      'Every variant of the products on sale (not drafts), plus any variant this show has counted, with its stock now and the show\'s count (in, out, comps) or null. Every role, crew included; crew and artists read each price as hidden (`{"hidden": true}`).',
  },
  "PUT /api/merch/shows/:showId/counts": {
    summary: "Save a show's merch counts",
    description:
      "Saves what went to the table, came back and was given away per variant (out plus comps no more than in); only the variants sent change, and a row of zeros removes that variant's count. Stock follows: the previous count's units go back, the new one's come off; a count that would take stock below 0 is 409 on `counts`, and a variant not of the workspace is 400. The night's price is kept with a new count. Answers the sheet, shaped as the read is. Every role, crew included.",
    errors: ["conflict"],
    example: {
      body: {
        counts: [
          { variantId: "9a4cb244-f4b3-4980-bc3f-b314b9baf46c", countIn: 12, countOut: 3, comps: 1 },
          { variantId: "82e133a9-2948-498f-a19a-904a3ee9282c", countIn: 24, countOut: 9, comps: 0 },
          {
            variantId: "8254174d-dd1d-4372-b6df-a60249927760",
            countIn: 24,
            countOut: 11,
            comps: 2,
          },
        ],
      },
    },
  },
};

import type { RouteDocs } from "./route-doc";

/** The show the examples name (a UUID, as the schemas take). */
const SHOW_ID = "3f6c1e2a-8b4d-4c7e-9a51-2d0e7b9c4f18";

/** The finances area's public routes, as the API's description tells them (route-doc.ts). */
export const FINANCES_DOCS: RouteDocs = {
  // The tour's money at a glance and its rows.
  "GET /api/tours/:tourId/finance": {
    summary: "Read a tour's finance overview",
    description:
      'Everything the tour\'s finance cards show in one answer: revenue, expenses and net (anticipated and actual, in the home currency), each show\'s deal and settlement, budgets against spending, and the lines the ledger builds from deals, the itinerary, rider provisions and campaigns. A line left out of the totals for want of a rate (`currency.unconverted`) keeps its `label` in English; one the app names itself (a person\'s pay, a count of the float) also carries `facts` to word it in any language: `{ kind: "party", person, payment }` or `{ kind: "float", short, currency }`. Owners and managers only.',
  },
  "GET /api/tours/:tourId/financials": {
    summary: "List a tour's financial rows",
    description:
      "The hand-entered revenue and expense rows of the tour, each with its currency, anticipated and actual amounts, its show and day, and its receipt's name when one is attached. Deals, travel and lodging are not rows: the overview adds them from their own records.",
  },
  "POST /api/tours/:tourId/financials": {
    summary: "Add a financial row",
    description:
      "Adds a revenue or expense row to the tour. The category must be one of the type's list; `currency` left out is the home currency, and amounts may have no more decimals than it has. A `rate` on a row in the home currency, or a `showId` of another tour, is refused by field; a tour holds a limited number of rows.",
    errors: ["limit_reached"],
    example: {
      body: {
        type: "expense",
        category: "Van rental",
        amountAnticipated: "1850.00",
        amountActual: "1920.50",
        isFinalized: true,
        date: "2027-04-12",
        showId: SHOW_ID,
        description: "Sprinter van, 6 days, from Bay Area Vans",
        currency: "USD",
      },
    },
  },
  "PUT /api/tours/:tourId/financials/:id": {
    summary: "Change a financial row",
    description:
      "Replaces the row's fields with the body. Left out, `currency` keeps the row's own and `roadKey` the road line it replaces; the same checks as a new row apply. A finalized row needs its actual amount.",
    example: {
      body: {
        type: "revenue",
        category: "Sponsorship",
        amountAnticipated: "2500.00",
        amountActual: "2500.00",
        isFinalized: true,
        date: "2027-05-02",
        description: "Local brewery sponsorship, Manchester show",
        currency: "GBP",
        rate: "1.2650",
      },
    },
  },
  "DELETE /api/tours/:tourId/financials/:id": {
    summary: "Delete a financial row",
    description: "Deletes the row and its receipt. Answers the deleted row's id.",
  },
  "GET /api/tours/:tourId/financials/:id/receipt": {
    summary: "Download a row's receipt",
    description:
      "The receipt's bytes with its stored type: an image inline, a PDF as an attachment. Answers 404 when the row has no receipt.",
  },
  "PUT /api/tours/:tourId/financials/:id/receipt": {
    summary: "Attach a receipt to a row",
    description:
      "The body is the file itself (raw bytes, not multipart/form-data), its name in the `name` query parameter. A PDF or an image (PNG, JPEG, WebP) up to 10 MB, its type read from its bytes; any other file is refused by the `file` field. Replaces the row's earlier receipt and counts against the workspace's file storage.",
    errors: ["validation", "payload_too_large", "storage_full"],
  },
  "DELETE /api/tours/:tourId/financials/:id/receipt": {
    summary: "Remove a row's receipt",
    description:
      "Deletes the receipt and frees its storage; the row stays. Answers 404 when the row has no receipt.",
  },
  "GET /api/tours/:tourId/financials.csv": {
    summary: "Download a tour's ledger as CSV",
    description:
      "Every line of the tour's ledger (rows, deals, travel, lodging, rider provisions, campaigns) as a CSV file: each amount in the home currency, beside the amount, currency and rate it was entered with. One download at a time per person: another while one is being sent answers 429.",
  },
  "GET /api/tours/:tourId/pnl.pdf": {
    summary: "Download a tour's profit and loss as PDF",
    description:
      "The tour's profit and loss statement as a PDF, in the home currency, dated today. One download at a time per person: another while one is being sent answers 429.",
  },

  // Currencies.
  "GET /api/currency": {
    summary: "Read the home currency and exchange rates",
    description:
      "The workspace's home currency, its typed rates (newest first) and what uploaded rate files cover (days, first and last day, currencies). Rates are not secret: every member reads them.",
  },
  "PUT /api/currency/home": {
    summary: "Set the home currency",
    description:
      "Sets the currency every total is converted to. The owner only. Answers the currency settings; every money answer of the workspace changes with it.",
    example: { body: { homeCurrency: "GBP" } },
  },
  "POST /api/currency/rates": {
    summary: "Type an exchange rate",
    description:
      "Records 1 `currency` = `rate` in the home currency on a day; typing one again for the same currency and day replaces it. A rate for the home currency itself is refused by field.",
    example: { body: { currency: "EUR", rate: "0.8560", on: "2027-04-20" } },
  },
  "DELETE /api/currency/rates/:id": {
    summary: "Delete an exchange rate",
    description:
      "Deletes one rate by its id (GET /api/currency lists the typed ones). Answers its id.",
  },
  "POST /api/currency/uploaded": {
    summary: "Upload an exchange rate file",
    description:
      "The body is the file itself (raw bytes, not multipart/form-data): the European Central Bank's eurofxref.csv or eurofxref-hist.csv, at most 5 MB. Its rates are read in the background and stored; a file that cannot be read is refused by the `file` field. Answers how many rates, days and currencies were taken and how many cells skipped. Heavy work: a workspace runs a few at a time.",
    errors: ["validation", "payload_too_large"],
  },
  "DELETE /api/currency/uploaded": {
    summary: "Forget uploaded exchange rates",
    description:
      "Deletes every rate that came from an uploaded file; typed rates stay. Answers the currency settings.",
  },

  // Budgets.
  "GET /api/tours/:tourId/budgets": {
    summary: "List a tour's budgets",
    description: "The tour's budget per expense category (Travel and Lodging included).",
  },
  "PUT /api/tours/:tourId/budgets": {
    summary: "Set a category's budget",
    description:
      "Sets the budget of one expense category, replacing the one it had. The overview compares it with anticipated and actual spending.",
    example: { body: { category: "Fuel", amount: "3200.00" } },
  },
  "DELETE /api/tours/:tourId/budgets/:id": {
    summary: "Delete a budget",
    description: "Removes a category's budget. Answers its id.",
  },

  // Deals and settlements.
  "GET /api/tours/:tourId/deals": {
    summary: "List a tour's deals",
    description:
      "Each show's revenue deal: its type and terms, currency and rate, projected payout, and its settlement once settled (tickets sold, gross, expenses, final payout, paid or not).",
  },
  "POST /api/tours/:tourId/deals": {
    summary: "Add a show's deal",
    description:
      "Records the deal of one confirmed show of the tour: a guarantee, a door split, a versus deal or a percentage of net, with the terms its formula needs and what comes off the payout (commissions, withholding, merch split). Left out, the currency is the home one. A show that is not confirmed, or already has a deal, is refused with 409.",
    errors: ["conflict"],
    example: {
      body: {
        showId: SHOW_ID,
        dealType: "versus",
        guaranteeAmount: "7500.00",
        artistSharePercent: "85",
        ticketPrice: "45.00",
        capacity: 1150,
        expectedAttendance: 1000,
        expectedExpenses: "12000.00",
        agentCommissionPercent: "10",
        managerCommissionPercent: "15",
        managerCommissionBasis: "net",
        depositReceived: "3750.00",
        currency: "USD",
      },
    },
  },
  "PUT /api/tours/:tourId/deals/:id": {
    summary: "Change a deal",
    description:
      "Replaces the deal's terms; a settled deal keeps its settlement, its payout worked out again by the new terms. Left out, `currency` and `rate` stay as they were; changing the currency drops the settlement's rate. Moving the deal to a show that is not confirmed, or that has a deal, is refused with 409.",
    errors: ["conflict"],
    example: {
      body: {
        showId: SHOW_ID,
        dealType: "guarantee",
        guaranteeAmount: "6000.00",
        capacity: "800",
        agentCommissionPercent: "10",
        withholdingPercent: "20",
        currency: "GBP",
        rate: "1.2710",
      },
    },
  },
  "DELETE /api/tours/:tourId/deals/:id": {
    summary: "Delete a deal",
    description:
      "Deletes the deal and its settlement; the show's money leaves the ledger. Answers its id.",
  },
  "PUT /api/tours/:tourId/deals/:id/settlement": {
    summary: "Settle a deal",
    description:
      "Records what the show did; the final payout follows from the deal's formula, never typed. More tickets than the capacity, or a show not yet played, is refused by field unless the body confirms it (`confirmOverCapacity`, `confirmBeforeShow`). A paid settlement needs its payout date. Raises the `deal.settled` webhook event.",
    example: {
      body: {
        ticketsSold: 1087,
        grossReceipts: "48915.00",
        showExpenses: "11250.00",
        isPaid: true,
        paidOn: "2027-04-13",
      },
    },
  },
  "DELETE /api/tours/:tourId/deals/:id/settlement": {
    summary: "Reopen a settled deal",
    description:
      "Clears the settlement (a settlement entered by mistake): figures, payout, paid state and settlement rate. Answers the deal, unsettled.",
  },
  "GET /api/tours/:tourId/deals/:id/settlement/pdf": {
    summary: "Download a deal's settlement as PDF",
    description:
      "The show's settlement sheet as a PDF; a deal in another currency also prints its home-currency equivalent and the rate used. One download at a time per person: another while one is being sent answers 429.",
  },

  // Rider provisions.
  "GET /api/tours/:tourId/rider-provisions": {
    summary: "List a tour's rider provisions",
    description:
      "The technical and hospitality items per show, each with its estimated value and currency, and whether the venue provides it and it was fulfilled.",
  },
  "POST /api/tours/:tourId/rider-provisions": {
    summary: "Add a rider provision",
    description:
      "Adds an item to a show of the tour (another tour's show is refused by field). An item the venue provides counts as a saving in the ledger: anticipated until fulfilled.",
    example: {
      body: {
        showId: SHOW_ID,
        provisionType: "hospitality",
        description: "Hot meal for 8 after soundcheck",
        estimatedValue: "240.00",
        currency: "USD",
        isProvidedByVenue: true,
      },
    },
  },
  "PUT /api/tours/:tourId/rider-provisions/:id": {
    summary: "Change a rider provision",
    description:
      "Replaces the item's fields; left out, the currency stays as it was. Another tour's show is refused by field.",
    example: {
      body: {
        showId: SHOW_ID,
        provisionType: "technical",
        description: "2 × wedge monitors on separate mixes",
        estimatedValue: "150.00",
        isProvidedByVenue: true,
        isFulfilled: true,
      },
    },
  },
  "DELETE /api/tours/:tourId/rider-provisions/:id": {
    summary: "Delete a rider provision",
    description: "Deletes the item. Answers its id.",
  },

  // The financial import.
  "POST /api/imports/tours/:tourId/financials/preview": {
    summary: "Preview a financial sheet import",
    description:
      "The body is the sheet itself (CSV, TSV or .xlsx, raw bytes, at most 5 MB). Writes nothing: answers how the sheet was read (columns, number format, date order), a summary and each row as it would be imported. The query names columns by index and the defaults; anything left out is guessed. A sheet that cannot be read, or whose columns cannot be found, is a 400 that includes the header. Heavy work: a workspace runs a few at a time.",
    errors: ["payload_too_large"],
    example: {
      query: {
        date: "0",
        description: "1",
        amount: "2",
        numberFormat: "point",
        dateOrder: "mdy",
        entry: "actual",
        expenseCategory: "Production",
        sheetCurrency: "USD",
      },
    },
  },
  "POST /api/imports/tours/:tourId/financials": {
    summary: "Import a financial sheet",
    description:
      "Reads the sheet as the preview does and writes every new row as a financial row of the tour, in one transaction or not at all. Rows already in the tour are not added twice; past the tour's row limit nothing is written. Heavy work: a workspace runs a few at a time.",
    errors: ["payload_too_large", "limit_reached"],
    example: {
      query: {
        date: "0",
        description: "1",
        debit: "2",
        credit: "3",
        numberFormat: "comma",
        dateOrder: "dmy",
        defaultType: "expense",
        sheetCurrency: "EUR",
      },
    },
  },

  // Contracts.
  "GET /api/contract-template": {
    summary: "Read the contract template",
    description:
      "The workspace's contract template (its title and clauses), or the one that ships when none was saved. Roles that do not see money get 404.",
  },
  "PUT /api/contract-template": {
    summary: "Save the contract template",
    description:
      "Replaces the template new contract versions are made from: 1 to 40 clauses, each a heading and text whose placeholders are among {{artist}} {{promoter}} {{venue}} {{city}} {{date}} {{guarantee}} {{deposit}} (an unknown one is refused). Versions already made keep their text.",
    example: {
      body: {
        title: "Artist Performance Agreement",
        clauses: [
          {
            heading: "Engagement",
            body: "{{promoter}} engages {{artist}} to perform at {{venue}}, {{city}}, on {{date}}.",
          },
          {
            heading: "Compensation",
            body: "The Promoter pays a guarantee of {{guarantee}}, less the deposit of {{deposit}} already received.",
          },
        ],
      },
    },
  },
  "POST /api/contract-template/reset": {
    summary: "Reset the contract template",
    description: "Puts back the template that ships. Answers it.",
  },
  "GET /api/tours/:tourId/contracts": {
    summary: "List a tour's contracts",
    description:
      "Each show's latest contract version and its state (draft, sent, viewed, promoter signed, executed, void, out of date). Crew and artists read the hidden marker instead of the list.",
  },
  "GET /api/tours/:tourId/shows/:showId/contract": {
    summary: "Read a show's contract",
    description:
      "The show's latest contract version with its trail, and whether a new version can be made now (and why not). Roles that do not see money get 404.",
  },
  "POST /api/tours/:tourId/shows/:showId/contract": {
    summary: "Make a contract version",
    description:
      "Makes the next version of the show's contract from the show and its deal as they are now and the workspace's template, and renders its PDF. A show without a deal (or not confirmed) is refused with `no_deal`; a show whose current version still matches its deal with `conflict` (void it, or change the deal, first).",
    errors: ["conflict", "no_deal"],
  },
  "GET /api/contracts/:contractId/pdf": {
    summary: "Download a contract version's PDF",
    description:
      "The version's PDF (the executed, signed file once executed), inline, never cached. The `X-Content-SHA256` header carries its fingerprint.",
  },
  "POST /api/contracts/:contractId/send": {
    summary: "Send a contract to the promoter",
    description:
      "Makes the document again naming the promoter, replaces any earlier link with a new one valid for `expiresInDays` (30 when left out), and emails it to the promoter. Answers the version, the link (shown this once) and whether the mail went. Only a draft, sent or viewed version that is not out of date can be sent.",
    errors: ["conflict"],
    example: {
      body: {
        promoterName: "Dana Whitfield",
        promoterEmail: "dana@fillmore-booking.example.com",
        expiresInDays: 14,
      },
    },
  },
  "POST /api/contracts/:contractId/revoke-link": {
    summary: "Turn off a contract's link",
    description:
      "The promoter's link stops working at once (410 for them); the version keeps its state. The same answer when the link is off already.",
  },
  "POST /api/contracts/:contractId/countersign": {
    summary: "Countersign a contract",
    description:
      "Signs a version the promoter has signed (typed or drawn), which executes it: the signed PDF with its audit trail is stored among the show's files and the `contract.executed` webhook event is raised. A version not signed by the promoter, void, executed already or out of date is refused with 409.",
    errors: ["conflict", "storage_full"],
    example: {
      body: {
        name: "Marisol Reyes",
        signature: { kind: "typed", text: "Marisol Reyes" },
        agree: true,
      },
    },
  },
  "POST /api/contracts/:contractId/void": {
    summary: "Void a contract version",
    description:
      "Voids a version that is not executed; its link stops working. Voiding a void version changes nothing; an executed one is refused with 409.",
    errors: ["conflict"],
  },
};

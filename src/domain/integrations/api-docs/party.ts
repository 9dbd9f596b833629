import type { RouteDocs } from "./route-doc";

/** Why crew and artists read their own tour in the app, not with a token (ADR 0033). */
const SCOPE_NOTE =
  "A token needs a party scope, which only owners and managers may hold, so crew and artists read theirs in the app.";

/** A member of the workspace on the road, paid per show. */
const DRUMMER = {
  userId: "8wQ2kR7nT4vX9pL3mZ6yB1cD5fH0jS2a",
  roadRole: "Drums",
  joinsOn: "2027-03-02",
  leavesOn: "2027-04-18",
  perDiemCurrency: "GBP",
  perDiemShow: "45.00",
  perDiemTravel: "35.00",
  perDiemOff: "30.00",
  payAmount: "250.00",
  payPer: "show",
  payCurrency: "GBP",
};

/** Someone without an account, named by hand, paid per week in their own currency. */
const DRIVER = {
  name: "Dave Kinsella",
  roadRole: "Splitter driver",
  homeCurrency: "EUR",
  joinsOn: "2027-03-09",
  leavesOn: "2027-03-28",
  perDiemShow: "40.00",
  perDiemTravel: "40.00",
  perDiemOff: "40.00",
  payAmount: "1100.00",
  payPer: "week",
  payCurrency: "EUR",
};

/** The party area's public routes, as the API's description tells them (route-doc.ts). */
export const PARTY_DOCS: RouteDocs = {
  "GET /api/tours/:tourId/party": {
    summary: "List a tour's party",
    description:
      "Who is on the tour's road with their days, per diem rates and pay, and each person's lines totalled per currency (total, paid, owed; never added across currencies); the members not yet on the party; the days lines are made for; the home currency; and when the lines were last generated (null before). Owners and managers only.",
  },
  "POST /api/tours/:tourId/party": {
    summary: "Add people to a tour's party",
    description:
      "Adds 1 to 100 people in one transaction, all or none, and answers them (201). A person is a member (`userId`; the name defaults to theirs) or someone without an account (`name`); currencies left out are the workspace's home currency; pay needs `payPer` (show or week). A member already on the party is 409 on `people.<n>.userId`; an account not of the workspace is 400. Once the tour's lines are generated, they follow in the same transaction.",
    errors: ["conflict"],
    example: { body: { people: [DRUMMER, DRIVER] } },
  },
  "PUT /api/tours/:tourId/party/:personId": {
    summary: "Change a person of the party",
    description:
      "Replaces the person's details, days and rates (fields left out are cleared or defaulted) and answers them. Generated lines follow in the same transaction; typed and paid lines are left as they are. Choosing a member already on the party is 409 on `userId`.",
    errors: ["conflict"],
    example: { body: { ...DRUMMER, leavesOn: "2027-04-25", perDiemOff: "35.00" } },
  },
  "DELETE /api/tours/:tourId/party/:personId": {
    summary: "Remove a person from the party",
    description:
      "Removes the person and their lines, and answers their id. Refused (409) while any of their lines is paid (undo those payments first) or while they are the only passenger of a travel leg (change who travels on it first).",
    errors: ["conflict"],
  },
  "POST /api/tours/:tourId/party/generate": {
    summary: "Generate the party's per diems and pay",
    description:
      "Makes a line per person per day for per diems (at the show, travel or off day's rate) and per show or week for pay, over each person's days of the tour, and from then on keeps them in step with every write that moves a day. Lines someone typed or paid are never touched. No body; answers how many lines were added, changed and removed, and the days a typed or paid line already covered. More than 20,000 person-days is refused (409 `limit_reached`: set the tour's or the people's dates first).",
    errors: ["limit_reached"],
  },
  "GET /api/tours/:tourId/party/:personId/statement.pdf": {
    summary: "Download a person's payout statement",
    description:
      "The person's statement as a PDF (`statement-<tour>-<person>.pdf`): their lines, what is paid and owed per currency, their legs and room; the same document they download for themselves. Owners and managers. Made in a worker: too many at once in the workspace answers 429.",
  },
  "GET /api/tours/:tourId/payments": {
    summary: "List a tour's payment lines",
    description:
      "Every line of the tour by day, then person: kind (per diem, wage, fee, advance, buyout), day and its kind, the show it is for, amount and currency, whether generated or typed, and when, by whom and whether from the float it was paid; with totals per currency (total, paid, owed). Owners and managers only.",
  },
  "POST /api/tours/:tourId/payments": {
    summary: "Type a payment line",
    description:
      "Adds a line by hand (201); the generation never touches it. The person must be on this tour's party and the show one of its shows (400 naming the field). A per diem or wage needs a day, and a person has at most one of each a day (409 on `day`).",
    errors: ["conflict"],
    example: {
      body: {
        personId: "096460c0-2e4c-477a-b9c5-cc8b394affe2",
        kind: "fee",
        showId: "6365129e-57c7-4665-9e30-2ff4f7334f79",
        amount: "150.00",
        currency: "GBP",
        note: "Extra rehearsal day before Glasgow",
      },
    },
  },
  "PUT /api/tours/:tourId/payments/:paymentId": {
    summary: "Change a payment line",
    description:
      "Replaces an unpaid line and answers it; an edited generated line becomes typed, so the generation leaves it as it now is. A paid line is changed only after its payment is undone (409); a second per diem or wage for the person's day is 409 on `day`.",
    errors: ["conflict"],
    example: {
      body: {
        personId: "096460c0-2e4c-477a-b9c5-cc8b394affe2",
        kind: "per_diem",
        day: "2027-03-14",
        dayKind: "show",
        showId: "6365129e-57c7-4665-9e30-2ff4f7334f79",
        amount: "60.00",
        currency: "GBP",
        note: "Festival day: catering closed",
      },
    },
  },
  "DELETE /api/tours/:tourId/payments/:paymentId": {
    summary: "Delete a payment line",
    description:
      'Deletes an unpaid typed line. A generated line would come back, so it is kept as a typed line of 0 noted "Skipped" instead: the answer\'s `skipped` says which happened. A paid line is 409 (undo its payment first).',
    errors: ["conflict"],
  },
  "POST /api/tours/:tourId/payments/:paymentId/paid": {
    summary: "Pay a line",
    description:
      "Marks the line paid by the caller now. With `fromFloat: true` the cash comes from the tour manager's float: a payout of the line's amount is taken out of the float of its currency in the same transaction, refused (400 on `amount`, naming what the float holds) when it holds less. A line already paid is 409.",
    errors: ["conflict"],
    example: { body: { fromFloat: true } },
  },
  "DELETE /api/tours/:tourId/payments/:paymentId/paid": {
    summary: "Undo a line's payment",
    description:
      "The line is owed again; a payout it took from the float goes back into it (the first count after it then expected that cash). Answers the line. A line not paid is 409.",
    errors: ["conflict"],
  },
  "GET /api/tours/:tourId/float": {
    summary: "Read the tour manager's float",
    description:
      "The float's balance per currency (drawn, returned, paid out, over or short by the counts, what should be in the envelope now, the last count) and every entry, newest first, with the payee's name on a payout. Owners and managers only.",
  },
  "POST /api/tours/:tourId/float": {
    summary: "Draw, return or count float cash",
    description:
      "Records a draw (cash in), a return (cash out) or a count of the real cash in one currency, and answers the whole float (201). A return beyond what the float should hold, or a draw that would take it past 12 whole digits, is 400 on `amount`; a count stores what should have been there beside what was counted. Payouts are made by paying a line, not here.",
    example: {
      body: {
        kind: "draw",
        currency: "EUR",
        amount: "1500.00",
        note: "Cash from the Paradiso settlement",
      },
    },
  },
  "DELETE /api/tours/:tourId/float/:entryId": {
    summary: "Delete a float entry",
    description:
      "Deletes a draw, return or count and answers its id; the first count after it then expects what is left. Refused (409) when a later balance would fall below 0, or when the entry is a payment's payout (undo that payment instead).",
    errors: ["conflict"],
  },
  "GET /api/my-tours": {
    summary: "List the tours the caller is on",
    description: `The workspace's tours whose party lists the caller, with each tour's first and last day. Every role in the app. ${SCOPE_NOTE}`,
  },
  "GET /api/my-tours/:tourId": {
    summary: "Read the caller's own tour",
    description: `The caller's own person, lines (paid or owed, from the float or not), totals per currency, travel legs and hotel stays with their room; other people appear by name only, never their money. A tour whose party does not list the caller is 404. ${SCOPE_NOTE}`,
  },
  "GET /api/my-tours/:tourId/statement.pdf": {
    summary: "Download the caller's payout statement",
    description: `The caller's own statement as a PDF (\`statement-<tour>-<name>.pdf\`), the one a manager downloads for them. Not on the tour's party: 404. Made in a worker: too many at once in the workspace answers 429. ${SCOPE_NOTE}`,
  },
};

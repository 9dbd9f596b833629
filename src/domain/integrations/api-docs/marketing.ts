import type { RouteDocs } from "./route-doc";

const CAMPAIGN = {
  title: "Spring tour teaser",
  platform: "Instagram",
  status: "active",
  description: "Three short clips from rehearsal",
  budget: "450.00",
  currency: "USD",
  targetReach: 50000,
  startDate: "2027-03-01",
  endDate: "2027-03-21",
  partnerName: null,
  tourId: null,
};

/** The marketing area's public routes, as the API's description tells them (route-doc.ts). */
export const MARKETING_DOCS: RouteDocs = {
  "GET /api/campaigns": {
    summary: "List the campaigns",
    description:
      "Every marketing campaign of the workspace with its platform, status, dates, reach and tour. Artists read the budget as hidden.",
  },
  "POST /api/campaigns": {
    summary: "Create a campaign",
    description:
      "Adds a campaign; only `title` and `platform` are required, the status starts at `planning`. `tourId` must be one of the workspace's tours, and a budget may not have more decimals than its currency allows (both 400, named by field).",
    example: { body: CAMPAIGN },
  },
  "PUT /api/campaigns/:id": {
    summary: "Replace a campaign",
    description:
      "Saves the whole campaign as sent (fields left out take their defaults). The same checks as creating one; a campaign of another workspace is 404.",
    example: { body: { ...CAMPAIGN, status: "completed", actualReach: 61200 } },
  },
  "DELETE /api/campaigns/:id": {
    summary: "Delete a campaign",
    description: "Removes the campaign and answers its id.",
  },
};

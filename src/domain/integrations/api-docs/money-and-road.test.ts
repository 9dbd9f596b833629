import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { countersignSchema, sendSchema } from "../../contracts/contracts";
import { contractTemplateSchema } from "../../contracts/template";
import { homeCurrencySchema, typedRateSchema } from "../../currencies/currency-inputs";
import { budgetInputSchema } from "../../finances/budgets";
import { dealInputSchema, settlementInputSchema } from "../../finances/deals";
import { financialInputSchema } from "../../finances/financials";
import { financialImportQuerySchema } from "../../finances/imports/financial-import-query";
import { riderProvisionInputSchema } from "../../finances/rider-provisions";
import { linkInputSchema } from "../../logistics/advance-links";
import { acceptSchema, itemEditSchema, templateSchema } from "../../logistics/advances";
import { daySheetInputSchema } from "../../logistics/day-sheets";
import {
  checkInSchema,
  guestDecisionSchema,
  guestInputSchema,
  guestListSettingsSchema,
} from "../../logistics/guest-lists";
import { lodgingInputSchema, travelLegInputSchema } from "../../logistics/itinerary";
import { todayQuerySchema } from "../../logistics/today";
import { ROUTE_ACCESS, type RouteKey } from "../../team/route-access";
import { countReportSchema } from "../../tickets/counts";
import { ticketImportQuerySchema } from "../../tickets/import-sheet";
import { ticketLinkEditSchema, ticketLinkInputSchema } from "../../tickets/links";
import { ticketSettingsSchema } from "../../tickets/settings";
import { scopeAreaOfRoute } from "../scopes";
import { FINANCES_DOCS } from "./finances";
import { LOGISTICS_DOCS } from "./logistics";
import type { RouteDocs } from "./route-doc";
import { TICKETS_DOCS } from "./tickets";

/**
 * The finances, logistics and tickets tables of the API's description: every public route of
 * the three areas has its entry, and each example passes the schema its route validates with
 * (json → body, query → query), so an example cannot tell a caller something the route refuses.
 */
const AREAS: Record<string, RouteDocs> = {
  finances: FINANCES_DOCS,
  logistics: LOGISTICS_DOCS,
  tickets: TICKETS_DOCS,
};

type Schemas = { body?: z.ZodType; query?: z.ZodType };

/** The schema each route passes to validate(); routes of a schema outside domain are left out. */
const SCHEMAS: Partial<Record<RouteKey, Schemas>> = {
  "POST /api/tours/:tourId/financials": { body: financialInputSchema },
  "PUT /api/tours/:tourId/financials/:id": { body: financialInputSchema },
  "PUT /api/currency/home": { body: homeCurrencySchema },
  "POST /api/currency/rates": { body: typedRateSchema },
  "PUT /api/tours/:tourId/budgets": { body: budgetInputSchema },
  "POST /api/tours/:tourId/deals": { body: dealInputSchema },
  "PUT /api/tours/:tourId/deals/:id": { body: dealInputSchema },
  "PUT /api/tours/:tourId/deals/:id/settlement": { body: settlementInputSchema },
  "POST /api/tours/:tourId/rider-provisions": { body: riderProvisionInputSchema },
  "PUT /api/tours/:tourId/rider-provisions/:id": { body: riderProvisionInputSchema },
  "POST /api/imports/tours/:tourId/financials/preview": { query: financialImportQuerySchema },
  "POST /api/imports/tours/:tourId/financials": { query: financialImportQuerySchema },
  "PUT /api/contract-template": { body: contractTemplateSchema },
  "POST /api/contracts/:contractId/send": { body: sendSchema },
  "POST /api/contracts/:contractId/countersign": { body: countersignSchema },

  "PUT /api/tours/:tourId/day-sheets/:showId": { body: daySheetInputSchema },
  "POST /api/tours/:tourId/travel-legs": { body: travelLegInputSchema },
  "PUT /api/tours/:tourId/travel-legs/:id": { body: travelLegInputSchema },
  "POST /api/tours/:tourId/lodgings": { body: lodgingInputSchema },
  "PUT /api/tours/:tourId/lodgings/:id": { body: lodgingInputSchema },
  "PUT /api/tours/:tourId/guest-lists/:showId/settings": { body: guestListSettingsSchema },
  "POST /api/tours/:tourId/guest-lists/:showId/guests": { body: guestInputSchema },
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId": { body: guestInputSchema },
  "POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision": {
    body: guestDecisionSchema,
  },
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId/check-in": { body: checkInSchema },
  "PUT /api/tours/:tourId/advances/:showId/items/:key": { body: itemEditSchema },
  "POST /api/tours/:tourId/advances/:showId/accept": { body: acceptSchema },
  "POST /api/tours/:tourId/advances/:showId/links": { body: linkInputSchema },
  "PUT /api/advance-template": { body: templateSchema },
  "GET /api/today": { query: todayQuerySchema },

  "POST /api/tours/:tourId/tickets/:showId": { body: countReportSchema },
  "POST /api/tours/:tourId/tickets/:showId/links": { body: ticketLinkInputSchema },
  "PUT /api/tours/:tourId/tickets/:showId/links/:linkId": { body: ticketLinkEditSchema },
  "PUT /api/ticket-settings": { body: ticketSettingsSchema },
  "POST /api/imports/tickets/preview": { query: ticketImportQuerySchema },
  "POST /api/imports/tickets": { query: ticketImportQuerySchema },
};

/** Routes whose schema lives beside the route (server), which domain may not import. */
const OUTSIDE_DOMAIN: readonly RouteKey[] = ["GET /api/places"];

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe.each(Object.entries(AREAS))("the %s routes' docs", (area, docs) => {
  const routes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).filter(
    (k) => scopeAreaOfRoute(k) === area,
  );

  it("has an entry for every public route of the area, and none for another", () => {
    expect(Object.keys(docs).sort()).toEqual([...routes].sort());
  });

  it.each(routes)("%s: its example passes the route's own schema", (route) => {
    const doc = docs[route];
    const schemas = SCHEMAS[route] ?? {};
    expect(doc?.summary.trim()).toBeTruthy();
    expect(doc?.description.trim()).toBeTruthy();
    // A route that reads a body or a query shows one; a route that reads none shows none.
    if (schemas.body) {
      expect(doc?.example?.body).toBeDefined();
      expect(issuesOf(schemas.body, doc?.example?.body)).toEqual([]);
    } else expect(doc?.example?.body).toBeUndefined();
    if (schemas.query) {
      expect(doc?.example?.query).toBeDefined();
      expect(issuesOf(schemas.query, doc?.example?.query)).toEqual([]);
    } else if (!OUTSIDE_DOMAIN.includes(route)) expect(doc?.example?.query).toBeUndefined();
  });
});

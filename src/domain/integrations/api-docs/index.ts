import { FINANCES_DOCS } from "./finances";
import { LISTINGS_DOCS } from "./listings";
import { LOGISTICS_DOCS } from "./logistics";
import { MARKETING_DOCS } from "./marketing";
import { MERCH_DOCS } from "./merch";
import { NEGOTIATIONS_DOCS } from "./negotiations";
import { OVERVIEW_DOCS } from "./overview";
import { PARTY_DOCS } from "./party";
import type { RouteDocs } from "./route-doc";
import { SETLISTS_DOCS } from "./setlists";
import { TICKETS_DOCS } from "./tickets";
import { TOURS_DOCS } from "./tours";

/** Every public route's entry in the API's description, area by area (issue 53 item 2). */
export const API_DOCS: RouteDocs = {
  ...OVERVIEW_DOCS,
  ...TOURS_DOCS,
  ...NEGOTIATIONS_DOCS,
  ...FINANCES_DOCS,
  ...LOGISTICS_DOCS,
  ...MERCH_DOCS,
  ...MARKETING_DOCS,
  ...SETLISTS_DOCS,
  ...LISTINGS_DOCS,
  ...TICKETS_DOCS,
  ...PARTY_DOCS,
};

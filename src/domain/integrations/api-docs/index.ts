import { OVERVIEW_DOCS } from "./overview";
import { TOURS_DOCS } from "./tours";
import { NEGOTIATIONS_DOCS } from "./negotiations";
import { FINANCES_DOCS } from "./finances";
import { LOGISTICS_DOCS } from "./logistics";
import { MERCH_DOCS } from "./merch";
import { MARKETING_DOCS } from "./marketing";
import { SETLISTS_DOCS } from "./setlists";
import { LISTINGS_DOCS } from "./listings";
import { TICKETS_DOCS } from "./tickets";
import { PARTY_DOCS } from "./party";
import type { RouteDocs } from "./route-doc";

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

import type { RouteDocs } from "./route-doc";

/** The merch area's public routes, as the API's description tells them (route-doc.ts). */
export const MERCH_DOCS: RouteDocs = {};

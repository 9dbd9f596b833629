import type { RouteDocs } from "./route-doc";

/** The listings area's public routes, as the API's description tells them (route-doc.ts). */
export const LISTINGS_DOCS: RouteDocs = {};

import type { RouteDocs } from "./route-doc";

/** The tickets area's public routes, as the API's description tells them (route-doc.ts). */
export const TICKETS_DOCS: RouteDocs = {};

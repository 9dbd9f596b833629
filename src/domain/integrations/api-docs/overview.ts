import type { RouteDocs } from "./route-doc";

/** The overview area's public routes, as the API's description tells them (route-doc.ts). */
export const OVERVIEW_DOCS: RouteDocs = {};

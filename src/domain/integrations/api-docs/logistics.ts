import type { RouteDocs } from "./route-doc";

/** The logistics area's public routes, as the API's description tells them (route-doc.ts). */
export const LOGISTICS_DOCS: RouteDocs = {};

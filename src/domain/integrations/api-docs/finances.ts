import type { RouteDocs } from "./route-doc";

/** The finances area's public routes, as the API's description tells them (route-doc.ts). */
export const FINANCES_DOCS: RouteDocs = {};

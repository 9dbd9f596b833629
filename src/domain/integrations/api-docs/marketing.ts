import type { RouteDocs } from "./route-doc";

/** The marketing area's public routes, as the API's description tells them (route-doc.ts). */
export const MARKETING_DOCS: RouteDocs = {};

import type { RouteDocs } from "./route-doc";

/** The tours area's public routes, as the API's description tells them (route-doc.ts). */
export const TOURS_DOCS: RouteDocs = {};

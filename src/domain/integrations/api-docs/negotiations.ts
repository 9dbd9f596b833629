import type { RouteDocs } from "./route-doc";

/** The negotiations area's public routes, as the API's description tells them (route-doc.ts). */
export const NEGOTIATIONS_DOCS: RouteDocs = {};

import type { RouteDocs } from "./route-doc";

/** The party area's public routes, as the API's description tells them (route-doc.ts). */
export const PARTY_DOCS: RouteDocs = {};

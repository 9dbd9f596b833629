import type { RouteDocs } from "./route-doc";

/** The setlists area's public routes, as the API's description tells them (route-doc.ts). */
export const SETLISTS_DOCS: RouteDocs = {};

import type { Hono } from "hono";
import packageJson from "../../../package.json";
import { buildOpenApiDocument } from "./document";

/** The API app's description as /api/openapi.json serves it: mounted at /api, this release's version. */
export const apiDocumentOf = (api: Pick<Hono, "routes">) =>
  buildOpenApiDocument(api, { prefix: "/api", version: packageJson.version });

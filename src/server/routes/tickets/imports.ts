import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** A ticketing export: previewed, imported (idempotent), undone; mappings per seller. */
export const ticketImportRoutes = new Hono<AppEnv>();

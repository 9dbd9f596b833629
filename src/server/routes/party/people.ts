import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** A tour's party: listed, added (several at once), changed, removed; generation; statements. */
export const partyRoutes = new Hono<AppEnv>();

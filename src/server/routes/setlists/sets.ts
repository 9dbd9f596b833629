import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** A show's set, its played set and its stage copy: /api/tours/:tourId/set-lists/:showId (issue 50 items 2–4). */
export const showSetRoutes = new Hono<AppEnv>();

/** The shows that have a set, to start another show's from: /api/set-lists. */
export const setListRoutes = new Hono<AppEnv>();

/** Saved sets a show can start from: /api/saved-sets. */
export const savedSetRoutes = new Hono<AppEnv>();

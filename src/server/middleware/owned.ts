import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { findOwnedTour } from "../db/queries/ownership";
import { notFound } from "./errors";

export const TOUR_NOT_FOUND = "Tour not found";
export const SHOW_NOT_FOUND = "Show not found";

/**
 * For routes nested under /tours/:tourId: answers 404 unless the tour is the signed-in
 * account's. Put it after `idParams`, which has already refused a malformed id.
 */
export const requireOwnedTour = (param = "tourId") =>
  createMiddleware<AppEnv>(async (c, next) => {
    const tourId = c.req.param(param);
    if (!tourId || !(await findOwnedTour(c.var.db, c.var.user.id, tourId))) {
      throw notFound(TOUR_NOT_FOUND);
    }
    await next();
  });

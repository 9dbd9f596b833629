import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { exchangeRatesRoutes } from "./exchange-rates";

/**
 * Currencies (issue 41, ADR 0026): the workspace's home currency and its exchange rates,
 * typed or uploaded. Every area's money is converted with them, so they are an area of their
 * own rather than a corner of finances. Mounted once, at /api, by app.ts.
 */
export const currenciesArea = new Hono<AppEnv>().route("/currency", exchangeRatesRoutes);

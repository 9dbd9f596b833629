import { Hono } from "hono";
import type { AppEnv } from "../context";

export const marketingRoutes = new Hono<AppEnv>();

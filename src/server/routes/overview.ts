import { Hono } from "hono";
import type { AppEnv } from "../context";

export const overviewRoutes = new Hono<AppEnv>();

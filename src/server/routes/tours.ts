import { Hono } from "hono";
import type { AppEnv } from "../context";

export const toursRoutes = new Hono<AppEnv>();

import { Hono } from "hono";
import type { AppEnv } from "../context";

export const venuesRoutes = new Hono<AppEnv>();

import { Hono } from "hono";
import type { AppEnv } from "../context";

export const exportsRoutes = new Hono<AppEnv>();

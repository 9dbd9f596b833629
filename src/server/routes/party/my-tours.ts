import { Hono } from "hono";
import type { AppEnv } from "../../context";

/** The signed-in person's own tours: their per diems, pay, legs, room and statement. */
export const myTourRoutes = new Hono<AppEnv>();

import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { profileRoutes } from "./profile";

/**
 * Account — the profile, settings and the account's export and deletion ("Settings").
 * Sign-in and sign-up are better-auth's, under /api/auth, mounted by app.ts.
 */
export const accountArea = new Hono<AppEnv>().route("/profile", profileRoutes);

import { Hono } from "hono";
import type { AuthConfig } from "@/domain/account/password-reset";
import type { AppEnv } from "../context";

/**
 * What the sign-in page needs to know before anyone is signed in: whether a forgotten
 * password can be reset by email (SMTP_URL is set) or only by whoever runs the server.
 */
export const authConfigRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ passwordResetByEmail: c.get("mailer").configured } satisfies AuthConfig),
);

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "./env";

/**
 * The session-signing secret. Production must set BETTER_AUTH_SECRET. Elsewhere, on the
 * embedded database, we make one and keep it in the data folder so sessions survive restarts.
 */
export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new Error(
      "BETTER_AUTH_SECRET is not set. In production it is required (at least 32 characters, e.g. `openssl rand -base64 32`).",
    );
  }
  if (env.DATABASE_URL) {
    throw new Error(
      "BETTER_AUTH_SECRET is not set. With DATABASE_URL every app process must share one secret: set it (at least 32 characters).",
    );
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  logger.warn({ file }, "BETTER_AUTH_SECRET not set: generated a development secret");
  return secret;
}

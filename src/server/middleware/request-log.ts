import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { redactSecrets } from "../redact";

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const level = c.res.status >= 500 ? "error" : c.res.status >= 400 ? "warn" : "info";
  c.get("logger")[level](
    { method: c.req.method, path: redactSecrets(c.req.path), status: c.res.status, ms },
    "request",
  );
});

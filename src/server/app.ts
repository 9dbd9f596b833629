import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import type { Auth } from "./auth";
import type { AppEnv } from "./context";
import type { Database } from "./db/client";
import { admission } from "./middleware/admission";
import { clientIp } from "./middleware/client-ip";
import { ApiError, handleError } from "./middleware/errors";
import { requestLog } from "./middleware/request-log";
import { requireSession } from "./middleware/session";
import { campaignsRoutes } from "./routes/campaigns";
import { exportsRoutes } from "./routes/exports";
import { healthRoutes } from "./routes/health";
import { overviewRoutes } from "./routes/overview";
import { profileRoutes } from "./routes/profile";
import { showsRoutes } from "./routes/shows";
import { toursRoutes } from "./routes/tours";
import { venuesRoutes } from "./routes/venues";
import { SessionCache, sessionToken } from "./session-cache";
import { staticSite } from "./static-site";

export interface AppDeps {
  database: Database;
  auth: Auth;
  logger: Logger;
  /** Folder of the built client; when absent only the API is served. */
  clientDir?: string;
  trustProxy?: boolean;
  /** How long this process trusts a checked session; 0 asks the database every time. */
  sessionCacheTtlMs?: number;
  /** Requests doing database work at once; more wait their turn in arrival order. */
  maxInFlight?: number;
}

/** One embedded connection: a few at a time. PostgreSQL: twice the pool (10 connections). */
const defaultMaxInFlight = (engine: Database["engine"]) => (engine === "pglite" ? 4 : 20);

/** Routes under /api that need a session; their types make up AppType for the client. */
function apiRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession)
    .route("/profile", profileRoutes)
    .route("/overview", overviewRoutes)
    .route("/tours", toursRoutes)
    .route("/tours/:tourId/shows", showsRoutes)
    .route("/venues", venuesRoutes)
    .route("/exports", exportsRoutes)
    .route("/campaigns", campaignsRoutes);
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const sessions = new SessionCache({ ttlMs: deps.sessionCacheTtlMs });
  app.use(async (c, next) => {
    c.set("db", deps.database.db);
    c.set("sessions", sessions);
    c.set("auth", deps.auth);
    c.set("logger", deps.logger);
    await next();
  });
  app.use(requestLog);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix, sonner and recharts set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());
  app.onError(handleError);

  app.route("/api/health", healthRoutes(deps.database.ping));
  app.use("/api/*", admission(deps.maxInFlight ?? defaultMaxInFlight(deps.database.engine)));
  app.use("/api/auth/*", clientIp(deps.trustProxy ?? false));
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // Sign-out, password or profile changes, deletion: whatever an auth call changes, this
    // process stops trusting its cached copy of the caller's sessions before answering.
    const token = sessionToken(c.req.header("cookie"));
    const res = await deps.auth.handler(c.req.raw);
    if (token && c.req.method === "POST") sessions.forgetToken(token);
    return res;
  });
  app.route("/api", apiRoutes());
  app.all("/api/*", () => {
    throw new ApiError(404, "No such API route");
  });

  if (deps.clientDir) app.route("/", staticSite(deps.clientDir));
  return app;
}

export type AppType = ReturnType<typeof apiRoutes>;

import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import { MAX_IMPORT_BYTES } from "@/domain/imports/sheet";
import { TOKEN_REQUESTS_PER_MINUTE } from "@/domain/integrations/tokens";
import { MAX_SHOW_FILE_BYTES } from "@/domain/logistics/show-files";
import { MAX_ARTWORK_BYTES } from "@/domain/merch/artwork-files";
import {
  DEFAULT_INVITATION_LIMITS,
  type InvitationLimitNumbers,
} from "@/domain/team/invitation-limits";
import type { Auth } from "./auth";
import { withAuthErrorCode } from "./auth-answers";
import type { AppEnv, TrustProxy } from "./context";
import type { Database } from "./db/client";
import { ExportSlots } from "./export-slots";
import { HeavySlots } from "./heavy/slots";
import { wordsOfRequest } from "./i18n/ambient-words";
import { createMailer, type Mailer } from "./mail/mailer";
import { activityLog } from "./middleware/activity-log";
import { admission } from "./middleware/admission";
import { tokenRateLimit } from "./middleware/api-token";
import { API_BODY_LIMIT, type BodyLimitOverrides, bodyLimit } from "./middleware/body-limit";
import { clientAddress, clientIp } from "./middleware/client-ip";
import { csrfGuard } from "./middleware/csrf";
import { ApiError, handleError } from "./middleware/errors";
import { jsonGuard } from "./middleware/json-guard";
import { knownLength } from "./middleware/known-length";
import { rateLimit } from "./middleware/rate-limit";
import { requestLog } from "./middleware/request-log";
import { routeAccess } from "./middleware/route-access";
import { arrivedOverHttps, markCookiesSecure } from "./middleware/secure-cookies";
import { requireSession } from "./middleware/session";
import type { Notifier } from "./notifications/notifier";
import { apiDocumentOf } from "./openapi";
import { type RenderPage, renderOverviewPage } from "./overview-page";
import { LOAD_AFTER_PAINT_SOURCE } from "./page-scripts";
import { PublicDatesCache } from "./public-dates-cache";
import { redactSecrets } from "./redact";
import { accountArea } from "./routes/account";
import { authConfigRoutes } from "./routes/auth-config";
import {
  contractLinkPublicRoutes,
  contractsArea,
  contractVerifyRoutes,
  MAX_VERIFY_BYTES,
} from "./routes/contracts";
import { currenciesArea } from "./routes/currencies";
import { financesArea } from "./routes/finances";
import { healthRoutes } from "./routes/health";
import { integrationsArea, openApiRoutes } from "./routes/integrations";
import {
  listingsArea,
  publicDatesHeaders,
  publicDatesReadLimit,
  publicDatesRoutes,
} from "./routes/listings";
import { advanceLinkPublicRoutes, logisticsArea, publicFeedRoutes } from "./routes/logistics";
import { marketingArea } from "./routes/marketing";
import { artworkBodyLimit, artworkResponseHeaders, merchArea } from "./routes/merch";
import { negotiationsArea } from "./routes/negotiations";
import { notificationsArea, unsubscribeRoutes } from "./routes/notifications";
import { overviewArea } from "./routes/overview";
import { partyArea } from "./routes/party";
import { setlistsArea } from "./routes/setlists";
import { publicInvitationRoutes, teamArea } from "./routes/team";
import { ticketLinkPublicRoutes, ticketsArea } from "./routes/tickets";
import { toursArea } from "./routes/tours";
import { SessionCache, sessionToken } from "./session-cache";
import { importBodyLimit } from "./sheet-request";
import { showFileBodyLimit } from "./show-file-io";
import type { StallWatch } from "./stall-watch";
import { StandingCache } from "./standing-cache";
import { type OverviewRenderer, staticSite } from "./static-site";

export interface AppDeps {
  database: Database;
  auth: Auth;
  logger: Logger;
  /** Folder of the built client; when absent only the API is served. */
  clientDir?: string;
  /** Reverse proxies in front that append to X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** BETTER_AUTH_URL: the one origin trusted for state-changing requests when set. */
  publicUrl?: string;
  /** How long this process trusts a checked session; 0 asks the database every time. */
  sessionCacheTtlMs?: number;
  /** Requests doing database work at once; more wait their turn in arrival order. */
  maxInFlight?: number;
  /** The client's server renderer (dist/server/render-page.js); without it the shell is sent. */
  renderPage?: RenderPage;
  /** Outgoing mail (SMTP_URL); without it the app sends none and says so. */
  mailer?: Mailer;
  /** Invitations per workspace and per sender (decision 8); only tests of other rules raise them. */
  invitationLimits?: InvitationLimitNumbers;
  /** The notification jobs (notifications/notifier.ts): nudged after every write, for its workspace. */
  notifier?: Notifier;
  /** The webhook dispatcher (webhooks/dispatcher.ts): nudged after every write. */
  webhooks?: { nudge(): void };
  /** Heavy jobs at once (heavy/slots.ts); a test passes its own to hold slots itself. */
  heavySlots?: HeavySlots;
  /** Told of every request while it runs, to name what held the event loop (stall-watch.ts). */
  stallWatch?: StallWatch;
  /** The public dates pages' snapshots; a test passes its own to count the database reads. */
  publicDates?: PublicDatesCache;
  /** Requests one API token may make a minute (issue 53); only tests lower it. */
  tokenRequestsPerMinute?: number;
}

/** One embedded connection: a few at a time. PostgreSQL: twice the pool (10 connections). */
const defaultMaxInFlight = (engine: Database["engine"]) => (engine === "pglite" ? 4 : 20);

/**
 * Routes whose body may be larger than API_BODY_LIMIT, "METHOD /api/path/:param" → bytes
 * (uploads). Each also has its own limit, mounted before the general one (below), so a
 * file that is too large hears the route's own message.
 */
const ARTWORK_UPLOAD = "/api/merch/projects/:projectId/files";
const RECEIPT_UPLOAD = "/api/tours/:tourId/financials/:id/receipt";
const SHOW_IMPORT = "/api/imports/shows";
const FINANCIAL_IMPORT = "/api/imports/tours/:tourId/financials";
const SONG_IMPORT = "/api/imports/songs";
const TICKET_IMPORT = "/api/imports/tickets";
const SHOW_FILE_UPLOAD = "/api/tours/:tourId/advances/:showId/files";
const LINK_FILE_UPLOAD = "/api/advance-links/:token/files";
const CONTRACT_VERIFY = "/api/contracts/verify";
/** A show's files as served: user content, sandboxed like artwork (routes/merch). */
const SHOW_FILE_READS = [
  "/api/tours/:tourId/advances/:showId/files/:fileId",
  `${LINK_FILE_UPLOAD}/:fileId`,
];
const LARGER_BODIES: BodyLimitOverrides = {
  [`POST ${ARTWORK_UPLOAD}`]: MAX_ARTWORK_BYTES,
  [`PUT ${RECEIPT_UPLOAD}`]: MAX_ARTWORK_BYTES,
  [`POST ${SHOW_IMPORT}`]: MAX_IMPORT_BYTES,
  [`POST ${SHOW_IMPORT}/preview`]: MAX_IMPORT_BYTES,
  [`POST ${FINANCIAL_IMPORT}`]: MAX_IMPORT_BYTES,
  [`POST ${FINANCIAL_IMPORT}/preview`]: MAX_IMPORT_BYTES,
  [`POST ${SONG_IMPORT}`]: MAX_IMPORT_BYTES,
  [`POST ${SONG_IMPORT}/preview`]: MAX_IMPORT_BYTES,
  [`POST ${TICKET_IMPORT}`]: MAX_IMPORT_BYTES,
  [`POST ${TICKET_IMPORT}/preview`]: MAX_IMPORT_BYTES,
  // A reference-rates file (issue 41): the ECB's whole history is under 2 MB.
  "POST /api/currency/uploaded": MAX_IMPORT_BYTES,
  [`POST ${SHOW_FILE_UPLOAD}`]: MAX_SHOW_FILE_BYTES,
  [`POST ${LINK_FILE_UPLOAD}`]: MAX_SHOW_FILE_BYTES,
  [`POST ${CONTRACT_VERIFY}`]: MAX_VERIFY_BYTES,
};

/** The venue's advance link: no session to charge, so each address gets one budget for all tokens. */
const LINK_REQUESTS_PER_MINUTE = 120;

/**
 * Routes under /api that need a session, one area at a time (each area's routes/<area>/index.ts
 * mounts its own resources); their types make up AppType for the client.
 */
function apiRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession)
    .use(routeAccess)
    .use(activityLog)
    .route("/", accountArea)
    .route("/", overviewArea)
    .route("/", toursArea)
    .route("/", negotiationsArea)
    .route("/", financesArea)
    .route("/", currenciesArea)
    .route("/", logisticsArea)
    .route("/", merchArea)
    .route("/", marketingArea)
    .route("/", teamArea)
    .route("/", notificationsArea)
    .route("/", contractsArea)
    .route("/", setlistsArea)
    .route("/", listingsArea)
    .route("/", ticketsArea)
    .route("/", partyArea)
    .route("/", integrationsArea);
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const notices = deps.database.changeNotices;
  const sessions = new SessionCache({ ttlMs: deps.sessionCacheTtlMs, notices });
  const standings = notices && new StandingCache(notices);
  const exportSlots = new ExportSlots();
  const heavySlots = deps.heavySlots ?? new HeavySlots();
  const publicDates = deps.publicDates ?? new PublicDatesCache(notices);
  const mailer = deps.mailer ?? createMailer({ logger: deps.logger });
  app.use(async (c, next) => {
    c.set("db", deps.database.db);
    c.set("sessions", sessions);
    if (standings) c.set("standings", standings);
    c.set("exportSlots", exportSlots);
    c.set("heavySlots", heavySlots);
    c.set("publicDates", publicDates);
    c.set("reclaimDeletedSpace", deps.database.reclaimDeletedSpace);
    c.set("auth", deps.auth);
    c.set("logger", deps.logger);
    c.set("mailer", mailer);
    c.set("invitationLimits", deps.invitationLimits ?? DEFAULT_INVITATION_LIMITS);
    c.set("trustProxy", deps.trustProxy ?? false);
    await next();
  });
  app.use(requestLog);
  const { stallWatch } = deps;
  if (stallWatch) {
    app.use(async (c, next) => {
      const done = stallWatch.begin(`${c.req.method} ${redactSecrets(c.req.path)}`);
      try {
        await next();
      } finally {
        done();
      }
    });
  }
  // Before the general security headers, so a served artwork file keeps its sandboxing CSP.
  app.use("/api/merch/files/*", artworkResponseHeaders);
  for (const path of SHOW_FILE_READS) app.use(path, artworkResponseHeaders);
  app.use(RECEIPT_UPLOAD, artworkResponseHeaders);
  // The act's public pages: no script, framed only as the embed, the widget's files cross-origin.
  app.use("/dates/*", publicDatesHeaders);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The rendered Overview's one inline script, by its hash (page-scripts.ts).
        scriptSrc: ["'self'", LOAD_AFTER_PAINT_SOURCE],
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
  app.use("/api/*", knownLength);
  app.use(wordsOfRequest);
  app.onError(handleError);

  // Before anything reads a body: its size, then text the database cannot store, then origin.
  app.use(ARTWORK_UPLOAD, artworkBodyLimit);
  app.use(RECEIPT_UPLOAD, artworkBodyLimit);
  app.use(`${SHOW_IMPORT}/*`, importBodyLimit);
  app.use(SHOW_IMPORT, importBodyLimit);
  app.use(`${FINANCIAL_IMPORT}/*`, importBodyLimit);
  app.use(FINANCIAL_IMPORT, importBodyLimit);
  app.use(`${SONG_IMPORT}/*`, importBodyLimit);
  app.use(SONG_IMPORT, importBodyLimit);
  app.use(`${TICKET_IMPORT}/*`, importBodyLimit);
  app.use(TICKET_IMPORT, importBodyLimit);
  app.use(SHOW_FILE_UPLOAD, showFileBodyLimit);
  app.use(LINK_FILE_UPLOAD, showFileBodyLimit);
  app.use("/api/*", bodyLimit(API_BODY_LIMIT, LARGER_BODIES));
  app.use("/api/*", jsonGuard);
  // RFC 8058: the mail client posts from no page of ours; the signed single-use token is the key.
  app.route("/api/notifications/unsubscribe", unsubscribeRoutes);
  app.use("/api/*", csrfGuard(deps.publicUrl));
  app.route("/api/health", healthRoutes(deps.database.ping));
  app.route("/api/auth-config", authConfigRoutes);
  // The API's description (issue 53): public, like any API's reference; it holds no data.
  // Written from the very API app mounted below (its routes' validators), when first asked.
  const api = apiRoutes();
  app.route(
    "/api/openapi.json",
    openApiRoutes(() => apiDocumentOf(api)),
  );
  // Each personal access token's budget, spent before it queues or reads the database.
  app.use("/api/*", tokenRateLimit(deps.tokenRequestsPerMinute ?? TOKEN_REQUESTS_PER_MINUTE));
  // One gate for everything that does database work: the API and the rendered Overview.
  const gate = admission(deps.maxInFlight ?? defaultMaxInFlight(deps.database.engine));
  app.use("/api/*", gate);
  // A write may have made a reminder due at once (a hold made 30 hours before it expires).
  const { notifier, webhooks } = deps;
  if (notifier || webhooks) {
    app.use("/api/*", async (c, next) => {
      await next();
      if (c.req.method !== "GET" && c.res.status < 300) {
        // Only the workspace written in: a write made in none (signing in, a password)
        // makes no reminder due, and the poll stores anything else (issue 49).
        const workspaceId = c.get("writtenIn") ?? c.get("workspace")?.id;
        if (workspaceId) notifier?.nudge(workspaceId);
        // A write may have raised a webhook event (the database's triggers): send it now.
        webhooks?.nudge();
      }
    });
  }
  app.use("/dashboard", gate);
  app.use("/dashboard/", gate);
  // The act's public pages: queued like the API, then limited per address on database reads.
  app.use("/dates/*", gate);
  app.use("/dates/*", publicDatesReadLimit(deps.trustProxy ?? false));
  app.use("/api/auth/*", clientIp(deps.trustProxy ?? false));
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // Sign-out, password or profile changes, deletion: whatever an auth call changes, this
    // process stops trusting its cached copy of the caller's sessions before answering.
    const token = sessionToken(c.req.header("cookie"));
    const res = await withAuthErrorCode(await deps.auth.handler(c.req.raw));
    if (token && c.req.method === "POST") sessions.forgetToken(token);
    return arrivedOverHttps(c, deps.trustProxy ?? false) ? markCookiesSecure(res) : res;
  });
  // Calendar apps subscribe without a cookie: the secret token in the URL is the key.
  app.route("/api/feeds", publicFeedRoutes);
  // The join page reads an invitation before its visitor has signed in: the token is the key.
  app.route("/api/invitations", publicInvitationRoutes);
  // A venue answers a show's advance without an account (issue 38): the token is the key.
  app.use(
    "/api/advance-links/*",
    rateLimit({
      windowMs: 60_000,
      max: LINK_REQUESTS_PER_MINUTE,
      key: (c) => clientAddress(c, deps.trustProxy ?? false) ?? "?",
    }),
  );
  app.route("/api/advance-links", advanceLinkPublicRoutes);
  // A promoter reads and signs a contract without an account (issue 39); anyone may ask
  // whether a PDF is an executed contract of ours. Rate-limited like the advance link.
  // A promoter types a show's ticket count without an account (issue 51), and the contract's
  // promoter reads and signs one (issue 39); anyone may ask whether a PDF is an executed
  // contract of ours. Rate-limited like the advance link.
  for (const path of ["/api/ticket-links/*", "/api/contract-links/*", CONTRACT_VERIFY]) {
    app.use(
      path,
      rateLimit({
        windowMs: 60_000,
        max: LINK_REQUESTS_PER_MINUTE,
        key: (c) => clientAddress(c, deps.trustProxy ?? false) ?? "?",
      }),
    );
  }
  app.route("/api/ticket-links", ticketLinkPublicRoutes);
  app.route("/api/contract-links", contractLinkPublicRoutes);
  app.route(CONTRACT_VERIFY, contractVerifyRoutes);
  app.route("/api", api);
  app.all("/api/*", () => {
    throw new ApiError("unknown_route", "No such API route");
  });

  // Fans read an act's dates with no account (issue 52): only what the rule makes public.
  app.route("/dates", publicDatesRoutes);

  if (deps.clientDir) {
    const { renderPage } = deps;
    const renderOverview: OverviewRenderer | undefined =
      renderPage &&
      (async (c, template) => {
        const res = await renderOverviewPage(c, deps.auth, renderPage, template);
        return res && arrivedOverHttps(c, deps.trustProxy ?? false) ? markCookiesSecure(res) : res;
      });
    app.route("/", staticSite(deps.clientDir, renderOverview));
  }
  return app;
}

export type AppType = ReturnType<typeof apiRoutes>;

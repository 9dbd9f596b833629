import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { anonymous } from "better-auth/plugins";
import { count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import {
  accountFieldsSchema,
  DEMO_FULL_MESSAGE,
  GUESTS_PER_IP_PER_HOUR,
  MAX_LIVE_GUESTS,
} from "@/domain/account/account-limits";
import { MIN_PASSWORD_LENGTH } from "@/domain/account/passwords";
import { acceptedLanguages, personLocale } from "@/domain/i18n/locales";
import type { Db } from "./db/client";
import { deleteAbandonedGuests, transferAccountData } from "./db/queries/account/accounts";
import { createWorkspace, deleteSoloWorkspaces } from "./db/queries/team/workspaces";
import * as schema from "./db/schema";
import { translatorFor } from "./i18n/translator";
import type { Mailer } from "./mail/mailer";
import { type PasswordHashing, passwordFunctions } from "./password-hashing";
import { countWrongPassword, refuseWhileLocked } from "./password-lockout";
import { passwordResetSettings, refuseResetWithoutMail } from "./password-reset";
import { askUserVerification, refuseDemoSecondFactor, secondFactorPlugins } from "./second-factor";
import { refuseSpentTotpCode } from "./totp-replay";
import { refuseTrustDevice, withoutTrustCookie } from "./trusted-device";

export interface AuthOptions {
  db: Db;
  secret: string;
  /** Public URL of the app; when unset it is taken from each request. */
  baseURL?: string;
  production: boolean;
  /** Sign-in / sign-up attempts per client IP per minute. */
  rateLimitMax: number;
  /** Demo accounts one client IP may start per hour. */
  guestsPerHour?: number;
  /** Demo accounts alive at once; the next one is refused until old ones are removed. */
  maxLiveGuests?: number;
  /** Accounts were deleted here (guests cleared, a guest left behind): reclaim their space. */
  onAccountsDeleted?: () => void;
  /** Fills a new guest (demo) account; the composition root passes the demo seed. */
  onGuestCreated?: (userId: string) => Promise<void>;
  /** better-auth's own error lines go here (through the serializer that drops query data). */
  logger?: Logger;
  /** Outgoing mail; when configured, a forgotten password is reset by an emailed link. */
  mailer?: Mailer;
  /** A server's own (the default); the test suites' in-process apps pass the light one. */
  passwordHashing?: PasswordHashing;
}

/** The origin the app is served from, when it is configured. */
const publicOrigin = (baseURL: string | undefined) =>
  baseURL ? new URL(baseURL).origin : undefined;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Origins allowed to make state-changing auth calls. With BETTER_AUTH_URL, exactly its origin.
 * Without it (local use) the request's own origin, but only on a loopback host: a Host header
 * is whatever the client sends, so anywhere else the public URL must be configured.
 */
export function trustedOriginsFor(baseURL: string | undefined, requestUrl: string | undefined) {
  const configured = publicOrigin(baseURL);
  if (configured) return [configured];
  if (!requestUrl) return [];
  const url = new URL(requestUrl);
  return LOOPBACK_HOSTS.has(url.hostname) ? [url.origin] : [];
}

/** 400 in better-auth's own error shape for the user fields it does not check itself. */
const checkAccountFields = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-up/email" && ctx.path !== "/update-user") return;
  // Its words in the language the request asks for: zod writes them as the error is read.
  const asked = acceptedLanguages(ctx.headers?.get("accept-language"));
  const issue = translatorFor(personLocale(null, asked)).within(
    () => accountFieldsSchema.safeParse(ctx.body ?? {}).error?.issues[0],
  );
  if (issue) {
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_ACCOUNT_FIELD",
      message: issue.message,
      field: issue.path.join("."),
    });
  }
});

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    secret: opts.secret,
    baseURL: opts.baseURL,
    basePath: "/api/auth",
    // The SPA and the API share one origin: the configured one, or locally the request's own.
    trustedOrigins: (request) => trustedOriginsFor(opts.baseURL, request?.url),
    database: drizzleAdapter(opts.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: passwordFunctions(opts.passwordHashing),
      ...passwordResetSettings({
        mailer: opts.mailer,
        logger: opts.logger,
        linkOrigin: (request) => trustedOriginsFor(opts.baseURL, request?.url)[0],
      }),
    },
    user: {
      additionalFields: {
        artistName: { type: "string", required: false, input: true },
        // Set only through PUT /api/profile/locale; read with the session, so the first page
        // a person opens is already in their language (issue 55).
        locale: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Ours (schema/auth.ts), declared so a session better-auth re-issues from another (the
      // two-factor plugin does on enrolment) keeps the workspace it worked in.
      additionalFields: {
        workspaceId: { type: "string", required: false, input: false },
        viewAs: { type: "string", required: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      // In the database so every app process counts the same attempts.
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: opts.rateLimitMax },
        "/sign-up/email": { window: 60, max: opts.rateLimitMax },
        // Each ask may send a mail: no more often than sign-in attempts.
        "/request-password-reset": { window: 60, max: opts.rateLimitMax },
        "/reset-password": { window: 60, max: opts.rateLimitMax },
        // A passkey sign-in makes a session, as a password does.
        "/passkey/verify-authentication": { window: 60, max: opts.rateLimitMax },
        "/sign-in/anonymous": { window: 3600, max: opts.guestsPerHour ?? GUESTS_PER_IP_PER_HOUR },
        // Every page asks it, and a venue's wifi puts a whole crew behind one address: under
        // the default 300 a minute per address, a busy room was told to sign in again (a
        // refused check read as "signed out"). It reads one session, as every API read does,
        // and those are not counted per address either.
        "/get-session": false,
      },
    },
    advanced: {
      // better-auth skips its origin check when NODE_ENV=test; the tests check it, so it is on.
      disableOriginCheck: false,
      // Secure whenever the app is served over HTTPS; app.ts also marks them on any request
      // that arrived over HTTPS, configured or not.
      useSecureCookies: secureCookies(opts),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: secureCookies(opts) },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await checkAccountFields(ctx);
        await refuseWhileLocked(opts.db)(ctx);
        await refuseResetWithoutMail(opts.mailer)(ctx);
        await refuseDemoSecondFactor(ctx);
        refuseTrustDevice(ctx);
        await refuseSpentTotpCode(opts.db)(ctx);
        if (ctx.path === "/sign-in/anonymous") await refuseWhenDemoFull(opts);
        return withoutTrustCookie(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await countWrongPassword(opts.db)(ctx);
        return askUserVerification(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            // Everyone starts in a workspace of their own, under their id (ADR 0019).
            const name = (user as { artistName?: string | null }).artistName?.trim() || user.name;
            await createWorkspace(opts.db, { id: user.id, name, ownerId: user.id });
            if (user.isAnonymous) await opts.onGuestCreated?.(user.id);
          },
        },
      },
    },
    plugins: [
      ...secondFactorPlugins(opts.baseURL),
      anonymous({
        generateName: () => "Guest",
        // A guest who signs UP keeps everything they made in the demo. A guest who signs in
        // to an account that already exists leaves the demo behind (the plugin then deletes
        // the guest): the real account's data is never mixed with sample data.
        onLinkAccount: async ({ anonymousUser, newUser, ctx }) => {
          // The guest row is deleted right after this (either way): its space goes with it.
          opts.onAccountsDeleted?.();
          if (!ctx.path.startsWith("/sign-up")) {
            await deleteSoloWorkspaces(opts.db, anonymousUser.user.id);
            return;
          }
          await transferAccountData(opts.db, anonymousUser.user.id, newUser.user.id);
        },
      }),
    ],
    // Our own logs say what happened; better-auth only speaks up about errors, through pino's
    // serializer so a failed query's parameters (tokens, hashes) never reach the log.
    logger: {
      level: "error",
      disabled: process.env.NODE_ENV === "test",
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        if (opts.logger) opts.logger[level === "debug" ? "debug" : level]({ err }, message);
      },
    },
    telemetry: { enabled: false },
  });
}

function secureCookies(opts: AuthOptions): boolean {
  return opts.production || publicOrigin(opts.baseURL)?.startsWith("https:") === true;
}

/** Turns a new guest away when the installation holds its maximum of demo accounts. */
async function refuseWhenDemoFull(opts: AuthOptions) {
  const max = opts.maxLiveGuests ?? MAX_LIVE_GUESTS;
  const live = async () => {
    const [row] = await opts.db
      .select({ n: count() })
      .from(schema.user)
      .where(eq(schema.user.isAnonymous, true));
    return row?.n ?? 0;
  };
  if ((await live()) < max) return;
  // Abandoned and expired demo accounts go first; only a demo really full is refused.
  if ((await deleteAbandonedGuests(opts.db)) > 0) opts.onAccountsDeleted?.();
  if ((await live()) >= max) {
    throw new APIError("SERVICE_UNAVAILABLE", { code: "DEMO_FULL", message: DEMO_FULL_MESSAGE });
  }
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { anonymous } from "better-auth/plugins";
import { MIN_PASSWORD_LENGTH } from "@/domain/auth";
import type { Db } from "./db/client";
import { transferAccountData } from "./db/queries/accounts";
import * as schema from "./db/schema";

export interface AuthOptions {
  db: Db;
  secret: string;
  /** Public URL of the app; when unset it is taken from each request. */
  baseURL?: string;
  production: boolean;
  /** Sign-in / sign-up attempts per client IP per minute. */
  rateLimitMax: number;
  /** Fills a new guest (demo) account; the composition root passes the demo seed. */
  onGuestCreated?: (userId: string) => Promise<void>;
}

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    secret: opts.secret,
    baseURL: opts.baseURL,
    basePath: "/api/auth",
    // The SPA and the API share one origin; a request's own origin is the trusted one.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    database: drizzleAdapter(opts.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        artistName: { type: "string", required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
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
        "/sign-in/anonymous": { window: 60, max: opts.rateLimitMax },
      },
    },
    advanced: {
      useSecureCookies: opts.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: opts.production },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            if (user.isAnonymous) await opts.onGuestCreated?.(user.id);
          },
        },
      },
    },
    plugins: [
      anonymous({
        generateName: () => "Guest",
        // A guest who signs up keeps everything they made in the demo.
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await transferAccountData(opts.db, anonymousUser.user.id, newUser.user.id);
        },
      }),
    ],
    // Our own logs say what happened; better-auth only speaks up about errors.
    logger: { level: "error", disabled: process.env.NODE_ENV === "test" },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];

import { z } from "zod";
import { GUESTS_PER_IP_PER_HOUR } from "@/domain/account/account-limits";
import { DEFAULT_MAIL_FROM } from "./mail/mailer";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * PostgreSQL keeps the plans of the app's statements (db/prepared-statements.ts): "false" for a
   * pooler that cannot hold prepared statements (PgBouncer before 1.21 in transaction mode).
   */
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(true),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  BETTER_AUTH_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Sign-in/sign-up attempts allowed per IP per minute. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Demo (guest) accounts one client IP may start per hour. */
  DEMO_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(GUESTS_PER_IP_PER_HOUR),
  /** Outgoing mail (password resets, invitations); unset (or empty): the app sends none. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must look like smtp://user:pass@host:587 or smtps://...")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The sender of that mail. */
  MAIL_FROM: z.string().min(1).default(DEFAULT_MAIL_FROM),
  /** How often each process looks for reminders that fell due (ADR 0024); writes nudge it too. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /** How often each process looks for webhook deliveries that fell due; writes nudge it too. */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  /** How long a process holds a delivery it is sending: after a crash, another takes it up. */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Reverse proxies in front of the app that append to X-Forwarded-For: "false" (none, the
   * default), "true" (one) or their number.
   */
  TRUST_PROXY: z
    .union([z.stringbool(), z.coerce.number().int().min(0).max(10)], {
      error: 'must be "true", "false" or the number of proxies',
    })
    .default(false),
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_URL) {
    // Without it the only origin we could trust is the Host header, which the client writes.
    throw new Error(
      "Invalid environment:\n  BETTER_AUTH_URL: required in production (the public URL, e.g. https://tribe.example.com)",
    );
  }
  return env;
}

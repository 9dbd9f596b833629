import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rateLimit } from "../schema";

/**
 * Wrong passwords typed to confirm a dangerous action (deleting the account), counted per
 * user in better-auth's rate-limit table, so every process sees the same count: a stolen
 * session must not become a way to guess the password behind it.
 */
export const PASSWORD_ATTEMPTS_MAX = 5;
export const PASSWORD_ATTEMPTS_WINDOW_MS = 15 * 60 * 1000;

const keyFor = (action: string, userId: string) => `${action}:${userId}`;

/** Wrong attempts within the window so far. */
export async function wrongPasswordCount(db: Db, action: string, userId: string, now = Date.now()) {
  const rows = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(
      sql`${rateLimit.key} = ${keyFor(action, userId)} and ${rateLimit.lastRequest} > ${now - PASSWORD_ATTEMPTS_WINDOW_MS}`,
    );
  return rows[0]?.count ?? 0;
}

/** Counts one more wrong attempt (a fresh window once the last one is old). */
export async function recordWrongPassword(
  db: Db,
  action: string,
  userId: string,
  now = Date.now(),
) {
  await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: keyFor(action, userId), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} > ${now - PASSWORD_ATTEMPTS_WINDOW_MS} then ${rateLimit.count} + 1 else 1 end`,
        lastRequest: now,
      },
    });
}

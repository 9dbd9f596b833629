import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rateLimit } from "../../schema";

/**
 * Wrong passwords typed by a signed-in session (to delete the account, to change the
 * password), counted per user in better-auth's rate-limit table, so every process and every
 * endpoint sees the same count: a stolen session must not become a way to guess the password
 * behind it. One lockout for every check (password-lockout.ts).
 */
const PASSWORD_ATTEMPTS_MAX = 5;
const PASSWORD_ATTEMPTS_WINDOW_MS = 15 * 60 * 1000;

const keyFor = (userId: string) => `password-check:${userId}`;

/** Wrong attempts within the window so far. */
async function wrongPasswordCount(db: Db, userId: string, now = Date.now()) {
  const rows = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(
      sql`${rateLimit.key} = ${keyFor(userId)} and ${rateLimit.lastRequest} > ${now - PASSWORD_ATTEMPTS_WINDOW_MS}`,
    );
  return rows[0]?.count ?? 0;
}

/** True while the account refuses every password check (too many wrong ones lately). */
export async function passwordChecksLocked(db: Db, userId: string, now = Date.now()) {
  return (await wrongPasswordCount(db, userId, now)) >= PASSWORD_ATTEMPTS_MAX;
}

/** Counts one more wrong attempt (a fresh window once the last one is old). */
export async function recordWrongPassword(db: Db, userId: string, now = Date.now()) {
  await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: keyFor(userId), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} > ${now - PASSWORD_ATTEMPTS_WINDOW_MS} then ${rateLimit.count} + 1 else 1 end`,
        lastRequest: now,
      },
    });
}

import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { accountVersions, session, user } from "../schema";

export interface SessionStanding {
  /** When the account last changed (name, email, password): a cached user older than this is stale. */
  userUpdatedAt: number;
  /** The account's data version (schema/account-versions.ts), read here so routes need not. */
  accountVersion: number;
}

/**
 * Whether a session a process has cached still stands: its row is there (sign-out, revocation,
 * a password change that ends other sessions and account deletion all delete it, on whatever
 * process) and unexpired. One statement over three primary-key rows, in place of the account
 * version read the cached answers (overview, tours) make anyway. Undefined when it is gone.
 */
export async function sessionStanding(db: Db, token: string): Promise<SessionStanding | undefined> {
  const [row] = await db
    .select({
      userUpdatedAt: user.updatedAt,
      accountVersion: sql<number>`coalesce(${accountVersions.version}, 0)`.mapWith(Number),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(accountVersions, eq(accountVersions.accountId, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, sql`now()`)));
  return row && { userUpdatedAt: row.userUpdatedAt.getTime(), accountVersion: row.accountVersion };
}

import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { accountVersions, session } from "../../schema";

/**
 * Whether a session a process has cached still stands, and the account's data version
 * (schema/account-versions.ts) as of now; undefined once the session is gone. Sign-out,
 * revocation, a password change that ends the other sessions and account deletion all delete
 * its row, on whatever process: the next request anywhere is refused.
 *
 * One statement, in place of the version read the cached answers (overview, tours) made
 * anyway. A scalar subquery rather than a join: PGlite plans every statement afresh, and this
 * form costs about what the one-table version read did (decision 10).
 */
export async function sessionStanding(
  db: Db,
  token: string,
): Promise<{ accountVersion: number } | undefined> {
  const result = (await db.execute(sql`
    select coalesce(
      (select v.version from ${accountVersions} v where v.account_id = s.user_id), 0
    )::float8 as "accountVersion"
    from ${session} s
    where s.token = ${token} and s.expires_at > now()`)) as unknown as {
    rows: { accountVersion: number }[];
  };
  const row = result.rows[0];
  return row && { accountVersion: Number(row.accountVersion) };
}

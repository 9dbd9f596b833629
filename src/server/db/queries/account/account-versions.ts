import { eq } from "drizzle-orm";
import type { Db } from "../../client";
import { accountVersions } from "../../schema";

/** How many writes the account's data has seen (0 before the first). One indexed row. */
export async function accountVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ version: accountVersions.version })
    .from(accountVersions)
    .where(eq(accountVersions.accountId, userId));
  return row?.version ?? 0;
}

import { eq } from "drizzle-orm";
import type { Db } from "../../client";
import { workspaceVersions } from "../../schema";

/** How many writes the workspace's data has seen (0 before the first). One indexed row. */
export async function workspaceVersion(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ version: workspaceVersions.version })
    .from(workspaceVersions)
    .where(eq(workspaceVersions.workspaceId, workspaceId));
  return row?.version ?? 0;
}

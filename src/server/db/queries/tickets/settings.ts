import { eq, sql } from "drizzle-orm";
import type { TicketSettings } from "@/domain/tickets/answers";
import type { Db } from "../../client";
import { workspaces, workspaceVersions } from "../../schema";

/** Whether crew and artists read ticket counts (the owner's setting; off until allowed). */
export async function readTicketSettings(db: Db, workspaceId: string): Promise<TicketSettings> {
  const [row] = await db
    .select({ crewSeesTicketCounts: workspaces.crewSeesTicketCounts })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return { crewSeesTicketCounts: row?.crewSeesTicketCounts ?? false };
}

/**
 * The owner's choice. Cached answers shaped for crew (the Overview's) change with it, and the
 * workspaces table carries no version trigger: the version is bumped here, in the same
 * transaction, as the home currency's change does.
 */
export async function saveTicketSettings(
  db: Db,
  workspaceId: string,
  settings: TicketSettings,
): Promise<TicketSettings> {
  await db.transaction(async (tx) => {
    await tx
      .update(workspaces)
      .set({ crewSeesTicketCounts: settings.crewSeesTicketCounts })
      .where(eq(workspaces.id, workspaceId));
    await tx
      .insert(workspaceVersions)
      .values({ workspaceId, version: 1 })
      .onConflictDoUpdate({
        target: workspaceVersions.workspaceId,
        set: { version: sql`${workspaceVersions.version} + 1` },
      });
  });
  return settings;
}

import { eq } from "drizzle-orm";
import type { Db } from "../../client";
import { user, workspaces } from "../../schema";

/** Whether the workspace asks its owners and managers for a second factor. */
export async function requiresSecondFactor(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: workspaces.requireTwoFactor })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.required === true;
}

/** Whether the person has confirmed an authenticator app (better-auth's flag). */
export async function hasAuthenticatorApp(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  return row?.on === true;
}

/**
 * The owner's switch. The update is announced like a rename (migration 0009's trigger on
 * workspaces), so the embedded database's in-memory session checks read it afresh.
 */
export async function setRequiresSecondFactor(db: Db, workspaceId: string, required: boolean) {
  await db
    .update(workspaces)
    .set({ requireTwoFactor: required })
    .where(eq(workspaces.id, workspaceId));
}

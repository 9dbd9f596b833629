import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import {
  INVITATION_LIMITS,
  type InvitationLimit,
  type InvitationLimitNumbers,
} from "@/domain/team/invitation-limits";
import type { Db } from "../../client";
import { invitationSends, user, workspaces } from "../../schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A limit reached: which one, its number, and in how many seconds one more is allowed. */
export interface LimitReached {
  limit: InvitationLimit;
  max: number;
  retryAfterSeconds: number;
}

const LONGEST_WINDOW_MS = Math.max(...INVITATION_LIMITS.map((l) => l.windowMs));

/**
 * Counts this sender's and this workspace's invitations in their windows and, when both have
 * room, records one more — inside the caller's transaction, with the workspace's and the
 * sender's rows locked, so two requests at once (on any process) cannot both take the last
 * place. Time is the database's, the same for every process.
 */
export async function takeInvitationSlot(
  tx: Tx,
  opts: { workspaceId: string; senderId: string; limits: InvitationLimitNumbers },
): Promise<LimitReached | undefined> {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, opts.workspaceId))
    .for("update");
  await tx.select({ id: user.id }).from(user).where(eq(user.id, opts.senderId)).for("update");
  // Rows no window counts any more: this sender's and this workspace's, so the table stays small.
  await tx
    .delete(invitationSends)
    .where(
      and(
        or(
          eq(invitationSends.workspaceId, opts.workspaceId),
          eq(invitationSends.senderId, opts.senderId),
        ),
        lt(
          invitationSends.createdAt,
          sql`now() - ${`${LONGEST_WINDOW_MS} milliseconds`}::interval`,
        ),
      ),
    );
  for (const limit of INVITATION_LIMITS) {
    const max =
      limit.scope === "workspace" ? opts.limits.workspacePerHour : opts.limits.senderPerDay;
    const column =
      limit.scope === "workspace" ? invitationSends.workspaceId : invitationSends.senderId;
    const id = limit.scope === "workspace" ? opts.workspaceId : opts.senderId;
    const windowStart = sql`now() - ${`${limit.windowMs} milliseconds`}::interval`;
    // The max-th newest in the window: when it leaves, there is room for one more.
    const [edge] = await tx
      .select({
        seconds: sql<number>`ceil(extract(epoch from (${invitationSends.createdAt} + ${`${limit.windowMs} milliseconds`}::interval - now())))::int`,
      })
      .from(invitationSends)
      .where(and(eq(column, id), gt(invitationSends.createdAt, windowStart)))
      .orderBy(desc(invitationSends.createdAt))
      .offset(max - 1)
      .limit(1);
    if (edge) return { limit, max, retryAfterSeconds: Math.max(1, Number(edge.seconds)) };
  }
  await tx
    .insert(invitationSends)
    .values({ workspaceId: opts.workspaceId, senderId: opts.senderId });
  return undefined;
}

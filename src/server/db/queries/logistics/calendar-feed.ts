import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Role } from "@/domain/team/roles";
import { mayCall } from "@/domain/team/route-access";
import { newLinkToken } from "../../../link-tokens";
import type { Db } from "../../client";
import { calendarFeeds, user, workspaceMembers, workspaces } from "../../schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A role that may have a feed: the roles the route table lets make one (owners, managers). */
const mayHoldFeed = (role: string) => mayCall(role as Role, "POST", "/api/calendar-feed");

const liveFeedOf = (workspaceId: string, userId: string) =>
  and(
    eq(calendarFeeds.workspaceId, workspaceId),
    eq(calendarFeeds.userId, userId),
    isNull(calendarFeeds.retiredAt),
  );

/** The person's own live feed token in the workspace, or null. */
export async function getFeedToken(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(liveFeedOf(workspaceId, userId));
  return row?.token ?? null;
}

/**
 * Retires the live feeds of these people in the workspace: their URLs answer 410 from now on.
 * Called by every change of a member's role or membership (member-changes.ts), in its
 * transaction; a feed is never revived by a later change back.
 */
export async function retireFeedsOf(db: Db | Tx, workspaceId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .update(calendarFeeds)
    .set({ retiredAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.workspaceId, workspaceId),
        inArray(calendarFeeds.userId, userIds),
        isNull(calendarFeeds.retiredAt),
      ),
    );
}

/**
 * Creates the person's feed, or replaces their token: the previous URL answers 410 at once.
 * Someone else's feed in the workspace is untouched (issue 35 §2: a manager's new feed broke
 * the owner's subscription).
 */
export async function rotateFeedToken(
  db: Db,
  opts: { workspaceId: string; userId: string; role: Role },
): Promise<string> {
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    await retireFeedsOf(tx, opts.workspaceId, [opts.userId]);
    await tx.insert(calendarFeeds).values({ ...opts, token });
  });
  return token;
}

export async function revokeFeed(db: Db, workspaceId: string, userId: string) {
  await retireFeedsOf(db, workspaceId, [userId]);
}

/**
 * What a feed token (well-formed: link-tokens.ts checks it first) is: unknown (undefined, a 404), retired (410), or live with the workspace
 * it shows. Live means not retired, made by someone still a member with the same role, and a
 * role that may have a feed — so a change that somehow skipped retireFeedsOf still stops it.
 */
export async function findFeed(
  db: Db,
  token: string,
): Promise<
  { live: boolean; workspaceId: string; name: string; locale: string | null } | undefined
> {
  const [row] = await db
    .select({
      workspaceId: calendarFeeds.workspaceId,
      name: workspaces.name,
      retiredAt: calendarFeeds.retiredAt,
      feedRole: calendarFeeds.role,
      memberRole: workspaceMembers.role,
      // The feed is its maker's: its words are in the language they chose (issue 55).
      locale: user.locale,
    })
    .from(calendarFeeds)
    .innerJoin(workspaces, eq(workspaces.id, calendarFeeds.workspaceId))
    .leftJoin(user, eq(user.id, calendarFeeds.userId))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, calendarFeeds.workspaceId),
        eq(workspaceMembers.userId, calendarFeeds.userId),
      ),
    )
    .where(eq(calendarFeeds.token, token));
  if (!row) return undefined;
  const live =
    !row.retiredAt &&
    row.memberRole !== null &&
    row.memberRole === row.feedRole &&
    mayHoldFeed(row.memberRole);
  return { live, workspaceId: row.workspaceId, name: row.name, locale: row.locale ?? null };
}

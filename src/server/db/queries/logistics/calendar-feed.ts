import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { calendarFeeds, workspaces } from "../../schema";

/** 256 random bits, URL-safe: unguessable, and a new one replaces (revokes) the old. */
const newToken = () => crypto.randomBytes(32).toString("base64url");
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export async function getFeedToken(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.workspaceId, workspaceId));
  return row?.token ?? null;
}

/** Creates the feed, or replaces its token so the previous URL stops working at once. */
export async function rotateFeedToken(db: Db, workspaceId: string): Promise<string> {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ workspaceId, token })
    .onConflictDoUpdate({
      target: calendarFeeds.workspaceId,
      set: { token, rotatedAt: sql`now()` },
    });
  return token;
}

export async function revokeFeed(db: Db, workspaceId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.workspaceId, workspaceId));
}

/** The workspace a feed token belongs to, with the act's name the calendar is titled by. */
export async function findFeedOwner(db: Db, token: string) {
  if (!TOKEN_RE.test(token)) return undefined;
  const [row] = await db
    .select({
      workspaceId: calendarFeeds.workspaceId,
      artistName: workspaces.name,
      name: workspaces.name,
    })
    .from(calendarFeeds)
    .innerJoin(workspaces, eq(workspaces.id, calendarFeeds.workspaceId))
    .where(eq(calendarFeeds.token, token));
  return row;
}

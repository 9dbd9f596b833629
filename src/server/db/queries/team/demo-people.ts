import { and, eq, like, notExists, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../client";
import { account, user, workspaceMembers } from "../../schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The demo's fictional touring party (a manager, a crew member: seed/team-demo.ts) are real
 * member rows, so the Team page lists them, but people who can never sign in: no sign-in
 * method at all, and an address under the `.invalid` top-level domain, which by RFC 2606
 * never resolves, so no reset mail could reach anyone either. They are not guests
 * (`is_anonymous` false): the demo's capacity counts visitors, not the sample people.
 */
const DEMO_PERSON_DOMAIN = "example.invalid";

/** A demo person's address: one per demo workspace, so two demos never share a person. */
export const demoPersonEmail = (handle: string, workspaceId: string) =>
  `${handle}.${workspaceId}@${DEMO_PERSON_DOMAIN}`;

/** Whether the user row `userId` names is one of a demo's fictional people (see above). */
export function isDemoPerson(userId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${user} d where d.id = ${userId}
    and d.is_anonymous = false and d.email like ${`%@${DEMO_PERSON_DOMAIN}`}
    and not exists (select 1 from ${account} a where a.user_id = d.id))`;
}

/**
 * Demo people left in no workspace (their demo was cleared, or its guest signed up and the
 * sample party left) go: nothing else refers to them but the activity log, which keeps the
 * name it copied. Returns how many.
 */
export async function deleteDetachedDemoPeople(db: Db | Tx): Promise<number> {
  const deleted = await db
    .delete(user)
    .where(
      and(
        eq(user.isAnonymous, false),
        like(user.email, `%@${DEMO_PERSON_DOMAIN}`),
        notExists(db.select({ one: sql`1` }).from(account).where(eq(account.userId, user.id))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(workspaceMembers)
            .where(eq(workspaceMembers.userId, user.id)),
        ),
      ),
    )
    .returning({ id: user.id });
  return deleted.length;
}

/** Takes a workspace's demo people out of it (a guest who signs up keeps only real people). */
export async function removeDemoPeopleFrom(db: Db | Tx, workspaceId: string) {
  await db
    .delete(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), isDemoPerson(workspaceMembers.userId)),
    );
  await deleteDetachedDemoPeople(db);
}

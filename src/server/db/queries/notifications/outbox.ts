import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { NotificationKind } from "@/domain/notifications/kinds";
import type { NoticeParams } from "@/domain/notifications/texts";
import { isRole, type Role } from "@/domain/team/roles";
import type { Db } from "../../client";
import { notifications, user, workspaceMembers, workspaces } from "../../schema";

/**
 * The email side of notifications, a job table worked by every process (ADR 0024). A claim
 * moves rows to 'sending' and counts the attempt in ONE statement under FOR UPDATE SKIP
 * LOCKED, committed before the SMTP exchange starts: a row is in 'sending' from before its
 * DATA until it is marked, so a process killed in between leaves it there, and a row in
 * 'sending' is never claimed again (at most one email; ADR 0024 says why).
 */
export interface ClaimedNotice {
  id: string;
  userId: string;
  workspaceId: string;
  kind: NotificationKind;
  subjectId: string;
  dueAt: Date;
  emailAt: Date;
  params: NoticeParams;
  attempts: number;
}

interface Recipient {
  email: string;
  name: string;
  /** Their 12/24-hour choice, for times in the mail. */
  clock: "12h" | "24h" | null;
  /** A demo guest: the address is better-auth's placeholder, never mailed. */
  guest: boolean;
  /** The language they chose for Tribe (issue 55); null: none, so mail reads English. */
  locale: string | null;
}

const BATCH = 20;
/** A claim older than this whose process never said how it ended: sent or not, unknown. */
const SENDING_LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

const returned = {
  id: notifications.id,
  userId: notifications.userId,
  workspaceId: notifications.workspaceId,
  kind: notifications.kind,
  subjectId: notifications.subjectId,
  dueAt: notifications.dueAt,
  emailAt: notifications.emailAt,
  params: notifications.params,
  attempts: notifications.emailAttempts,
};

/** Urgent notifications whose email is due: claimed, each its own message. */
export async function claimUrgent(db: Db, now: Date): Promise<ClaimedNotice[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.emailState, "pending"), sql`${notifications.emailAt} <= ${now}`))
    .orderBy(notifications.emailAt)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(notifications)
    .set({
      emailState: "sending",
      emailAttempts: sql`${notifications.emailAttempts} + 1`,
      emailClaimedAt: now,
    })
    .where(inArray(notifications.id, due))
    .returning(returned);
  return rows as ClaimedNotice[];
}

/**
 * One person's digest whose 08:00 has come: all of their waiting rows at once, under a
 * per-person transaction lock, so two processes never split one digest into two emails.
 */
export async function claimDigest(db: Db, now: Date): Promise<ClaimedNotice[]> {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.emailState, "digest"), sql`${notifications.emailAt} <= ${now}`))
      .limit(BATCH);
    for (const { userId } of candidates) {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`digest:${userId}`})) as got`,
      )) as unknown as { rows: { got: boolean }[] };
      if (!lock.rows[0]?.got) continue;
      const rows = await tx
        .update(notifications)
        .set({
          emailState: "sending",
          emailAttempts: sql`${notifications.emailAttempts} + 1`,
          emailClaimedAt: now,
        })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.emailState, "digest"),
            sql`${notifications.emailAt} <= ${now}`,
          ),
        )
        .returning(returned);
      if (rows.length > 0) return rows as ClaimedNotice[];
    }
    return [];
  });
}

/**
 * The address and name of the person claimed rows go to, their role NOW in each of the rows'
 * workspaces (absent: no longer a member), and each workspace's name: read at send time, so
 * a role changed or a membership ended after scheduling decides what is mailed (issue 46 §5).
 */
export async function recipientsOf(db: Db, userId: string, workspaceIds: string[]) {
  const [person] = await db
    .select({
      email: user.email,
      name: user.name,
      clock: user.timeFormat,
      guest: user.isAnonymous,
      locale: user.locale,
    })
    .from(user)
    .where(eq(user.id, userId));
  const places = workspaceIds.length
    ? await db
        .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
        .from(workspaces)
        .leftJoin(
          workspaceMembers,
          and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
        )
        .where(inArray(workspaces.id, workspaceIds))
    : [];
  const recipient: Recipient | undefined = person && {
    email: person.email,
    name: person.name,
    clock: person.clock === "12h" || person.clock === "24h" ? person.clock : null,
    guest: person.guest === true,
    locale: person.locale,
  };
  return {
    person: recipient,
    roles: new Map<string, Role>(
      places.flatMap((w) => (isRole(w.role) ? [[w.id, w.role] as const] : [])),
    ),
    workspaceNames: new Map(places.map((w) => [w.id, w.name])),
  };
}

/**
 * How a send ended: delivered; refused before DATA (try again later); not knowable; or
 * withheld before any SMTP (the person may no longer receive it, or their address cannot).
 */
export type SendOutcome = "sent" | "retry" | "refused" | "unknown" | "withheld";

export async function markSent(
  db: Db,
  ids: string[],
  outcome: SendOutcome,
  now: Date,
  retryState: "pending" | "digest",
) {
  if (ids.length === 0) return;
  const sending = and(inArray(notifications.id, ids), eq(notifications.emailState, "sending"));
  if (outcome === "sent") {
    await db.update(notifications).set({ emailState: "sent", emailedAt: now }).where(sending);
  } else if (outcome === "retry") {
    // Nothing reached DATA: safe to send again, after a back-off, a few times.
    await db
      .update(notifications)
      .set({
        emailState: sql`case when ${notifications.emailAttempts} >= ${MAX_ATTEMPTS} then 'failed' else ${retryState} end`,
        emailAt: sql`${now}::timestamptz + make_interval(mins => ${notifications.emailAttempts} * 5)`,
      })
      .where(sending);
  } else if (outcome === "withheld") {
    // Never mailed: "off", as if the person had switched it off; the bell re-checks on read.
    await db.update(notifications).set({ emailState: "off" }).where(sending);
  } else {
    await db
      .update(notifications)
      .set({ emailState: outcome === "refused" ? "failed" : "unknown" })
      .where(sending);
  }
}

/** Claims whose process died mid-send (kill -9): never retried, marked unknown for the record. */
export async function expireStaleClaims(db: Db, now: Date) {
  await db
    .update(notifications)
    .set({ emailState: "unknown" })
    .where(
      and(
        eq(notifications.emailState, "sending"),
        lt(notifications.emailClaimedAt, new Date(now.getTime() - SENDING_LEASE_MS)),
      ),
    );
}

import { and, eq, exists, sql } from "drizzle-orm";
import type { TimeFormat } from "@/domain/account/profile";
import { isLocale, type Locale } from "@/domain/i18n/locales";
import type { Db } from "../../client";
import { user, workspaceMembers, workspaces } from "../../schema";

const profileColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  artistName: user.artistName,
  isAnonymous: user.isAnonymous,
  timeFormat: user.timeFormat,
  locale: user.locale,
};

const shaped = <
  R extends { isAnonymous: boolean | null; timeFormat: string | null; locale: string | null },
>(
  row: R,
) => ({
  ...row,
  locale: isLocale(row.locale) ? row.locale : null,
  isAnonymous: row.isAnonymous ?? false,
  timeFormat: (row.timeFormat === "12h" || row.timeFormat === "24h"
    ? row.timeFormat
    : null) as TimeFormat | null,
});

export async function getProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
  return row ? shaped(row) : undefined;
}

/**
 * The person's name (when given) and the act's. The act's name is also the name of the
 * workspace sign-up made for them (its id is theirs): the name the switcher, exports and
 * members of that workspace see. Other workspaces keep their own names (Team renames them).
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { name?: string | undefined; artistName: string },
) {
  return db.transaction(async (tx) => {
    // Only while they own it: a workspace handed over is its new owner's to name.
    const owns = tx
      .select({ one: sql`1` })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, userId),
          eq(workspaceMembers.userId, userId),
          eq(workspaceMembers.role, "owner"),
        ),
      );
    await tx
      .update(workspaces)
      .set({ name: input.artistName })
      .where(and(eq(workspaces.id, userId), exists(owns)));
    return setProfile(tx, userId, input);
  });
}

async function setProfile(
  db: Db,
  userId: string,
  input: { name?: string | undefined; artistName: string },
) {
  const [row] = await db
    .update(user)
    .set({
      artistName: input.artistName,
      ...(input.name === undefined ? {} : { name: input.name }),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId))
    .returning(profileColumns);
  return row ? shaped(row) : undefined;
}

/** The person's clock, 12- or 24-hour (issue 38); null follows their device. */
export async function setTimeFormat(db: Db, userId: string, timeFormat: TimeFormat | null) {
  const [row] = await db
    .update(user)
    .set({ timeFormat, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning(profileColumns);
  return row ? shaped(row) : undefined;
}

/** The language Tribe speaks to the person (issue 55); null follows their browser. */
export async function setLocale(db: Db, userId: string, locale: Locale | null) {
  const [row] = await db
    .update(user)
    .set({ locale, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning(profileColumns);
  return row ? shaped(row) : undefined;
}

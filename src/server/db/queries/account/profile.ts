import { eq } from "drizzle-orm";
import type { TimeFormat } from "@/domain/account/profile";
import type { Db } from "../../client";
import { user } from "../../schema";

const profileColumns = {
  id: user.id,
  email: user.email,
  artistName: user.artistName,
  isAnonymous: user.isAnonymous,
  timeFormat: user.timeFormat,
};

const shaped = <R extends { isAnonymous: boolean | null; timeFormat: string | null }>(row: R) => ({
  ...row,
  isAnonymous: row.isAnonymous ?? false,
  timeFormat: (row.timeFormat === "12h" || row.timeFormat === "24h"
    ? row.timeFormat
    : null) as TimeFormat | null,
});

export async function getProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
  return row ? shaped(row) : undefined;
}

export async function updateArtistName(db: Db, userId: string, artistName: string) {
  const [row] = await db
    .update(user)
    .set({ artistName, updatedAt: new Date() })
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

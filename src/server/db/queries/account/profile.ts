import { eq } from "drizzle-orm";
import type { Db } from "../../client";
import { user } from "../../schema";

const profileColumns = {
  id: user.id,
  email: user.email,
  artistName: user.artistName,
  isAnonymous: user.isAnonymous,
};

export async function getProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
  return row ? { ...row, isAnonymous: row.isAnonymous ?? false } : undefined;
}

export async function updateArtistName(db: Db, userId: string, artistName: string) {
  const [row] = await db
    .update(user)
    .set({ artistName, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning(profileColumns);
  return row ? { ...row, isAnonymous: row.isAnonymous ?? false } : undefined;
}

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteAbandonedGuests } from "@/server/db/queries/account/accounts";
import { session, tours, user } from "@/server/db/schema";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest, signUp } from "../support/client";

const s = setupApiSuite();

const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

async function age(userId: string, { expireSessions }: { expireSessions: boolean }) {
  await s.t.database.db.update(user).set({ createdAt: twoDaysAgo() }).where(eq(user.id, userId));
  if (expireSessions) {
    await s.t.database.db
      .update(session)
      .set({ expiresAt: twoDaysAgo() })
      .where(eq(session.userId, userId));
  }
}

describe("abandoned demo accounts", () => {
  it("removes an old guest with no live session, with its data", async () => {
    const guest = await signInAsGuest(s.t);
    const before = await s.t.database.db
      .select()
      .from(tours)
      .where(eq(tours.workspaceId, guest.workspaceId));
    expect(before.length).toBeGreaterThan(0);
    await age(guest.userId, { expireSessions: true });

    expect(await deleteAbandonedGuests(s.t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await s.t.database.db.select().from(user).where(eq(user.id, guest.userId))).toEqual([]);
    expect(
      await s.t.database.db.select().from(tours).where(eq(tours.workspaceId, guest.workspaceId)),
    ).toEqual([]);
  });

  it("keeps a guest who is still signed in, a new guest, and real accounts", async () => {
    const active = await signInAsGuest(s.t);
    await age(active.userId, { expireSessions: false });
    const fresh = await signInAsGuest(s.t);
    await s.t.database.db
      .update(session)
      .set({ expiresAt: twoDaysAgo() })
      .where(eq(session.userId, fresh.userId));
    const real = await signUp(s.t);
    await age(real.userId, { expireSessions: true });

    await deleteAbandonedGuests(s.t.database.db);
    const res = await call(s.t, "GET", "/api/profile", { cookie: active.cookie });
    expect(res.status).toBe(200);
    for (const id of [fresh.userId, real.userId]) {
      expect(
        await s.t.database.db.select({ id: user.id }).from(user).where(eq(user.id, id)),
      ).toHaveLength(1);
    }
  });
});

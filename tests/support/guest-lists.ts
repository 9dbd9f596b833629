import { workspaceMembers } from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { type Account, call, signUp } from "./client";
import type { TestApp } from "./test-app";

/** A show of `owner`'s workspace, with the guest list's base path. */
export async function showWithList(t: TestApp, owner: Account, date = "2099-05-02") {
  const db = t.database.db;
  const tour = await insertTour(db, owner.workspaceId, { startDate: date, endDate: date });
  const venue = await insertVenue(db, owner.workspaceId, { name: "Station 9", city: "Austin" });
  const show = await insertShow(db, owner.workspaceId, tour.id, venue.id, {
    performanceDate: date,
  });
  return {
    tourId: tour.id,
    showId: show.id,
    base: `/api/tours/${tour.id}/guest-lists/${show.id}`,
  };
}

/**
 * A new account made a member of `owner`'s workspace with `role`, and switched into it: the
 * way a crew member works before invitations (tests may seed through the database).
 */
export async function memberOf(t: TestApp, owner: Account, role: "manager" | "crew" | "artist") {
  const member = await signUp(t, { artistName: `A ${role}` });
  await t.database.db
    .insert(workspaceMembers)
    .values({ workspaceId: owner.workspaceId, userId: member.userId, role });
  const res = await call(t, "PUT", "/api/team/current", {
    cookie: member.cookie,
    json: { workspaceId: owner.workspaceId },
  });
  if (res.status !== 200) throw new Error(`switch failed: ${res.status} ${res.text}`);
  return member;
}

export const guest = (name: string, plusOnes = 0, extra: Record<string, unknown> = {}) => ({
  name,
  plusOnes,
  passType: "guest",
  ...extra,
});

// Issue 24 item 9: membership and role come with the session check, at no extra statement.
// A cached-session GET /api/tours cost one statement before Teams (measured at 1c24b60, the
// last commit before workspaces): the session check, the list itself from the per-account
// cache. It must cost no more, for the owner and for a crew member of the same workspace. On
// the embedded database the session check is kept in memory (decision 21): none at all.

import type { Db } from "@/server/db/client";
import { workspaceMembers } from "@/server/db/schema";
import { signUp } from "./setup";

const STATEMENTS_BEFORE_TEAMS = { tours: 1, overview: 1 } as const;

type App = Parameters<typeof signUp>[0];
interface Counted {
  p50Ms: number;
  p95Ms: number;
  statements: number;
}

/** Puts a new account in `workspaceId` as crew and makes its session work there. */
async function crewIn(app: App, db: Db, workspaceId: string) {
  const crew = await signUp(app, "bench-crew");
  await db.insert(workspaceMembers).values({ workspaceId, userId: crew.userId, role: "crew" });
  const res = await app.request("http://localhost:3000/api/team/current", {
    method: "PUT",
    headers: {
      cookie: crew.cookie,
      origin: "http://localhost:3000",
      "content-type": "application/json",
    },
    body: JSON.stringify({ workspaceId }),
  });
  if (res.status !== 200) throw new Error(`crew could not switch: HTTP ${res.status}`);
  return crew;
}

export async function measureTeamsSession<M extends Counted>(
  app: App,
  db: Db,
  workspaceId: string,
  ownerCookie: string,
  measure: (label: string, path: string, cookie: string) => Promise<M>,
) {
  const crew = await crewIn(app, db, workspaceId);
  return {
    ownerTours: await measure("tours (owner)", "/api/tours", ownerCookie),
    crewTours: await measure("tours (crew)", "/api/tours", crew.cookie),
    crewOverview: await measure("overview (crew)", "/api/overview", crew.cookie),
    before: STATEMENTS_BEFORE_TEAMS,
  };
}

export function printTeamsSession(figures: Awaited<ReturnType<typeof measureTeamsSession>>) {
  const { ownerTours, crewTours, crewOverview, before } = figures;
  const same =
    ownerTours.statements <= before.tours &&
    crewTours.statements <= before.tours &&
    crewOverview.statements <= before.overview;
  console.log(
    `Teams: cached-session GET /api/tours ${ownerTours.statements} statement(s) as owner, ` +
      `${crewTours.statements} as crew (p50 ${crewTours.p50Ms} ms); GET /api/overview as crew ` +
      `${crewOverview.statements} (p50 ${crewOverview.p50Ms} ms); before Teams: ${before.tours} and ` +
      `${before.overview} (goal: no extra statement: ${same ? "met" : "MISSED"}).`,
  );
}

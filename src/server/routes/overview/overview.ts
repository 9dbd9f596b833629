import { Hono } from "hono";
import { statsFor } from "@/domain/overview/overview";
import { behindPaceFor } from "@/domain/tickets/reader-shape";
import { AccountCache } from "../../account-cache";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { getOverview } from "../../db/queries/overview/overview";
import { type Computed, type Viewer, versionedJson, versionedText } from "../../versioned-json";

/**
 * The Overview's JSON per account, reused until the account's data changes: the dashboard
 * asks for it on every visit and focus, and reading the version is far cheaper than the
 * statement that adds everything up.
 */
const computed = new AccountCache<Computed>();

/** The whole Overview in one request (statistics, progress, recent tours). */
export const overviewRoutes = new Hono<AppEnv>().get("/", (c) =>
  versionedJson(c, computed, (sees) => overviewFor(c.get("db"), c.get("workspace").id, sees)),
);

async function overviewFor(db: Db, workspaceId: string, sees: boolean) {
  const overview = await getOverview(db, workspaceId);
  const { stats, recentTours, homeCurrency, behindPace, crewSeesTicketCounts } = overview;
  // Issue 51: upcoming shows behind their tour's pace, their figures as the reader may read them.
  const reader = { seesMoney: sees, crewSeesTicketCounts: sees || crewSeesTicketCounts };
  return {
    stats: statsFor(sees, stats),
    recentTours,
    homeCurrency,
    behindPace: behindPace.map((s) => behindPaceFor(reader, s)),
  };
}

/** The same answer as GET /api/overview, as text: what the rendered Overview page starts from. */
export const overviewText = async (db: Db, viewer: Viewer) =>
  (await versionedText(db, viewer, computed, (sees) => overviewFor(db, viewer.workspaceId, sees)))
    .text;

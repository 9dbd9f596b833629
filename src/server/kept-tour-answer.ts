import type { Context } from "hono";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AccountCache } from "./account-cache";
import type { AppEnv } from "./context";
import { type RoadInputs, roadInputsNow } from "./db/queries/finances/ledger";
import { workspaceVersion } from "./db/queries/team/workspace-version";
import { requestLocale } from "./i18n/request-locale";
import type { Computed } from "./versioned-json";

/** A tour's answer as computed, and the road's inputs it read (null: none). */
export interface KeptTourAnswer extends Computed {
  road: RoadInputs | null;
}

const sameRoad = (a: RoadInputs, b: RoadInputs) => a.unit === b.unit && a.team === b.team;

/**
 * One tour's answer (its page, its finance screen), kept while the workspace's data version
 * holds (ADR 0026): screens ask again on every visit and focus, and a tour's money is tens of
 * ms of the server's one thread to compute. The version first (the session check read it
 * already): an answer is never older than the version it is filed under. Every owned table
 * moves it on any write, whoever writes (schema/workspace-versions.ts); the home currency is
 * the workspace's own column, which the session check reads afresh after any change; the day
 * moves a tour's and a show's status; the role is in the key so no reader gets another's
 * answer; the language too, since the road's lines are written in the reader's (ADR 0035).
 * `compute` answers null for a tour that is not the workspace's.
 */
export async function keptTourAnswer(
  c: Context<AppEnv>,
  cache: AccountCache<KeptTourAnswer>,
  tourId: string,
  compute: (now: Date) => Promise<KeptTourAnswer | null | undefined>,
): Promise<KeptTourAnswer | null> {
  const db = c.get("db");
  const { id: workspaceId, role, homeCurrency } = c.get("workspace");
  const version = c.get("workspaceVersion") ?? (await workspaceVersion(db, workspaceId));
  const now = new Date();
  const key = `${workspaceId} ${tourId} ${role} ${homeCurrency} ${utcDateStamp(now)} ${requestLocale(c)}`;
  let entry = cache.get(key, version);
  // The road lines also read the team's size and the distance unit, which no version
  // counts: an answer with road lines holds only while they are what it read.
  if (entry?.road && !sameRoad(entry.road, await roadInputsNow(db, workspaceId))) {
    entry = undefined;
  }
  if (!entry) {
    const computed = await compute(now);
    if (!computed) return null;
    entry = computed;
    cache.set(key, version, entry);
  }
  return entry;
}

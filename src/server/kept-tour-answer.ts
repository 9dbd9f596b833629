import type { Context } from "hono";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AccountCache } from "./account-cache";
import type { AppEnv } from "./context";
import { type RoadInputs, roadInputsNow } from "./db/queries/finances/ledger";
import { requestLocale } from "./i18n/request-locale";
import { type Computed, keptWhileVersion } from "./versioned-json";

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
export function keptTourAnswer(
  c: Context<AppEnv>,
  cache: AccountCache<KeptTourAnswer>,
  tourId: string,
  compute: (now: Date) => Promise<KeptTourAnswer | null | undefined>,
): Promise<KeptTourAnswer | undefined> {
  const { id: workspaceId, role, homeCurrency } = c.get("workspace");
  const now = new Date();
  const key = `${tourId} ${role} ${homeCurrency} ${utcDateStamp(now)} ${requestLocale(c)}`;
  return keptWhileVersion(
    c,
    cache,
    key,
    async () => (await compute(now)) ?? undefined,
    // The road lines also read the team's size and the distance unit, which no version
    // counts: an answer with road lines holds only while they are what it read.
    async (kept) =>
      !kept.road || sameRoad(kept.road, await roadInputsNow(c.get("db"), workspaceId)),
  );
}

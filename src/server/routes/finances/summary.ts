import { Hono } from "hono";
import { utcDateStamp } from "@/domain/tour-timing";
import { AccountCache } from "../../account-cache";
import type { AppEnv } from "../../context";
import { type RoadInputs, roadInputsNow } from "../../db/queries/finances/ledger";
import { readTourFinance, type TourFinance } from "../../db/queries/finances/summary";
import { workspaceVersion } from "../../db/queries/team/workspace-version";
import { requestLocale } from "../../i18n/request-locale";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { type Computed, sendComputed } from "../../versioned-json";

/** A tour's finance answer as computed, and the road's inputs it read (null: none). */
interface KeptFinance extends Computed {
  road: RoadInputs | null;
}

/**
 * Finance answers kept per tour while the workspace's data version holds (ADR 0026): the
 * screen asks again on every visit and focus, and computing a big tour's is tens of ms of the
 * server's one thread. A big tour's answer is a few hundred KB, so fewer are kept than
 * Overviews.
 */
const kept = new AccountCache<KeptFinance>(64);

const sameRoad = (a: RoadInputs, b: RoadInputs) => a.unit === b.unit && a.team === b.team;

/** /tours/:tourId/finance — the finance overview of one tour (its cards, in one request). */
export const summaryRoutes = new Hono<AppEnv>().get(
  "/",
  idParams(["tourId"], TOUR_NOT_FOUND),
  async (c) => {
    const { tourId } = c.req.valid("param");
    const db = c.get("db");
    const { id: workspaceId, role, homeCurrency } = c.get("workspace");
    // The version first (the session check read it already): an answer is never older than
    // the version it is filed under. Every owned table the ledger reads moves it on any
    // write, whoever writes (schema/workspace-versions.ts); the home currency is the
    // workspace's own column, which the session check reads afresh after any change; the day
    // moves a tour's status; the role is in the key so no reader gets another's answer; the
    // language too, since the road's lines are written in the reader's (ADR 0035).
    const version = c.get("workspaceVersion") ?? (await workspaceVersion(db, workspaceId));
    const now = new Date();
    const key = `${workspaceId} ${tourId} ${role} ${homeCurrency} ${utcDateStamp(now)} ${requestLocale(c)}`;
    let entry = kept.get(key, version);
    // The road lines also read the team's size and the distance unit, which no version
    // counts: an answer with road lines holds only while they are what it read.
    if (entry?.road && !sameRoad(entry.road, await roadInputsNow(db, workspaceId))) {
      entry = undefined;
    }
    if (!entry) {
      const read = await readTourFinance(db, workspaceId, tourId, now);
      if (!read) throw notFound(TOUR_NOT_FOUND);
      entry = { text: JSON.stringify(read.finance), road: read.roadInputs };
      kept.set(key, version, entry);
    }
    return sendComputed<TourFinance>(c, entry);
  },
);

import type { Logger } from "pino";
import type { Database } from "./db/client";
import { deleteAbandonedGuests } from "./db/queries/account/accounts";
import { settleNegotiations } from "./db/queries/negotiations/upkeep";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 6 * 60 * 60 * 1000;
const LAPSE_EVERY_MS = 5 * 60 * 1000;

/** Housekeeping while the server runs: demo accounts that nobody can sign in to any more. */
export function startMaintenance(database: Database, logger: Logger): () => void {
  const run = async () => {
    try {
      const removed = await deleteAbandonedGuests(database.db);
      if (removed > 0) {
        logger.info({ removed }, "removed abandoned demo accounts");
        database.reclaimDeletedSpace();
      }
    } catch (err) {
      logger.warn({ err }, "demo account clean-up failed; will try again later");
    }
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, EVERY_MS);
  // Holds and challenges also lapse at read time; this keeps pages that do not settle
  // (the Tours page, the Overview) true within minutes. Idempotent across processes.
  const lapse = setInterval(() => {
    settleNegotiations(database.db, null).catch((err) =>
      logger.warn({ err }, "lapsing expired holds failed; will try again"),
    );
  }, LAPSE_EVERY_MS);
  first.unref();
  every.unref();
  lapse.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
    clearInterval(lapse);
  };
}

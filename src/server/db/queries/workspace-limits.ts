import { and, count, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type LimitedKind, LimitReached, overLimit } from "@/domain/workspace-limits";
import type { Db } from "../client";
import {
  artworkFiles,
  designProjects,
  guests,
  marketingCampaigns,
  merchProducts,
  songs,
  tourFinancials,
  tours,
  tourVenues,
  venues,
} from "../schema";

interface Counted {
  table: PgTable;
  workspaceId: PgColumn;
  /** For a limit per parent (a show's list, a tour's rows): the parent's column. */
  within?: PgColumn;
}

/** The table each limit counts, by its workspace column (every one has an index on it). */
const COUNTED: Record<LimitedKind, Counted> = {
  tours: { table: tours, workspaceId: tours.workspaceId },
  shows: { table: tourVenues, workspaceId: tourVenues.workspaceId },
  venues: { table: venues, workspaceId: venues.workspaceId },
  guestsPerList: { table: guests, workspaceId: guests.workspaceId, within: guests.showId },
  financialRowsPerTour: {
    table: tourFinancials,
    workspaceId: tourFinancials.workspaceId,
    within: tourFinancials.tourId,
  },
  designProjects: { table: designProjects, workspaceId: designProjects.workspaceId },
  artworkFiles: { table: artworkFiles, workspaceId: artworkFiles.workspaceId },
  campaigns: { table: marketingCampaigns, workspaceId: marketingCampaigns.workspaceId },
  products: { table: merchProducts, workspaceId: merchProducts.workspaceId },
  songs: { table: songs, workspaceId: songs.workspaceId },
};

/**
 * Throws `LimitReached` (409 `limit_reached`, naming the limit) when adding `adding` rows of
 * `kind` would pass the workspace's limit (domain/workspace-limits.ts), or the parent's
 * (`parentId`: the show of a guest list, the tour of financial rows). Call it inside the
 * write's transaction, before the insert: one indexed count, and the refusal rolls the whole
 * write back (an import writes all its rows or none). Two writes at once may each see room
 * for one more: a limit can be passed by as many rows as writes race, which a bound against
 * runaway volume tolerates (a lock per workspace would serialise every create).
 */
export async function ensureRoomFor(
  tx: Db,
  workspaceId: string,
  kind: LimitedKind,
  adding = 1,
  parentId?: string,
): Promise<void> {
  if (adding <= 0) return;
  const { table, workspaceId: column, within } = COUNTED[kind];
  if (within && !parentId) throw new Error(`The ${kind} limit counts within a parent: pass its id`);
  const scope = and(eq(column, workspaceId), within ? eq(within, parentId!) : undefined);
  const [row] = await tx.select({ n: count() }).from(table).where(scope);
  if (overLimit(kind, Number(row?.n ?? 0), adding)) throw new LimitReached(kind);
}

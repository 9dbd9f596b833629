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
  tours,
  tourVenues,
  venues,
} from "../schema";

/** The table each limit counts, by its workspace column (every one has an index on it). */
const COUNTED: Record<LimitedKind, { table: PgTable; workspaceId: PgColumn }> = {
  tours: { table: tours, workspaceId: tours.workspaceId },
  shows: { table: tourVenues, workspaceId: tourVenues.workspaceId },
  venues: { table: venues, workspaceId: venues.workspaceId },
  guestsPerList: { table: guests, workspaceId: guests.workspaceId },
  designProjects: { table: designProjects, workspaceId: designProjects.workspaceId },
  artworkFiles: { table: artworkFiles, workspaceId: artworkFiles.workspaceId },
  campaigns: { table: marketingCampaigns, workspaceId: marketingCampaigns.workspaceId },
  products: { table: merchProducts, workspaceId: merchProducts.workspaceId },
};

/**
 * Throws `LimitReached` (409 `limit_reached`, naming the limit) when adding `adding` rows of
 * `kind` would pass the workspace's limit (domain/workspace-limits.ts). Call it inside the
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
  opts: { showId?: string } = {},
): Promise<void> {
  if (adding <= 0) return;
  const { table, workspaceId: column } = COUNTED[kind];
  const scope =
    kind === "guestsPerList" && opts.showId
      ? and(eq(column, workspaceId), eq(guests.showId, opts.showId))
      : eq(column, workspaceId);
  const [row] = await tx.select({ n: count() }).from(table).where(scope);
  if (overLimit(kind, Number(row?.n ?? 0), adding)) throw new LimitReached(kind);
}

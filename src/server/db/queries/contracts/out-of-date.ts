import type { ContractState } from "@/domain/contracts/contracts";
import { isOutOfDate } from "@/domain/contracts/out-of-date";
import type { Db } from "../../client";
import type { ContractRow } from "./contract-rows";
import { contractFactsOfShows } from "./facts";

/** A version as read now: whether it still says what its show says (domain/contracts). */
export type ContractNow = Omit<ContractRow, "state"> & { state: ContractState; outOfDate: boolean };

/**
 * Versions as read now (issue 48 item 4): each compared with its show's facts of this moment,
 * the shows of each workspace read together (contractFactsOfShows: four statements however
 * many). A show gone, or one that can no longer have a contract, leaves its versions out of
 * date.
 */
export async function readNow(db: Db, rows: readonly ContractRow[]): Promise<ContractNow[]> {
  // Pushed in place: copying the list per row made a workspace's thousand versions a
  // million copies.
  const byWorkspace = new Map<string, ContractRow[]>();
  for (const row of rows) {
    const own = byWorkspace.get(row.workspaceId);
    if (own) own.push(row);
    else byWorkspace.set(row.workspaceId, [row]);
  }
  const factsOf = new Map<string, Awaited<ReturnType<typeof contractFactsOfShows>>>();
  for (const [workspaceId, own] of byWorkspace)
    factsOf.set(
      workspaceId,
      await contractFactsOfShows(
        db,
        workspaceId,
        own.map((r) => r.showId),
      ),
    );
  return rows.map((row) => ({
    ...row,
    state: row.state as ContractState,
    outOfDate: isOutOfDate(
      { state: row.state as ContractState, facts: row.source.facts },
      factsOf.get(row.workspaceId)?.get(row.showId)?.facts ?? null,
    ),
  }));
}

/** One version as read now. */
export async function readOneNow(db: Db, row: ContractRow): Promise<ContractNow> {
  const [now] = await readNow(db, [row]);
  return now!;
}

import { type Column, type SQL, sql } from "drizzle-orm";
import type { DealCountTuple } from "@/domain/tickets/deal-count";
import { ticketCounts } from "../../schema";

/**
 * A show's counts as the deal reads need them (domain/tickets/deal-count.ts), as one JSON
 * value of the statement that reads the deal: no statement of its own (ADR 0005). `showId`
 * and `workspaceId` are the deal row's columns.
 */
export const dealCountsSql = (showId: Column | SQL, workspaceId: Column | SQL) =>
  sql<DealCountTuple[]>`(select coalesce(json_agg(json_build_array(
      tc.id, tc.tier,
      to_char(tc.counted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      tc.sold, tc.gross::text, tc.currency
    )), '[]'::json)
    from ${ticketCounts} tc
    where tc.show_id = ${showId} and tc.workspace_id = ${workspaceId})`;

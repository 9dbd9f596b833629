import { sql } from "drizzle-orm";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import { type FilingFacts, filingDateWindows } from "@/domain/notifications/filing-due";
import { showFact } from "@/domain/notifications/notice-subjects";
import { utcDateStamp } from "@/domain/tour-timing";
import type { Db } from "../../client";
import { inWorkspaces, UNKNOWN_VENUE_SQL } from "../../sql-helpers";

type Row = Record<string, unknown>;

/**
 * The confirmed shows whose performance report may fall due within the reminder's lead time
 * (domain/notifications/filing-due.ts), in workspaces that file with a society: only the show
 * dates of each deadline's window are read, so the minute's run reads a handful of rows
 * however many years of shows the server holds.
 */
export async function readFilingFacts(
  db: Db,
  now: Date,
  workspaceIds?: readonly string[],
): Promise<{ workspaceId: string; facts: FilingFacts }[]> {
  const windows = filingDateWindows(utcDateStamp(now));
  const inWindow = sql.join(
    windows.map((w) => sql`s.performance_date between ${w.from}::date and ${w.to}::date`),
    sql` or `,
  );
  const scope = inWorkspaces(sql`s.workspace_id`, workspaceIds);
  const result = (await db.execute(sql`
    select s.id, s.workspace_id, s.tour_id, coalesce(v.name, ${UNKNOWN_VENUE_SQL}) as venue,
      to_char(s.performance_date, 'YYYY-MM-DD') as date, coalesce(v.country, 'US') as country,
      v.capacity, ss.societies,
      (select coalesce(json_agg(f.society), '[]'::json) from setlist_filings f
        where f.show_id = s.id and f.workspace_id = s.workspace_id) as filed
    from tour_venues s
    join setlist_settings ss on ss.workspace_id = s.workspace_id
      and jsonb_array_length(ss.societies) > 0
    left join venues v on v.id = s.venue_id and v.workspace_id = s.workspace_id
    where ${scope} and s.status = ${CONFIRMED_SHOW_STATUS} and (${inWindow})`)) as unknown as {
    rows: Row[];
  };
  return result.rows.map((r) => ({
    workspaceId: r.workspace_id as string,
    facts: {
      showId: r.id as string,
      tourId: r.tour_id as string,
      at: showFact(r.venue as string, r.date as string),
      date: r.date as string,
      country: r.country as string,
      capacity: r.capacity === null || r.capacity === undefined ? null : Number(r.capacity),
      societies: asList(r.societies),
      filed: asList(r.filed),
    },
  }));
}

/** A jsonb/json list as both engines return it: parsed, or as its text. */
function asList(value: unknown): string[] {
  const list = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string") : [];
}

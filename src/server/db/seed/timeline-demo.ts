import { sql } from "drizzle-orm";
import type { Db } from "../client";

/**
 * The demo's rows were written just now, but its story began months ago: once every show has
 * the time its negotiation started (negotiations-demo.ts), each record around it is dated from
 * it, so nothing exists before what it belongs to. A venue is added, then its tour, then the
 * tour's shows; a deal is made when its show is confirmed; rows and rider items come with
 * their tour and show. A handful of statements, whatever the demo's size.
 */
export async function alignDemoTimeline(db: Db, workspaceId: string) {
  await db.execute(sql`update venues v set created_at = s.first - interval '2 days'
    from (select venue_id, min(created_at) as first from tour_venues
          where workspace_id = ${workspaceId} group by venue_id) s
    where v.id = s.venue_id and v.workspace_id = ${workspaceId}`);
  // A day before its first show; the list order of the seed (newest first) breaks ties.
  await db.execute(sql`update tours t set created_at = s.first - interval '1 day'
    from (select tour_id, min(created_at) as first from tour_venues
          where workspace_id = ${workspaceId} group by tour_id) s
    where t.id = s.tour_id and t.workspace_id = ${workspaceId}`);
  await db.execute(sql`update tour_financials f set created_at = t.created_at + interval '1 hour'
    from tours t where t.id = f.tour_id and f.workspace_id = ${workspaceId}`);
  await db.execute(sql`update rider_provisions r set created_at = v.created_at + interval '1 hour'
    from tour_venues v where v.id = r.tour_venue_id and r.workspace_id = ${workspaceId}`);
  // Made the moment the show was confirmed (the last step of its negotiation).
  await db.execute(sql`update venue_revenue_deals d set created_at = v.last_contact
    from tour_venues v where v.id = d.tour_venue_id and d.workspace_id = ${workspaceId}`);
}

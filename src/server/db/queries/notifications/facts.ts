import { inArray, sql } from "drizzle-orm";
import {
  BALANCE_DAYS_AFTER,
  CHALLENGE_REMINDER_HOURS,
  CONTRACT_COUNTERSIGN_DAYS,
  CONTRACT_PROMOTER_DAYS,
  type ContractWaitFacts,
  CUTOFF_REMINDER_HOURS,
  DEPOSIT_DAYS_BEFORE,
  type EventFacts,
  HOLD_REMINDER_HOURS,
  STALE_AFTER_MS,
  type WorkspaceFacts,
} from "@/domain/notifications/due";
import type { FilingFacts } from "@/domain/notifications/filing-due";
import { showFact } from "@/domain/notifications/notice-subjects";
import type { Db } from "../../client";
import { contracts } from "../../schema";
import { inWorkspaces, rowsOf, UNKNOWN_VENUE_SQL } from "../../sql-helpers";
import { readNow } from "../contracts/out-of-date";
import { readFilingFacts } from "./filing-facts";

/**
 * The facts reminders are computed from (domain/notifications/due.ts), for every workspace or
 * one: only rows near a deadline or events of the last two weeks, so the periodic run reads
 * little however many tours the server holds. Instants come back as epoch milliseconds,
 * the same on both engines.
 */
type Row = Record<string, unknown>;
const ms = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)));
const epoch = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000)::float8`);
const MAX_HOLD_HOURS = Math.max(...HOLD_REMINDER_HOURS);
const STALE_DAYS = STALE_AFTER_MS / 86_400_000;

export async function readFacts(
  db: Db,
  now: Date,
  workspaceIds?: readonly string[],
): Promise<WorkspaceFacts[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const scope = (alias: string) => inWorkspaces(sql.raw(`${alias}.workspace_id`), workspaceIds);
  const venue = sql`coalesce(v.name, ${UNKNOWN_VENUE_SQL})`;
  const shows = await rowsOf<Row>(
    db,
    sql`select s.id, s.workspace_id, s.tour_id, ${venue} as venue,
      to_char(s.performance_date, 'YYYY-MM-DD') as date, s.status, s.challenged_by,
      ${epoch("s.hold_expiry")} as hold_expiry, ${epoch("s.challenge_deadline")} as deadline,
      d.id as deal_id, d.deposit_received::text as deposit, d.is_paid, d.is_settled
    from tour_venues s
    left join venues v on v.id = s.venue_id and v.workspace_id = s.workspace_id
    left join venue_revenue_deals d on d.tour_venue_id = s.id and d.workspace_id = s.workspace_id
    where ${scope("s")} and (
      (s.status = 'hold' and s.hold_expiry > ${at}
        and s.hold_expiry <= ${at} + make_interval(hours => ${MAX_HOLD_HOURS}))
      or (s.status = 'challenge' and s.challenged_by = 'them' and s.challenge_deadline > ${at}
        and s.challenge_deadline <= ${at} + make_interval(hours => ${CHALLENGE_REMINDER_HOURS}))
      or (s.status = 'confirmed' and d.id is not null
        and s.performance_date between ${today} - ${BALANCE_DAYS_AFTER + STALE_DAYS}::int
          and ${today} + ${DEPOSIT_DAYS_BEFORE + 1}::int))`,
  );
  const lists = await rowsOf<Row>(
    db,
    sql`select s.id, s.workspace_id, s.tour_id, ${venue} as venue,
      to_char(s.performance_date, 'YYYY-MM-DD') as date, ${epoch("gs.cutoff_at")} as cutoff,
      w.waiting, ${epoch("w.newest")} as newest
    from tour_venues s
    left join venues v on v.id = s.venue_id and v.workspace_id = s.workspace_id
    left join guest_list_settings gs on gs.show_id = s.id and gs.workspace_id = s.workspace_id
    left join lateral (select count(*)::int as waiting, max(g.created_at) as newest from guests g
      where g.show_id = s.id and g.status = 'requested') w on true
    where ${scope("s")} and (s.performance_date is null or s.performance_date >= ${today} - 1) and (
      (gs.cutoff_at > ${at} and gs.cutoff_at <= ${at} + make_interval(hours => ${CUTOFF_REMINDER_HOURS}))
      or w.waiting > 0)`,
  );
  const since = sql`${at} - make_interval(days => ${STALE_DAYS})`;
  const events = await rowsOf<Row>(
    db,
    sql`select e.id::text as id, e.workspace_id, e.action as what, ${venue} as venue,
        to_char(s.performance_date, 'YYYY-MM-DD') as date, ${epoch("e.created_at")} as at
      from negotiation_events e join tour_venues s on s.id = e.show_id
      left join venues v on v.id = s.venue_id and v.workspace_id = s.workspace_id
      where ${scope("e")} and e.action in ('lapse', 'promote') and e.created_at > ${since}
    union all
    select i.id::text, i.workspace_id, 'accepted', coalesce(u.name, i.email), null, ${epoch("i.accepted_at")}
      from workspace_invitations i left join "user" u on u.id = i.accepted_by
      where ${scope("i")} and i.accepted_at > ${since}
    union all
    select r.id::text, r.workspace_id,
        case when r.to_status = 'in-review' then 'review' else 'sent-back' end, p.title, null,
        ${epoch("r.created_at")}
      from design_reviews r join design_projects p on p.id = r.project_id
      where ${scope("r")} and r.created_at > ${since}
        and (r.to_status = 'in-review' or (r.from_status = 'in-review' and r.to_status = 'pending'))`,
  );

  // Contracts waiting for a signature (issue 39): only those whose reminder is due and fresh.
  const waiting = await rowsOf<Row>(
    db,
    sql`select c.id, c.workspace_id, s.tour_id, c.show_id, c.venue_name as venue, c.show_date as date,
        case when c.state = 'promoter_signed' then 'countersignature' else 'promoter' end as waiting_on,
        ${epoch("case when c.state = 'promoter_signed' then c.promoter_signed_at else c.sent_at end")} as since
      from contracts c join tour_venues s on s.id = c.show_id and s.workspace_id = c.workspace_id
      where ${scope("c")} and (
        (c.state in ('sent', 'viewed') and c.sent_at <= ${at} - make_interval(days => ${CONTRACT_PROMOTER_DAYS})
          and c.sent_at > ${since} - make_interval(days => ${CONTRACT_PROMOTER_DAYS}))
        or (c.state = 'promoter_signed'
          and c.promoter_signed_at <= ${at} - make_interval(days => ${CONTRACT_COUNTERSIGN_DAYS})
          and c.promoter_signed_at > ${since} - make_interval(days => ${CONTRACT_COUNTERSIGN_DAYS})))`,
  );

  const byWorkspace = new Map<
    string,
    WorkspaceFacts & {
      shows: unknown[];
      guestLists: unknown[];
      events: EventFacts[];
      contracts: ContractWaitFacts[];
      filings: FilingFacts[];
    }
  >();
  const of = (id: string) => {
    let f = byWorkspace.get(id);
    if (!f) {
      f = { workspaceId: id, shows: [], guestLists: [], events: [], contracts: [], filings: [] };
      byWorkspace.set(id, f);
    }
    return f;
  };
  for (const r of shows) {
    of(r.workspace_id as string).shows.push({
      id: r.id as string,
      tourId: r.tour_id as string,
      at: showFact(r.venue as string, r.date as string | null),
      date: r.date as string | null,
      status: r.status as string,
      holdExpiry: ms(r.hold_expiry),
      challengeDeadline: ms(r.deadline),
      challengedBy: r.challenged_by as string | null,
      deal: r.deal_id
        ? {
            depositReceived: r.deposit as string,
            isPaid: Boolean(r.is_paid),
            isSettled: Boolean(r.is_settled),
          }
        : null,
    });
  }
  for (const r of lists) {
    of(r.workspace_id as string).guestLists.push({
      showId: r.id as string,
      tourId: r.tour_id as string,
      at: showFact(r.venue as string, r.date as string | null),
      cutoffAt: ms(r.cutoff),
      waiting: Number(r.waiting ?? 0),
      newestRequestAt: ms(r.newest),
    });
  }
  for (const r of events) {
    const what = r.what as string;
    const at = ms(r.at) ?? now;
    const label = r.venue as string;
    const e: EventFacts =
      what === "lapse" || what === "promote"
        ? {
            kind: what === "lapse" ? "hold-lapsed" : "hold-promoted",
            subjectId: r.id as string,
            at,
            params: { at: showFact(label, r.date as string | null) },
          }
        : {
            kind:
              what === "accepted"
                ? "invitation-accepted"
                : what === "review"
                  ? "proof-waiting"
                  : "proof-sent-back",
            subjectId: r.id as string,
            at,
            params: { name: label },
          };
    of(r.workspace_id as string).events.push(e);
  }
  // A version the show has moved away from waits for no one: a new one is needed.
  const standing = await stillStanding(
    db,
    waiting.map((r) => r.id as string),
  );
  for (const r of waiting) {
    if (!standing.has(r.id as string)) continue;
    of(r.workspace_id as string).contracts.push({
      id: r.id as string,
      tourId: r.tour_id as string,
      showId: r.show_id as string,
      at: showFact(r.venue as string, r.date as string),
      waitingOn: r.waiting_on === "countersignature" ? "countersignature" : "promoter",
      since: ms(r.since) ?? now,
    });
  }
  for (const f of await readFilingFacts(db, now, workspaceIds))
    of(f.workspaceId).filings.push(f.facts);
  return [...byWorkspace.values()];
}

/** Of these contract versions, the ids of those not out of date (contracts/out-of-date.ts). */
async function stillStanding(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select().from(contracts).where(inArray(contracts.id, ids));
  return new Set((await readNow(db, rows)).filter((r) => !r.outOfDate).map((r) => r.id));
}

import { sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "@/domain/account/artist-name";
import { defaultHoldDays } from "@/domain/negotiations/negotiations";
import type { Db } from "../../client";
import { type LapsedRow, syncPartyAfterLapses } from "../party/generation";

/**
 * Lapse and auto-promote in ONE statement, safe to run any number of times by any number of
 * processes: holds past their expiry and challenges we did not answer by their deadline become
 * released, and our own challenge the act above left unanswered becomes a hold one place up
 * (each with a 'lapse' event), and our other options on the same date ranked below a lapsed one move
 * up a place (each move a 'promote' event). Candidates are locked with FOR UPDATE, so a
 * second process running at the same moment waits, re-checks and finds nothing left to do.
 * `workspaceId` null runs it for every account (the periodic job).
 */
export async function settleNegotiations(db: Db, workspaceId: string | null, date?: string | null) {
  // Inside a move, only the moved show's date: the rows its date lock protects.
  const mine = (alias: string) =>
    sql.join(
      [
        workspaceId === null ? sql`true` : sql`${sql.raw(alias)}.workspace_id = ${workspaceId}`,
        date ? sql`${sql.raw(alias)}.performance_date = ${date}` : sql`true`,
      ],
      sql` and `,
    );
  // "2" → "2nd": the rank as the timeline writes it (ordinal() in the domain).
  const ordinal = (rank: string) =>
    sql.raw(`${rank} || case when ${rank} % 100 between 11 and 13 then 'th'
        when ${rank} % 10 = 1 then 'st' when ${rank} % 10 = 2 then 'nd'
        when ${rank} % 10 = 3 then 'rd' else 'th' end`);
  // showDateEnd(): the end of the show's date, in UTC whatever the session's time zone.
  const dateEnd = (alias: string) =>
    sql.raw(`((${alias}.performance_date + 1)::timestamp at time zone 'UTC')`);
  const settled = await db.execute(sql`
    with cand as (
      select c.id, c.status as from_status, c.workspace_id, c.performance_date, c.hold_rank as old_rank,
        -- afterLapse(): only our own unanswered challenge stays, one place up; the rest leave,
        -- and so does everything whose show's date is over (issue 36).
        (c.status = 'hold' or c.challenged_by is distinct from 'us'
          or coalesce(${dateEnd("c")} <= now(), false)) as leaves,
        coalesce(${dateEnd("c")} <= now(), false) as date_passed
      from tour_venues c
      where ${mine("c")}
        and ((c.status = 'hold' and least(c.hold_expiry, ${dateEnd("c")}) < now())
          or (c.status = 'challenge' and least(c.challenge_deadline, ${dateEnd("c")}) < now()))
      for update
    ),
    lapsed as (
      update tour_venues t
      set status = case when cand.leaves then 'released' else 'hold' end,
        hold_rank = case when cand.leaves then null else greatest(1, cand.old_rank - 1) end,
        -- defaultHoldDays() of the rank it moves up to: a 1st hold's days, else a backup's.
        hold_expiry = case when cand.leaves then null
          else least(${dateEnd("cand")}, now() + make_interval(days => case when cand.old_rank <= 2
            then ${defaultHoldDays(1)}::int else ${defaultHoldDays(2)}::int end)) end,
        challenge_deadline = null, challenged_by = null
      from cand
      where t.id = cand.id
      returning t.id, t.workspace_id, cand.from_status, cand.leaves, cand.date_passed,
        t.hold_rank as r
    ),
    -- Each remaining option moves up one place for every option ranked above it that left.
    moves as (
      select h.id, count(*)::int as up
      from tour_venues h
      join cand c on c.workspace_id = h.workspace_id and c.performance_date = h.performance_date
        and c.old_rank < h.hold_rank and c.leaves
      where h.status in ('hold', 'challenge') and h.id not in (select id from cand)
      group by h.id
    ),
    promoted as (
      update tour_venues t set hold_rank = greatest(1, t.hold_rank - moves.up)
      from moves
      where t.id = moves.id
      returning t.id, t.workspace_id, t.hold_rank as r
    )
    insert into negotiation_events (workspace_id, show_id, action, from_status, to_status, note, actor)
    select workspace_id, id, 'lapse', from_status, case when leaves then 'released' else 'hold' end,
      case when date_passed then 'The show''s date has passed'
        when from_status = 'hold' then 'The hold expired'
        when leaves then 'We did not answer the challenge by its deadline'
        else 'The act above did not answer our challenge by its deadline: now the '
          || ${ordinal("r")} || ' hold' end,
      ${SYSTEM_ACTOR}::text
    from lapsed
    union all
    select workspace_id, id, 'promote', null, null, 'Now the ' || ${ordinal("r")} || ' hold', ${SYSTEM_ACTOR}::text
    from promoted
    returning workspace_id, show_id, to_status
  `);
  // A hold that lapsed is released: its day is no show day, so the party's lines follow.
  await syncPartyAfterLapses(db, (settled as unknown as { rows: LapsedRow[] }).rows);
}

import { sql } from "drizzle-orm";
import { DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import { RateBook } from "@/domain/currencies/exchange-rates";
import type { LedgerConversion } from "@/domain/finances/ledger/convert";
import type { ChallengeSide, Negotiation } from "@/domain/negotiations/negotiations";
import type { NegotiationStatus } from "@/domain/negotiations/statuses";
import { CONFIRMED_SHOW_STATUS } from "@/domain/negotiations/statuses";
import type { Dismissal } from "@/domain/negotiations/suggestions";
import { showMoney } from "@/domain/tours/show-money";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { ratesFor } from "../currencies/exchange-rates";
import { type DealTermsTuple, dealTermsArray, dealTermsFromTuple } from "../tours/show-money";
import { settleNegotiations } from "./upkeep";

type ShowTuple = [
  id: string,
  tourId: string,
  venueId: string | null,
  performanceDate: string | null,
  venueFee: string | null,
  status: string,
  holdRank: number | null,
  holdExpiry: string | null,
  challengeDeadline: string | null,
  contactName: string | null,
  contactPhone: string | null,
  contactEmail: string | null,
  lastContact: string | null,
  notes: string | null,
  createdAt: string,
  challengedBy: string | null,
];
type VenueTuple = [
  name: string,
  city: string | null,
  state: string | null,
  capacity: number | null,
];

interface Snapshot {
  shows: ShowTuple[];
  tours: Record<string, string>;
  venues: Record<string, VenueTuple>;
  /** Each show's deal (one per show) by show id, with the terms its money reads. */
  deals: Record<string, DealTermsTuple>;
  confirmed: Record<string, string>;
  dismissed: Dismissal[];
  lost: { lostToExpiry: number; lostToChallenge: number };
  /** The workspace's home currency: the analytics' mean fee is in it (issue 41). */
  home: string | null;
}

/**
 * Everything the HCC Manager reads, in ONE statement whose answer is one JSON value. Each part
 * scans one table by its account index and the parts are put together in JavaScript: PGlite
 * keeps no table statistics, so a join of shows with tours and venues is planned as nested
 * loops (70 ms for 1,000 shows), and every row crossing into JavaScript costs ~10 µs
 * (decision 0005). Amounts travel as text to stay exact.
 */
async function readSnapshot(db: Db, workspaceId: string): Promise<Snapshot> {
  const result = (await db.execute(sql`
    select json_build_object(
      'shows', (select coalesce(json_agg(json_build_array(s.id, s.tour_id, s.venue_id,
          s.performance_date, s.venue_fee::text, s.status, s.hold_rank, s.hold_expiry,
          s.challenge_deadline, s.contact_name, s.contact_phone, s.contact_email,
          s.last_contact, s.notes, s.created_at, s.challenged_by)), '[]'::json)
        from tour_venues s where s.workspace_id = ${workspaceId}),
      'tours', (select coalesce(json_object_agg(t.id, t.title), '{}'::json)
        from tours t where t.workspace_id = ${workspaceId}),
      'venues', (select coalesce(json_object_agg(v.id,
          json_build_array(v.name, v.city, v.state, v.capacity)), '{}'::json)
        from venues v where v.workspace_id = ${workspaceId}),
      'deals', (select coalesce(json_object_agg(d.tour_venue_id, ${dealTermsArray}), '{}'::json)
        from venue_revenue_deals d where d.workspace_id = ${workspaceId}),
      'home', (select w.home_currency from workspaces w where w.id = ${workspaceId}),
      'confirmed', (select coalesce(json_object_agg(e.show_id, e.at), '{}'::json)
        from (select show_id, max(created_at) as at from negotiation_events
          where workspace_id = ${workspaceId} and to_status = 'confirmed' group by show_id) e),
      'dismissed', (select coalesce(json_agg(json_build_object('showId', x.show_id,
          'rule', x.rule, 'fingerprint', x.fingerprint)), '[]'::json)
        from suggestion_dismissals x where x.workspace_id = ${workspaceId}),
      'lost', (select json_build_object(
          'lostToExpiry', count(*) filter (where e.action = 'lapse' and e.from_status = 'hold'),
          'lostToChallenge', count(*) filter (where e.from_status = 'challenge'
            and e.to_status in ('released', 'declined')))
        from negotiation_events e where e.workspace_id = ${workspaceId})
    ) as snapshot`)) as unknown as { rows: { snapshot: Snapshot }[] };
  return result.rows[0]!.snapshot;
}

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
// Code-unit order, as PostgreSQL's C collation sorts names.
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function assemble(s: Snapshot): Negotiation[] {
  const list: Negotiation[] = [];
  for (const row of s.shows) {
    const [id, tourId, venueId, performanceDate, venueFee, status, holdRank] = row;
    const tourTitle = s.tours[tourId];
    // A show is the account's only through one of its tours.
    if (tourTitle === undefined) continue;
    const venue = venueId === null ? undefined : s.venues[venueId];
    const deal = s.deals[id];
    list.push({
      id,
      tourId,
      tourTitle,
      venueId: venue ? venueId : null,
      venueName: venue?.[0] ?? UNKNOWN_VENUE,
      city: venue?.[1] ?? "",
      state: venue?.[2] ?? "",
      capacity: venue?.[3] ?? 0,
      performanceDate,
      venueFee,
      showMoney: showMoney(venueFee, deal ? dealTermsFromTuple(deal) : null),
      status: status as NegotiationStatus,
      holdRank,
      holdExpiry: iso(row[7]),
      challengeDeadline: iso(row[8]),
      challengedBy: row[15] as ChallengeSide | null,
      contactName: row[9],
      contactPhone: row[10],
      contactEmail: row[11],
      lastContact: iso(row[12]),
      notes: row[13],
      createdAt: iso(row[14])!,
      confirmedAt: iso(s.confirmed[id] ?? null),
      hasDeal: deal !== undefined,
    });
  }
  // By date (undated last), then venue name, then id: the order every view starts from.
  return list.sort(
    (a, b) =>
      (a.performanceDate === null ? 1 : 0) - (b.performanceDate === null ? 1 : 0) ||
      compareText(a.performanceDate ?? "", b.performanceDate ?? "") ||
      compareText(a.venueName, b.venueName) ||
      compareText(a.id, b.id),
  );
}

/** Every negotiation of the account, by date (undated last). Lapses are applied first. */
export async function listNegotiations(db: Db, workspaceId: string): Promise<Negotiation[]> {
  await settleNegotiations(db, workspaceId);
  return assemble(await readSnapshot(db, workspaceId));
}

/**
 * The negotiations with the account's overridden suggestions and lost-hold counts, and how
 * the confirmed shows' money becomes the home currency: the rates of the deals' currencies,
 * read in one more statement only when a confirmed show's deal is in another (issue 41).
 */
export async function hccSnapshot(db: Db, workspaceId: string) {
  await settleNegotiations(db, workspaceId);
  const s = await readSnapshot(db, workspaceId);
  const negotiations = assemble(s);
  const home = s.home ?? DEFAULT_HOME_CURRENCY;
  const currencies = new Set<string>();
  for (const n of negotiations)
    if (n.status === CONFIRMED_SHOW_STATUS && n.showMoney.currency)
      currencies.add(n.showMoney.currency);
  currencies.delete(home);
  const rates = currencies.size > 0 ? await ratesFor(db, workspaceId, [...currencies], home) : [];
  const conversion: LedgerConversion = { home, book: new RateBook(rates) };
  return { negotiations, dismissed: s.dismissed, lost: s.lost, conversion };
}

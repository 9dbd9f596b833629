import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";

/** One statement with parameters, on whichever engine: PGlite's and pg's `query` agree. */
export type Query = (
  sql: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

const MIGRATIONS = path.resolve("src/server/db/migrations");
/** The last migration before workspaces: accounts still own their rows through `user_id`. */
export const BEFORE_WORKSPACES = "0006_settlement-terms";

/**
 * A migrations folder holding the migrations up to and including `lastTag`, with its journal
 * cut there: drizzle's migrator applies exactly those, and the real folder later applies the rest.
 */
export function migrationsUpTo(lastTag: string): { folder: string; remove(): void } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(
    path.join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export interface OldAccount {
  id: string;
  email: string;
  name: string;
  artistName: string | null;
  anonymous: boolean;
  password?: string;
  tourTitle: string;
}

/**
 * An account as it was before workspaces (schema of migration 0006, written in raw SQL as
 * that schema had it): one row in every table an account owned, each under `user_id`.
 */
export async function insertOldAccount(q: Query, a: OldAccount) {
  const id = () => crypto.randomUUID();
  const [tour, venue, show, partner, project, file, product, variant] = Array.from(
    { length: 8 },
    id,
  );
  await q(
    `insert into "user" (id, name, email, email_verified, is_anonymous, artist_name, created_at, updated_at)
     values ($1, $2, $3, false, $4, $5, now() - interval '3 days', now() - interval '3 days')`,
    [a.id, a.name, a.email, a.anonymous, a.artistName],
  );
  if (a.password) {
    await q(
      `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
       values ($1, $2, 'credential', $2, $3, now(), now())`,
      [id(), a.id, await hashPassword(a.password)],
    );
  }
  const u = a.id;
  const rows: [string, unknown[]][] = [
    [`insert into venues (id, user_id, name) values ($1, $2, 'Paradiso')`, [venue, u]],
    [`insert into tours (id, user_id, title) values ($1, $2, $3)`, [tour, u, a.tourTitle]],
    [
      `insert into tour_venues (id, user_id, tour_id, venue_id) values ($1, $2, $3, $4)`,
      [show, u, tour, venue],
    ],
    [`insert into day_sheets (user_id, tour_venue_id) values ($1, $2)`, [u, show]],
    [
      `insert into rider_provisions (user_id, tour_venue_id, provision_type, description)
       values ($1, $2, 'catering', 'Hot meal for 6')`,
      [u, show],
    ],
    [
      `insert into tour_budgets (user_id, tour_id, category, amount) values ($1, $2, 'travel', 1200)`,
      [u, tour],
    ],
    [
      `insert into tour_financials (user_id, tour_id, type, category) values ($1, $2, 'expense', 'fuel')`,
      [u, tour],
    ],
    [
      `insert into venue_revenue_deals (user_id, tour_venue_id, deal_type) values ($1, $2, 'guarantee')`,
      [u, show],
    ],
    [
      `insert into lodgings (user_id, tour_id, name, check_in, check_out)
       values ($1, $2, 'Hotel Arena', '2027-03-01', '2027-03-02')`,
      [u, tour],
    ],
    [
      `insert into travel_legs (user_id, tour_id, mode, from_place, to_place, departure_at,
         departure_tz, arrival_at, arrival_tz)
       values ($1, $2, 'van', 'Utrecht', 'Amsterdam', '2027-03-01T10:00:00Z', 'Europe/Amsterdam',
         '2027-03-01T11:00:00Z', 'Europe/Amsterdam')`,
      [u, tour],
    ],
    [
      `insert into marketing_campaigns (user_id, tour_id, title, platform) values ($1, $2, 'Spring push', 'TikTok')`,
      [u, tour],
    ],
    [`insert into merch_partners (id, user_id, name) values ($1, $2, 'Print Co')`, [partner, u]],
    [
      `insert into design_projects (id, user_id, title, tour_id, partner_id) values ($1, $2, 'Tour poster', $3, $4)`,
      [project, u, tour, partner],
    ],
    [
      `insert into design_reviews (user_id, project_id, to_status, author_name) values ($1, $2, 'review', 'Sam')`,
      [u, project],
    ],
    [
      `insert into artwork_files (id, user_id, project_id, file_name, content_type, size_bytes)
       values ($1, $2, $3, 'poster.png', 'image/png', 2)`,
      [file, u, project],
    ],
    [
      `insert into artwork_file_chunks (user_id, file_id, seq, data) values ($1, $2, 0, decode('00ff', 'hex'))`,
      [u, file],
    ],
    [`insert into merch_products (id, user_id, name) values ($1, $2, 'Tour tee')`, [product, u]],
    [
      `insert into merch_variants (id, user_id, product_id, label) values ($1, $2, $3, 'M')`,
      [variant, u, product],
    ],
    [
      `insert into merch_show_counts (user_id, show_id, variant_id, count_in, count_out, comps, price)
       values ($1, $2, $3, 40, 12, 1, 25)`,
      [u, show, variant],
    ],
    [`insert into calendar_feeds (user_id, token) values ($1, $2)`, [u, id()]],
    [
      `insert into negotiation_events (user_id, show_id, action, actor) values ($1, $2, 'hold', 'Sam')`,
      [u, show],
    ],
    [
      `insert into suggestion_dismissals (user_id, show_id, rule, fingerprint) values ($1, $2, 'no-day-sheet', 'x')`,
      [u, show],
    ],
  ];
  for (const [sql, params] of rows) await q(sql, params);
}

/** Tables with an account's rows in a database of that schema: `user_id` in it, not better-auth's. */
export async function tablesOwnedByUserId(q: Query): Promise<string[]> {
  const { rows } = await q(
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id' and table_name not in ('session', 'account')
     order by 1`,
  );
  return rows.map((r) => String(r.name));
}

/** Every row of a table as JSON text, sorted: two snapshots compare as sets. */
export async function rowsOf(q: Query, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await q(`select row_to_json(t)::text as j from "${table}" t`);
  return rows.map((r) => JSON.parse(String(r.j))).sort(byJson);
}

/** A row's JSON with its keys in order: a renamed column must not change how rows sort. */
const canonical = (row: Record<string, unknown>) => JSON.stringify(row, Object.keys(row).sort());
const byJson = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  canonical(a).localeCompare(canonical(b));

/** A row of the old schema as it should read now: `user_id` became `workspace_id`. */
export function asWorkspaceRow(row: Record<string, unknown>): Record<string, unknown> {
  const { user_id, ...rest } = row;
  return { ...rest, workspace_id: user_id };
}

export const sortRows = (rows: Record<string, unknown>[]) => [...rows].sort(byJson);

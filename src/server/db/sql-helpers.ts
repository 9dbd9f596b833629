import { type AnyColumn, desc, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "./client";

/**
 * A column with its table name, for correlated subqueries: drizzle writes a selected column
 * without it, which inside a subquery would name the subquery's own table.
 */
export function qualified(column: AnyColumn) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Newest first; the id breaks ties so the order never changes between requests. */
export const newestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) =>
  [desc(table.createdAt), desc(table.id)] as const;

/** The rows a raw statement answers, as both drivers hand them back from `db.execute`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs a statement whose one row has one column `rows` holding a JSON value, and answers
 * that value. PGlite hands rows to JavaScript slowly (~10 µs each) but one JSON text at once.
 */
export async function jsonValue<T>(db: Db, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: { rows: T }[] };
  return result.rows[0]!.rows;
}

/**
 * 'Unknown Venue' (a show whose venue was deleted, ON DELETE SET NULL) for queries that name
 * the venue in SQL: written in as a literal, so the statement's text never changes and it is
 * never a parameter of a grouped or aggregated expression.
 */
export const UNKNOWN_VENUE_SQL = sql.raw(`'${UNKNOWN_VENUE.replaceAll("'", "''")}'`);

/**
 * `column` (a workspace id) among `ids`; none given: every workspace (a background job's poll
 * over all of them). One pass over the workspaces a few writes were made in, not one each.
 */
export const inWorkspaces = (column: SQL, ids?: readonly string[]): SQL =>
  ids === undefined ? sql`true` : (inArray(column, [...ids]) as SQL);

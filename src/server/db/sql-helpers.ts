import { type AnyColumn, desc, getTableName, sql } from "drizzle-orm";

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

import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * A row as one JSON object with the keys of `columns`, for a statement that answers with a
 * single JSON value: on PGlite each row and field crossing into JavaScript costs far more than
 * the database's own work (decision 0005). Money (numeric) travels as text, as drizzle reads
 * it, so nothing is rounded; dates are "YYYY-MM-DD" text, as drizzle reads them too.
 */
export function jsonRow(columns: Record<string, Column | SQL>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    // Keys are our own property names, never input: safe as literals.
    const name = sql.raw(`'${key}'`);
    const numeric = "columnType" in column && column.columnType === "PgNumeric";
    return numeric ? sql`${name}, ${column}::text` : sql`${name}, ${column}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The JSON array of `row` over the rows of `from`, in `order`; `[]` when there are none. */
export const jsonRows = (row: SQL, order: SQL) =>
  sql`coalesce(json_agg(${row} order by ${order}), '[]'::json)`;

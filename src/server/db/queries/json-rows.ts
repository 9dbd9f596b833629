import { type Column, type SQL, sql } from "drizzle-orm";

const isNumeric = (column: Column | SQL): column is Column =>
  "columnType" in column &&
  (column.columnType === "PgNumeric" ||
    (column.columnType === "PgCustomColumn" && column.getSQLType().startsWith("numeric")));

/**
 * Money (numeric) travels as text, as drizzle reads it, so nothing is rounded; dates are
 * "YYYY-MM-DD" text, as drizzle reads them too.
 */
const asJson = (column: Column | SQL) =>
  isNumeric(column) ? sql`${column}::text` : sql`${column}`;

/** A custom numeric column's text is read as drizzle reads it (rowMoney: "123.450" → "123.45"). */
const decoderOf = (column: Column | SQL) =>
  isNumeric(column) && column.columnType === "PgCustomColumn"
    ? (value: unknown) => (value === null ? null : column.mapFromDriverValue(value))
    : null;

/** Rows of a statement that answers with a single JSON value, and the way back to objects. */
export interface JsonTuples<Row> {
  /** One row: a JSON array of the columns' values, in their order. */
  one: SQL;
  /** The JSON array of the rows of the statement's `from`, in `order`; `[]` when none. */
  all: (order: SQL) => SQL;
  /** Rows back as objects with the columns' keys, in the columns' order. */
  read: (tuples: readonly (readonly unknown[])[]) => Row[];
}

/**
 * `columns` read as one JSON array per row, for a statement that answers with a single JSON
 * value: on PGlite each row and field crossing into JavaScript costs far more than the
 * database's own work (decision 0005), and arrays, not keyed objects, halve what it builds and
 * hands over for a big tour (the keys are written once, here). Keys are our own names.
 */
export function jsonTuples<Row>(columns: { [K in keyof Row]-?: Column | SQL }): JsonTuples<Row> {
  const keys = Object.keys(columns);
  const values = Object.values<Column | SQL>(columns).map(asJson);
  const decoders = Object.values<Column | SQL>(columns).map(decoderOf);
  const one = sql`json_build_array(${sql.join(values, sql`, `)})`;
  // Every row starts as a copy of one object that already has all the keys: filling a new {}
  // key by key turns a wide row (a deal has 33) into a slow "dictionary" object in V8, whose
  // every read and spread costs ~70× more (the ledger read spent 80% of its JS time there).
  const shape: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, null]));
  return {
    one,
    all: (order) => sql`coalesce(json_agg(${one} order by ${order}), '[]'::json)`,
    read: (tuples) =>
      tuples.map((tuple) => {
        const row = { ...shape };
        for (let i = 0; i < keys.length; i++) {
          const decode = decoders[i];
          row[keys[i]!] = decode ? decode(tuple[i]) : tuple[i];
        }
        return row as Row;
      }),
  };
}

import type { Placeholder } from "drizzle-orm";
import type { Db } from "./client";

/**
 * A statement drizzle builds once per database and afterwards only binds. Building a
 * statement's text walks every chunk of it through drizzle's class checks: 100–230 µs for the
 * Overview's or the tour list's, on the thread every request shares, at every run, while the
 * text never changes, only its values (`sql.placeholder`; issue 49). Given a transaction's
 * `tx`, it would build one per transaction: for statements run on the database itself.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** A value written into a statement: given, or a placeholder bound when a built-once one runs. */
export type Bound<T> = T | Placeholder;

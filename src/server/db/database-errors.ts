import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The fields of a PostgreSQL error (pg and PGlite both), wherever it sits in the cause chain. */
interface PgErrorFields {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function findPgError(err: unknown): PgErrorFields | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SQLSTATE.test(code)) {
      const { table, column, constraint } = e as Record<string, string | undefined>;
      return { code, table, column, constraint };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface MappedDatabaseError {
  status: ContentfulStatusCode;
  message: string;
}

/**
 * A refusal by the database that the request caused, as the answer the client gets. Checks
 * in src/domain catch bad input first; these are the races (a row deleted while another
 * referred to it, two writes of one unique value) and whatever a check missed. Anything else
 * (connection lost, a bug) stays a 500.
 */
export function mapDatabaseError(err: unknown): MappedDatabaseError | undefined {
  const pg = findPgError(err);
  if (!pg) return undefined;
  switch (pg.code) {
    case "23505": // unique_violation
      return { status: 409, message: "This already exists. Reload and try again." };
    case "23503": // foreign_key_violation: what it refers to was removed meanwhile
      return {
        status: 409,
        message: "Something this refers to was changed or removed. Reload and try again.",
      };
    case "40001": // serialization_failure
    case "40P01": // deadlock_detected
      return { status: 409, message: "Another change got in the way. Please try again." };
  }
  // Class 22 (data exception: numeric overflow, invalid text, NUL, impossible dates) and the
  // remaining integrity constraints (not null, check).
  if (pg.code.startsWith("22") || pg.code.startsWith("23")) {
    return { status: 400, message: "A value is out of range or not valid for its field." };
  }
  return undefined;
}

/**
 * What the logs may say about a failed query: the SQL text and the database's error fields,
 * never the parameters (user data; on auth writes, tokens and password hashes) nor the
 * messages and details of data exceptions, which quote the offending value.
 */
export function describeErrorForLog(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const pg = findPgError(err);
  const query = (err as { query?: unknown }).query;
  const out: Record<string, unknown> = { type: err.name };
  if (typeof query === "string") out.query = query;
  if (pg) {
    Object.assign(out, pg);
    const cause = causeWithCode(err);
    const quotesValues = pg.code.startsWith("22");
    if (!quotesValues && cause instanceof Error) out.message = cause.message;
  } else if (typeof query !== "string") {
    out.message = err.message;
  }
  // The stack's first lines repeat the message (a failed query's parameters among them).
  if (err.stack) {
    out.stack = err.stack
      .split("\n")
      .filter((line) => line.startsWith("    at "))
      .join("\n");
  }
  return out;
}

function causeWithCode(err: unknown): unknown {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (typeof (e as { code?: unknown }).code === "string") return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

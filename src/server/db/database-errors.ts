import type { ApiErrorCode } from "@/domain/api-errors";

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
  code: Extract<ApiErrorCode, "conflict" | "validation">;
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
      return { code: "conflict", message: "This already exists. Reload and try again." };
    case "23503": // foreign_key_violation: what it refers to was removed meanwhile
      return {
        code: "conflict",
        message: "Something this refers to was changed or removed. Reload and try again.",
      };
    case "40001": // serialization_failure
    case "40P01": // deadlock_detected
      return { code: "conflict", message: "Another change got in the way. Please try again." };
  }
  // Class 22 (data exception: numeric overflow, invalid text, NUL, impossible dates) and the
  // remaining integrity constraints (not null, check).
  if (pg.code.startsWith("22") || pg.code.startsWith("23")) {
    return { code: "validation", message: "A value is out of range or not valid for its field." };
  }
  return undefined;
}

/**
 * The unique index a write ran into, when that is why it failed: a write that checked first
 * can still lose a race to another (two acts choosing one address), and then says which value.
 */
export function violatedUniqueIndex(err: unknown): string | undefined {
  const pg = findPgError(err);
  return pg?.code === "23505" ? (pg.constraint ?? "") : undefined;
}

/** SQLSTATE classes and states of a database that is not there: connection lost or refused, shutting down. */
const UNREACHABLE_STATE = /^(08|57P0[1-3]|53300)/;
/** Socket failures (node-postgres), its pool once ended, the embedded database once closed. */
const UNREACHABLE_CODE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE"]);
const UNREACHABLE_MESSAGE =
  /^(PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error)/;

/**
 * The database cannot be reached (as opposed to refusing a statement): the request may work
 * in a moment, so it is answered 503 `unavailable` rather than 500.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNREACHABLE_CODE.has(code) || UNREACHABLE_STATE.test(code)))
      return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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

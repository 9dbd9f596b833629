import pino from "pino";
import { describeErrorForLog } from "./db/database-errors";
import { redactSecrets } from "./redact";

const redactText = (value: unknown) => (typeof value === "string" ? redactSecrets(value) : value);

/** An error as logged: without query parameters (database-errors.ts) or secret paths. */
function errForLog(err: unknown): Record<string, unknown> {
  const out = describeErrorForLog(err);
  for (const key of ["message", "stack", "query"]) {
    if (typeof out[key] === "string") out[key] = redactSecrets(out[key]);
  }
  return out;
}

/**
 * Every `{ err }` a log line carries goes through one serializer that drops a failed
 * query's parameters (user data, tokens, password hashes) and the values data errors quote,
 * and hides secret path segments (redact.ts); so does every `path` and `url`.
 */
export const createLogger = (level: string, destination?: pino.DestinationStream) =>
  pino(
    {
      level,
      base: { app: "tribe" },
      redact: ["req.headers.cookie", "*.password"],
      serializers: { err: errForLog, path: redactText, url: redactText },
    },
    destination,
  );

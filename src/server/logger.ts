import pino from "pino";
import { describeErrorForLog } from "./db/database-errors";

/**
 * Every `{ err }` a log line carries goes through one serializer that drops a failed
 * query's parameters (user data, tokens, password hashes) and the values data errors quote.
 */
export const createLogger = (level: string, destination?: pino.DestinationStream) =>
  pino(
    {
      level,
      base: { app: "tribe" },
      redact: ["req.headers.cookie", "*.password"],
      serializers: { err: describeErrorForLog },
    },
    destination,
  );

import pino from "pino";

export const createLogger = (level: string) =>
  pino({ level, base: { app: "tribe" }, redact: ["req.headers.cookie", "*.password"] });

import type { Logger } from "pino";
import type { Auth, SessionUser } from "./auth";
import type { Db } from "./db/client";

/** What every request handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    auth: Auth;
    logger: Logger;
    user: SessionUser;
    sessionId: string;
  };
}

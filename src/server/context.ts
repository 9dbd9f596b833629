import type { Logger } from "pino";
import type { Auth, SessionUser } from "./auth";
import type { Db } from "./db/client";
import type { ExportSlots } from "./export-slots";
import type { Mailer } from "./mail/mailer";
import type { SessionCache } from "./session-cache";

/** What every request handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    auth: Auth;
    logger: Logger;
    user: SessionUser;
    sessionId: string;
    /** The account's data version when the session check read it (else routes read it). */
    accountVersion?: number;
    /** Accounts were deleted: their bytes leave the disk soon (db/reclaim-space.ts). */
    reclaimDeletedSpace: () => void;
    /** Recently checked sessions of this process (session-cache.ts). */
    sessions: SessionCache;
    /** Downloads being sent by this app (export-slots.ts). */
    exportSlots: ExportSlots;
    /** Outgoing mail; `configured` is false without SMTP_URL (mail/mailer.ts). */
    mailer: Mailer;
  };
}

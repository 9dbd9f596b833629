import type { Context } from "hono";
import type { Logger } from "pino";
import type { CurrencyCode } from "@/domain/currencies/currency";
import type { InvitationLimitNumbers } from "@/domain/team/invitation-limits";
import type { Role } from "@/domain/team/roles";
import type { Auth, SessionUser } from "./auth";
import type { Db } from "./db/client";
import type { ExportSlots } from "./export-slots";
import type { HeavySlots } from "./heavy/slots";
import type { Mailer } from "./mail/mailer";
import type { PublicDatesCache } from "./public-dates-cache";
import type { SessionCache } from "./session-cache";
import type { StandingCache } from "./standing-cache";

/** How many proxies in front of the server to believe about the client's address (a count,
 * or true for one). Here, not in middleware/client-ip.ts, so the context imports nothing back. */
export type TrustProxy = boolean | number;

/** The workspace a request works in, and as what (middleware/session.ts). */
export interface RequestWorkspace {
  id: string;
  name: string;
  /** The role the request acts with (the member's own, or the one they view as). */
  role: Role;
  /** The member's own role, whatever they view as. */
  memberRole: Role;
  /** What the workspace's money is totalled in (ADR 0026); a write decides its own in its
   * transaction (queries/currencies/record-currency.ts). */
  homeCurrency: CurrencyCode;
  /** The workspace asks this member for a second factor they have not set up (ADR 0003). */
  secondFactorMissing?: boolean;
}

/** What every request handler can read with `c.get` (not `c.var`: lint/no-context-var.grit). */
export interface AppEnv {
  Variables: {
    db: Db;
    auth: Auth;
    logger: Logger;
    user: SessionUser;
    sessionId: string;
    /** A request made with a personal access token: which, and what it may reach (issue 53). */
    token?: { id: string; name: string; scopes: readonly string[] };
    /** Set for every request behind requireWorkspace (all data routes). */
    workspace: RequestWorkspace;
    /** The workspace's data version when the session check read it. */
    workspaceVersion?: number;
    /**
     * The workspace a write was made in when it is not the request's own (accepting an
     * invitation writes in the workspace joined): the notifier is nudged for it (app.ts).
     */
    writtenIn?: string;
    /** Accounts were deleted: their bytes leave the disk soon (db/reclaim-space.ts). */
    reclaimDeletedSpace: () => void;
    /** Recently checked sessions of this process (session-cache.ts). */
    sessions: SessionCache;
    /** The session check kept in memory; only where the database tells of every change. */
    standings?: StandingCache;
    /** Downloads being sent by this app (export-slots.ts). */
    exportSlots: ExportSlots;
    /** Heavy jobs running in this app, per workspace (heavy/slots.ts). */
    heavySlots: HeavySlots;
    /** The public dates pages' snapshots, by slug (public-dates-cache.ts, ADR 0030). */
    publicDates: PublicDatesCache;
    /** Outgoing mail; `configured` is false without SMTP_URL (mail/mailer.ts). */
    mailer: Mailer;
    /** Reverse proxies trusted to say the client's address (TRUST_PROXY): audit trails record it. */
    trustProxy: TrustProxy;
    /** How many invitations a workspace and a sender may make (domain/team/invitation-limits.ts). */
    invitationLimits: InvitationLimitNumbers;
  };
}

/** What a helper given the request reads: its variables, one at a time (c.get). */
export type RequestVariables = Pick<Context<AppEnv>, "get">;

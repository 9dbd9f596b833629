import type { Context } from "hono";
import { memberName } from "@/domain/team/member-name";
import type { AppEnv } from "../../context";
import type { Audit } from "../../db/queries/contracts/contract-rows";
import { clientAddress } from "../../middleware/client-ip";

/** The client's address as the app determines it everywhere (middleware/client-ip.ts). */
const addressOf = (c: Context<AppEnv>) => clientAddress(c, c.get("trustProxy")) ?? null;

/** Who did a step, from where, with which browser: for the audit trail. */
export const auditOf = (c: Context<AppEnv>, actor: string): Audit => ({
  actor,
  address: addressOf(c),
  userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
});

/** A member's step: named as Activity names them. */
export const memberAudit = (c: Context<AppEnv>) => auditOf(c, memberName(c.get("user")));

/** The public URL (BETTER_AUTH_URL) when configured, else the address the request came to. */
export const originOf = (c: Context<AppEnv>) =>
  new URL(c.get("auth").options.baseURL || c.req.url).origin;

import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { type ActivityArea, areaOfRoute } from "../team/activity-areas";
import { type Role, seesMoney } from "../team/roles";
import type { RouteKey } from "../team/route-access";

/**
 * What a personal access token may reach (issue 53, ADR 0033): read, or read and write, per
 * area of ADR 0007. The areas are the Activity page's (activity-areas.ts: the one map from
 * routes to areas); a person's account, the team and the integrations themselves are never
 * reachable with a token (a token cannot make tokens, invite members or add webhooks).
 */
export const SCOPE_AREAS = [
  "overview",
  "tours",
  "negotiations",
  "finances",
  "logistics",
  "merch",
  "marketing",
  "setlists",
  "listings",
  "tickets",
  "party",
] as const satisfies readonly ActivityArea[];
export type ScopeArea = (typeof SCOPE_AREAS)[number];

/** Areas that are money: only roles that see money may hold a scope of them. */
export const MONEY_SCOPE_AREAS: readonly ScopeArea[] = ["finances", "party"];

const SCOPE_ACCESS = ["read", "write"] as const;
type ScopeAccess = (typeof SCOPE_ACCESS)[number];

/** A scope as stored and sent: "tours:read", "finances:write" (write includes read). */
export type Scope = `${ScopeArea}:${ScopeAccess}`;

export const ALL_SCOPES: readonly Scope[] = SCOPE_AREAS.flatMap((area) =>
  SCOPE_ACCESS.map((access) => `${area}:${access}` as Scope),
);

const isScope = (value: unknown): value is Scope =>
  typeof value === "string" && (ALL_SCOPES as readonly string[]).includes(value);

/**
 * Routes of a token's areas it still may not reach: the member's own calendar feed is a
 * secret address that reads every date (holds and offers too) without signing in. Made or
 * read with a token, it would outlive the token's revocation and reach past its scopes.
 */
const MAKER_CREDENTIALS = /^\/api\/calendar-feed(\/|$)/;

/** The area a route is in when a token may reach it at all; undefined: sessions only. */
export function scopeAreaOfRoute(key: RouteKey | string): ScopeArea | undefined {
  if (MAKER_CREDENTIALS.test(key.slice(key.indexOf(" ") + 1))) return undefined;
  const area = areaOfRoute(key);
  return (SCOPE_AREAS as readonly string[]).includes(area ?? "") ? (area as ScopeArea) : undefined;
}

/** Whether a token's scopes cover a route: its area, read for GET, write for anything else. */
export function scopesCover(scopes: readonly string[], key: RouteKey | string): boolean {
  const area = scopeAreaOfRoute(key);
  if (!area) return false;
  const method = key.slice(0, key.indexOf(" "));
  if (scopes.includes(`${area}:write`)) return true;
  return (method === "GET" || method === "HEAD") && scopes.includes(`${area}:read`);
}

/** The scopes a role may put on a token: crew and artists no money area. */
export const scopesAllowedFor = (role: Role): readonly Scope[] =>
  seesMoney(role)
    ? ALL_SCOPES
    : ALL_SCOPES.filter((s) => !MONEY_SCOPE_AREAS.includes(s.split(":")[0] as ScopeArea));

export const scopeSchema = z
  .string()
  .refine(
    isScope,
    refusal({ id: "integrations.scopes.unknownScope", defaultMessage: "Unknown scope" }),
  );

import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  ALL_SCOPES,
  SCOPE_AREAS,
  type Scope,
  scopeAreaOfRoute,
  scopesCover,
} from "@/domain/integrations/scopes";
import { TOKEN_PREFIX } from "@/domain/integrations/tokens";
import type { Role } from "@/domain/team/roles";
import {
  answersNotFoundToOthers,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteKey,
} from "@/domain/team/route-access";
import { apiTokens } from "@/server/db/schema";
import { withToken } from "../support/api-tokens";
import { signUp } from "../support/client";
import { memberOf } from "../support/members";
import { startTestApp } from "../support/test-app";

/**
 * Issue 53, item 5: every route of the roles table, through a token of each role and of each
 * scope (the route's area read, its area write, another area's write). The answer is 403
 * exactly when the roles table or the scopes say no (404 where a role's refusal is a
 * contract's, ADR 0025), and anything but a refusal otherwise: the ids are made up, so a 404
 * for a row that is not there, or a 400 for an empty body, is access granted. A token never
 * reaches more than its maker's role, and never the account, the team or the integrations.
 *
 * The crew and artist tokens here hold money scopes too, which the API does not give them:
 * a maker demoted after making a token holds them, and the roles table still says no.
 */
const t = await startTestApp();
afterAll(() => t.close());
const owner = await signUp(t);
const people: Record<Role, { userId: string }> = {
  owner,
  manager: await memberOf(t, owner.workspaceId, "manager"),
  crew: await memberOf(t, owner.workspaceId, "crew"),
  artist: await memberOf(t, owner.workspaceId, "artist"),
};
const ROLES: Role[] = ["owner", "manager", "crew", "artist"];

const routes = Object.keys(ROUTE_ACCESS).sort() as RouteKey[];

/** The scopes each walk gives a route's token: its area's read, write, and another's write. */
function scopeVariants(key: RouteKey): { label: string; scopes: Scope[] }[] {
  const area = scopeAreaOfRoute(key);
  // Sessions only: even a token with every scope is refused.
  if (!area) return [{ label: "every scope", scopes: [...ALL_SCOPES] }];
  const other = SCOPE_AREAS.find((a) => a !== area) ?? "tours";
  return [
    { label: `${area}:read`, scopes: [`${area}:read`] },
    { label: `${area}:write`, scopes: [`${area}:write`] },
    { label: `${other}:write`, scopes: [`${other}:write`] },
  ];
}

interface Case {
  key: RouteKey;
  role: Role;
  label: string;
  scopes: Scope[];
  secret: string;
}

const secretOf = () =>
  TOKEN_PREFIX +
  Array.from({ length: 40 }, () =>
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".charAt(crypto.randomInt(62)),
  ).join("");

// One token per case, written straight to the database with its hash (tests may seed): each
// stays far under its rate limit, and the walk makes no thousand requests to make them.
const cases: Case[] = routes.flatMap((key) =>
  ROLES.flatMap((role) =>
    scopeVariants(key).map(({ label, scopes }) => ({
      key,
      role,
      label,
      scopes,
      secret: secretOf(),
    })),
  ),
);
const expiresAt = new Date(Date.now() + 86_400_000);
for (let i = 0; i < cases.length; i += 500) {
  await t.database.db.insert(apiTokens).values(
    cases.slice(i, i + 500).map((c) => ({
      workspaceId: owner.workspaceId,
      userId: people[c.role].userId,
      name: `${c.role} ${c.label}`,
      tokenHash: crypto.createHash("sha256").update(c.secret).digest("hex"),
      prefix: c.secret.slice(0, 14),
      scopes: c.scopes,
      expiresAt,
    })),
  );
}

const roleAllows = (access: RouteAccess, role: Role) =>
  access !== "signedIn" && access.includes(role);

/** What the walk expects: refused by the scopes (403), by the role (403, or 404), or let by. */
function expected(c: Case): "scopes" | "role" | "allowed" {
  if (!scopesCover(c.scopes, c.key)) return "scopes";
  return roleAllows(ROUTE_ACCESS[c.key], c.role) ? "allowed" : "role";
}

/** The route's path with a made-up id for every parameter. */
const pathOf = (key: RouteKey) =>
  key.slice(key.indexOf(" ") + 1).replace(/:(\w+)/g, () => crypto.randomUUID());

describe("every route × every role's token × its area read, write and another area", () => {
  it("has a case for every route of the roles table", () => {
    expect(new Set(cases.map((c) => c.key)).size).toBe(routes.length);
    // The table's sessions-only routes are walked with every scope, and still refused.
    expect(cases.filter((c) => c.label === "every scope").length).toBeGreaterThan(0);
  });

  it.each(routes.map((key) => [key]))("%s", async (key) => {
    const method = key.slice(0, key.indexOf(" "));
    const mine = cases.filter((c) => c.key === key);
    const answers = await Promise.all(
      mine.map((c) =>
        withToken(t, c.secret, method, pathOf(key), {
          json: method === "GET" ? undefined : {},
        }),
      ),
    );
    mine.forEach((c, i) => {
      const res = answers[i]!;
      const what = `${c.role} with ${c.label}: ${res.status} ${res.text.slice(0, 160)}`;
      const verdict = expected(c);
      if (verdict === "scopes") {
        expect(res.status, what).toBe(403);
        expect(res.data.error.code, what).toBe("forbidden");
      } else if (verdict === "role") {
        const refusal = answersNotFoundToOthers(key) ? 404 : 403;
        expect(res.status, what).toBe(refusal);
        expect(res.data.error.code, what).toBe(refusal === 404 ? "not_found" : "forbidden");
      } else {
        expect(res.status, what).not.toBe(403);
        expect(res.status, what).not.toBe(401);
        expect(res.status, what).toBeLessThan(500);
      }
    });
  });
});

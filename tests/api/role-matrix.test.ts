import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "@/domain/team/roles";
import {
  answersNotFoundToOthers,
  PUBLIC_ROUTES,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteKey,
  routeKeyOf,
} from "@/domain/team/route-access";
import { type Account, call, signUp } from "../support/client";
import { memberOf } from "../support/members";
import {
  type Arranged,
  fillPath,
  loadRouteFixtures,
  makeContext,
  type RouteFixture,
} from "../support/route-fixtures/_matrix";
import { startTestApp } from "../support/test-app";

/**
 * Issue 24, item 8: every /api route × non-member / crew / artist / manager / owner, each
 * expected answer taken from the roles table (domain/team/route-access.ts). A role the table
 * does not list gets 403 `forbidden` and changes nothing; a listed role gets its answer; a
 * non-member naming the workspace's rows gets 404 (or the refusal the route's entry names) and
 * never sees them in a list. Requests and bodies are the cross-account matrix's
 * (tests/support/route-fixtures), so a route gets both checks from one entry.
 */
const fixtures = await loadRouteFixtures();

const t = await startTestApp();
afterAll(() => t.close());
const owner = await signUp(t);
const nonMember = await signUp(t);
const ctx = makeContext(t, owner, nonMember);
const people: Record<Role, Account> = {
  owner,
  manager: await memberOf(t, owner.workspaceId, "manager"),
  crew: await memberOf(t, owner.workspaceId, "crew"),
  artist: await memberOf(t, owner.workspaceId, "artist"),
};
const ROLES_IN_ORDER: Role[] = ["owner", "manager", "crew", "artist"];

/** Routes outside the roles gate: public, or better-auth's own (the session is theirs). */
const OUTSIDE_THE_GATE = new Set([
  "GET /api/auth/*",
  "POST /api/auth/*",
  // The roles table's own list of public routes: a route is public only by being named there.
  ...Object.keys(PUBLIC_ROUTES),
]);

/**
 * Where a route's own rule is narrower than the table's row for a role, with the reason.
 * The matrix's request (the fixture's body) is then refused with 403 by the route itself.
 */
const NARROWER_THAN_THE_TABLE: Record<string, { roles: Role[]; why: string }> = {
  "POST /api/merch/projects/:projectId/moves": {
    roles: ["artist"],
    why: "an artist may only approve; the matrix submits for review (tests/api/role-rules.test.ts)",
  },
};

/**
 * Where the table lets a role call the route but the matrix's row (made by the owner) is
 * not theirs to touch: the route answers 404, as for a missing row, with the reason.
 */
const OWNERS_ROW_NOT_THEIRS: Record<string, { roles: Role[]; why: string }> = {
  "DELETE /api/tokens/:id": {
    roles: ["manager", "crew", "artist"],
    why: "a token is revoked by its maker or the owner; the owner's token is not theirs (tests/api/api-tokens.test.ts)",
  },
};

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const appRoutes = [
  ...new Set(
    t.app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api")).map(keyOf),
  ),
].sort();
const tableRows = Object.keys(ROUTE_ACCESS).sort();

describe("the roles table", () => {
  it("has a row for every /api route behind the gate", () => {
    const missing = appRoutes.filter((r) => !OUTSIDE_THE_GATE.has(r) && !(r in ROUTE_ACCESS));
    expect(
      missing,
      "Add these to ROUTE_ACCESS in src/domain/team/route-access.ts (and to ADR 0019's table)",
    ).toEqual([]);
  });

  it("has no row that matches no registered route", () => {
    const registered = new Set(appRoutes);
    const stale = tableRows.filter((r) => !registered.has(r));
    expect(stale, "Remove these rows from ROUTE_ACCESS: no such route").toEqual([]);
  });

  it("finds each row's own entry for a request to it (a literal segment wins over an id)", () => {
    for (const row of tableRows) {
      const [method, pattern] = row.split(" ") as [string, string];
      const sample = pattern.replace(/:(\w+)/g, (_, name: string) => `some-${name}`);
      expect(routeKeyOf(method, sample), row).toBe(row);
    }
  });
});

/** What a role the table leaves out hears: 403, or 404 for a contract (ADR 0025). */
const refusalOf = (key: string) =>
  answersNotFoundToOthers(key as RouteKey)
    ? { status: 404, code: "not_found" }
    : { status: 403, code: "forbidden" };

/** Whether the table lets `role` call the route. */
function allowed(access: RouteAccess, role: Role) {
  return access === "signedIn" || access.includes(role);
}

const withQuery = (p: string, query?: string) => (query ? `${p}?${query}` : p);
const bodyOf = (body: unknown) => (body instanceof Uint8Array ? { raw: body } : { json: body });

function send(who: Account, fx: RouteFixture, arranged: Arranged) {
  const url = withQuery(fillPath(fx.path, arranged.params), arranged.query);
  return call(t, fx.method, url, { cookie: who.cookie, ...bodyOf(arranged.body) });
}

const gated = fixtures.filter((f) => !OUTSIDE_THE_GATE.has(keyOf(f)));

describe("every route × non-member / owner / manager / crew / artist", () => {
  const checked = gated.filter(
    (f): f is Exclude<RouteFixture, { check: "none" }> & { file: string } => f.check !== "none",
  );
  it.each(checked.map((f) => [keyOf(f), f] as const))(
    "%s",
    async (key, fx: Exclude<RouteFixture, { check: "none" }>) => {
      const access = ROUTE_ACCESS[key as keyof typeof ROUTE_ACCESS] as RouteAccess | undefined;
      expect(access, `${key} has no row in ROUTE_ACCESS`).toBeDefined();
      if (!access) return;
      const narrower = NARROWER_THAN_THE_TABLE[key]?.roles ?? [];
      const arranged = await fx.arrange(ctx);

      // Non-member: the workspace's rows are not theirs to see or touch.
      const other = arranged.asOther ?? {};
      const asOther = await send(nonMember, fx, {
        ...arranged,
        params: other.params ?? arranged.params,
        body: other.body ?? arranged.body,
      });
      if (fx.check === "owned") {
        expect(asOther.status, `non-member: ${asOther.text.slice(0, 200)}`).toBe(
          fx.refusedWith ?? 404,
        );
      } else {
        expect(asOther.status).toBeLessThan(300);
        expect(asOther.text).not.toContain(arranged.marker);
      }

      // Roles the table leaves out: 403 forbidden (404 where the route's existence is money,
      // a contract's), and nothing changed.
      const refusal = refusalOf(key);
      const readBack = () => call(t, "GET", arranged.readBack ?? "", { cookie: owner.cookie });
      const before = arranged.readBack ? (await readBack()).text : undefined;
      for (const role of ROLES_IN_ORDER.filter(
        (r) => !allowed(access, r) || narrower.includes(r),
      )) {
        const res = await send(people[role], fx, arranged);
        expect(res.status, `${role}: ${res.text.slice(0, 200)}`).toBe(refusal.status);
        expect(res.data.error.code, role).toBe(refusal.code);
      }
      if (before !== undefined) {
        expect((await readBack()).text, "a refused role changed the data").toBe(before);
      }

      // Roles the table lists: answered. A write takes its own fresh rows for each role.
      let fresh = arranged;
      for (const role of ROLES_IN_ORDER.filter(
        (r) => allowed(access, r) && !narrower.includes(r),
      )) {
        const res = await send(people[role], fx, fresh);
        if (OWNERS_ROW_NOT_THEIRS[key]?.roles.includes(role)) {
          expect(res.status, `${role}: ${res.text.slice(0, 200)}`).toBe(404);
          continue;
        }
        expect(res.status, `${role}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
        if (fx.method !== "GET") fresh = await fx.arrange(ctx);
      }
    },
  );

  it.each(gated.filter((f) => f.check === "none").map((f) => [keyOf(f), f] as const))(
    "%s: refused to the roles the table leaves out",
    async (key, fx) => {
      const access = ROUTE_ACCESS[key as keyof typeof ROUTE_ACCESS] as RouteAccess | undefined;
      expect(access, `${key} has no row in ROUTE_ACCESS`).toBeDefined();
      if (!access || fx.path.includes(":")) return;
      // Allowed roles are not called here: these routes change the caller's own account or
      // session (their entry says which), so only the refusals are safe to try.
      for (const role of ROLES_IN_ORDER.filter((r) => !allowed(access, r))) {
        const json = fx.method === "GET" ? undefined : {};
        const res = await call(t, fx.method, fx.path, { cookie: people[role].cookie, json });
        const refusal = refusalOf(key);
        expect(res.status, `${role}: ${res.text.slice(0, 200)}`).toBe(refusal.status);
        expect(res.data.error.code).toBe(refusal.code);
      }
    },
  );
});

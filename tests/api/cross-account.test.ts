import { afterAll, describe, expect, it } from "vitest";
import { call, signUp } from "../support/client";
import { fillPath, loadRouteFixtures, makeContext } from "../support/route-fixtures/_matrix";
import { startTestApp } from "../support/test-app";

/**
 * Gate 1 (issue 11): every /api route of the app's own route table, tried by a second
 * account. A route with an id answers B with 404 (or the refusal its entry names) and A's
 * same request still succeeds afterwards; a list, the Overview and every export never show B
 * one of A's rows. A route this matrix does not know fails below with the file to add it to,
 * so a new area is covered the day it lands.
 */
const fixtures = await loadRouteFixtures();

const t = await startTestApp();
const a = await signUp(t);
const b = await signUp(t);
const ctx = makeContext(t, a, b);
afterAll(() => t.close());

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const appRoutes = [
  ...new Set(
    t.app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api")).map((r) => key(r)),
  ),
].sort();
const known = new Set(fixtures.map(key));

/** The file a route belongs in: the one already listing its first path segment. */
function fileFor(route: string): string {
  const segment = route.split(" ")[1]?.split("/")[2] ?? "";
  const sibling = fixtures.find((f) => f.path.split("/")[2] === segment);
  if (sibling) return `tests/support/route-fixtures/${sibling.file}`;
  return `your area's file tests/support/route-fixtures/<area>.ts (new areas: create it, exporting \`routes\`)`;
}

describe("cross-account matrix: the route table", () => {
  it("knows every /api route of the app", () => {
    const unknown = appRoutes.filter((r) => !known.has(r));
    const advice = unknown.map(
      (r) =>
        `  ${r} → add it to ${fileFor(r)} (an entry { method, path, check, arrange }; see tests/support/route-fixtures/_matrix.ts)`,
    );
    expect(
      unknown,
      `Routes the cross-account matrix does not know:\n${advice.join("\n")}\n`,
    ).toEqual([]);
  });

  it("has no entry for a route that no longer exists", () => {
    const stale = [...known].filter((r) => !appRoutes.includes(r));
    expect(stale, "Remove these from tests/support/route-fixtures/*.ts").toEqual([]);
  });
});

const withQuery = (p: string, query?: string) => (query ? `${p}?${query}` : p);
/** An upload's bytes go as they are; any other body as JSON. */
const bodyOf = (body: unknown) => (body instanceof Uint8Array ? { raw: body } : { json: body });

describe("cross-account matrix: another account", () => {
  it.each(fixtures.filter((f) => f.check === "owned").map((f) => [key(f), f] as const))(
    "%s: refused to B, still A's",
    async (_name, fx) => {
      if (fx.check !== "owned") return;
      const arranged = await fx.arrange(ctx);
      const other = arranged.asOther ?? {};
      const readBack = () => call(t, "GET", arranged.readBack ?? "", { cookie: a.cookie });
      const before = arranged.readBack ? await readBack() : undefined;
      expect(before?.status ?? 200, `A's read-back: ${before?.text.slice(0, 200)}`).toBe(200);
      const asB = await call(
        t,
        fx.method,
        withQuery(fillPath(fx.path, other.params ?? arranged.params), arranged.query),
        { cookie: b.cookie, ...bodyOf(other.body ?? arranged.body) },
      );
      const expected = fx.refusedWith ?? 404;
      expect(asB.status, `B got ${asB.status}: ${asB.text.slice(0, 200)}`).toBe(expected);
      expect(asB.data.error.message).toEqual(expect.any(String));
      if (before)
        expect((await readBack()).text, "B's refused request changed A's data").toBe(before.text);
      const asA = await call(
        t,
        fx.method,
        withQuery(fillPath(fx.path, arranged.params), arranged.query),
        { cookie: a.cookie, ...bodyOf(arranged.body) },
      );
      expect(asA.status, `A got ${asA.status}: ${asA.text.slice(0, 200)}`).toBeLessThan(300);
    },
  );

  it.each(fixtures.filter((f) => f.check === "list").map((f) => [key(f), f] as const))(
    "%s: never shows B one of A's rows",
    async (_name, fx) => {
      if (fx.check !== "list") return;
      const arranged = await fx.arrange(ctx);
      const url = withQuery(fillPath(fx.path, arranged.params), arranged.query);
      const marker = arranged.marker;
      expect(marker, "a list entry's arrange must return the marker it created").toBeTruthy();
      const asB = await call(t, fx.method, url, { cookie: b.cookie, json: arranged.body });
      expect(asB.status).toBeLessThan(300);
      expect(asB.text).not.toContain(marker);
      const asA = await call(t, fx.method, url, { cookie: a.cookie, json: arranged.body });
      expect(asA.status).toBeLessThan(300);
      if (!fx.ownerAnswerOpaque) expect(asA.text).toContain(marker);
    },
  );

  it("gives every route that is not checked a reason", () => {
    for (const fx of fixtures) {
      if (fx.check === "none") expect(fx.reason.length, key(fx)).toBeGreaterThan(10);
    }
  });
});

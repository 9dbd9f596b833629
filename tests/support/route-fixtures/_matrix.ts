import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Account, call } from "../client";
import type { TestApp } from "../test-app";

/**
 * The cross-account matrix (tests/api/cross-account.test.ts) reads the app's own route table
 * and needs one entry here for every /api route. Each area keeps its entries in one file,
 * tests/support/route-fixtures/<area>.ts, exporting `routes: RouteFixture[]`; the test finds
 * the files itself, so a new area adds its file and touches nothing else.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface MatrixContext {
  t: TestApp;
  /** The owner of the data. */
  a: Account;
  /** The other account, who must never see or touch it. */
  b: Account;
  /** Calls the API as account A (the owner); fails the test on anything but 2xx. */
  // biome-ignore lint/suspicious/noExplicitAny: each fixture reads the fields it created
  asOwner(method: Method, path: string, json?: unknown): Promise<any>;
  /** The same as account B, for a row of B's own that a check needs. */
  // biome-ignore lint/suspicious/noExplicitAny: each fixture reads the fields it created
  asOther(method: Method, path: string, json?: unknown): Promise<any>;
  /** A text no other test writes: put it in what A creates, and the matrix looks for it. */
  marker(): string;
}

export interface Arranged {
  /** Path parameters of A's resource, by the names in the route pattern. */
  params?: Record<string, string>;
  /**
   * A valid body for the route (B sends it too: only ownership may refuse it). Bytes
   * (a Uint8Array) are sent as they are, the way a file is uploaded; anything else as JSON.
   */
  body?: unknown;
  /** Query string without "?". */
  query?: string;
  /** Text of A's data that B's answer must never contain (and A's must, unless told). */
  marker?: string;
  /**
   * When B's request differs from A's (B's own tour, A's venue in the body): what B sends
   * instead. A's request, with `params` and `body`, still has to succeed.
   */
  asOther?: { params?: Record<string, string>; body?: unknown };
  /**
   * For a write B is refused: a path A reads (GET) before and after B's request. The two
   * answers must be identical, so a route that wrote first and answered 404 after fails.
   */
  readBack?: string;
}

export type RouteFixture =
  | {
      method: Method;
      /** Exactly as the route table has it: "/api/tours/:tourId/shows/:showId". */
      path: string;
      /**
       * A route on one of A's rows: B's request is refused (404, like a missing row, or the
       * status given) and A's same request succeeds afterwards, so B changed nothing.
       */
      check: "owned";
      arrange: (ctx: MatrixContext) => Promise<Arranged>;
      /** What B gets; 404 unless the id is in the body (then usually 400 naming the field). */
      refusedWith?: number;
    }
  | {
      method: Method;
      path: string;
      /** A list, overview or export: B's answer (2xx) never contains A's marker; A's does. */
      check: "list";
      arrange: (ctx: MatrixContext) => Promise<Arranged>;
      /** A's answer cannot be searched for text (a compressed PDF): skip that half. */
      ownerAnswerOpaque?: boolean;
    }
  | {
      method: Method;
      path: string;
      /** No account data by id or list (health, better-auth's own session routes): say why. */
      check: "none";
      reason: string;
    };

/** Every area's entries (each tests/support/route-fixtures/<area>.ts), with the file they are in. */
export async function loadRouteFixtures(): Promise<(RouteFixture & { file: string })[]> {
  const dir = import.meta.dirname;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.startsWith("_"))
    .sort();
  const out: (RouteFixture & { file: string })[] = [];
  for (const file of files) {
    const mod = (await import(path.join(dir, file))) as { routes?: RouteFixture[] };
    if (!Array.isArray(mod.routes))
      throw new Error(`${file} must export \`routes: RouteFixture[]\``);
    for (const route of mod.routes) out.push({ ...route, file });
  }
  return out;
}

export const marker = () => `mx-${crypto.randomBytes(5).toString("hex")}`;

export function makeContext(t: TestApp, a: Account, b: Account): MatrixContext {
  return {
    t,
    a,
    b,
    marker,
    asOwner: (method, path, json) => callAs(t, a, method, path, json),
    asOther: (method, path, json) => callAs(t, b, method, path, json),
  };
}

async function callAs(t: TestApp, who: Account, method: Method, path: string, json?: unknown) {
  const res = await call(t, method, path, { cookie: who.cookie, json });
  if (res.status >= 300) {
    throw new Error(`matrix set-up ${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`);
  }
  return res.data;
}

/** "/api/tours/:tourId" + { tourId } → "/api/tours/123…". */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`fixture for ${pattern} gave no value for :${name}`);
    return encodeURIComponent(value);
  });
}

// ---- Helpers the areas share: A's rows made through the API, named with a marker.

export async function ownerTour(ctx: MatrixContext, title = ctx.marker()) {
  return (await ctx.asOwner("POST", "/api/tours", { title })) as { id: string; title: string };
}

export async function ownerVenue(ctx: MatrixContext, name = ctx.marker()) {
  return (await ctx.asOwner("POST", "/api/venues", { name, city: "Austin", state: "TX" })) as {
    id: string;
  };
}

export async function ownerShow(ctx: MatrixContext) {
  const tour = await ownerTour(ctx);
  const venue = await ownerVenue(ctx);
  const show = (await ctx.asOwner("POST", `/api/tours/${tour.id}/shows`, showBody(venue.id))) as {
    id: string;
  };
  return { tour, venue, show };
}

/**
 * Confirms a show as its owner (override: the matrix's shows share dates): only a confirmed
 * show takes a deal (issue 36).
 */
export async function confirmShow(ask: MatrixContext["asOwner"], showId: string) {
  await ask("POST", `/api/negotiations/${showId}/transitions`, { to: "confirmed", override: true });
}

export const showBody = (venueId: string) => ({
  venueMode: "existing",
  venueId,
  performanceDate: "2026-05-01",
  venueFee: "100",
});

/** B's own tour, venue and show: for a check that sends A's id inside B's own request. */
export async function otherShow(ctx: MatrixContext) {
  const tour = (await ctx.asOther("POST", "/api/tours", { title: "B's own" })) as { id: string };
  const venue = (await ctx.asOther("POST", "/api/venues", {
    name: "B's venue",
    city: "Austin",
    state: "TX",
  })) as { id: string };
  const show = (await ctx.asOther("POST", `/api/tours/${tour.id}/shows`, showBody(venue.id))) as {
    id: string;
  };
  return { tour, venue, show };
}

/**
 * Whether src/server/routes/<name>.ts is in this checkout. Entries for routes still on their
 * way to main are kept behind it, so the gate fails neither for unknown routes the day they
 * land nor for stale entries before; once the file is on main, drop the guard.
 */
export const routeFileLanded = (name: string) =>
  fs.existsSync(path.resolve(import.meta.dirname, `../../../src/server/routes/${name}.ts`));

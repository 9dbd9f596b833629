import { afterEach, describe, expect, it } from "vitest";
import { earlyOr, provideEarly, takeEarly } from "./early-requests";

// What the HTML's script leaves behind (see EARLY_REQUESTS_SCRIPT), set by hand here.
const store = globalThis as { __tribeEarly?: unknown };
const leave = (early: Record<string, unknown>) => {
  store.__tribeEarly = early;
};

afterEach(() => {
  delete store.__tribeEarly;
});

describe("early requests", () => {
  it("hand each response over once: a later query asks the server itself", async () => {
    leave({ at: Date.now(), overview: Promise.resolve(new Response('{"tours":1}')) });
    expect(await (await takeEarly("overview"))?.json()).toEqual({ tours: 1 });
    expect(takeEarly("overview")).toBeUndefined();
  });

  it("are not used once stale, nor when the page asked for none", () => {
    leave({ at: Date.now() - 11_000, session: Promise.resolve(new Response("null")) });
    expect(takeEarly("session")).toBeUndefined();
    delete store.__tribeEarly;
    expect(takeEarly("session")).toBeUndefined();
  });

  it("fall back to a request made now when the early one failed or was refused", async () => {
    const now = () => Promise.resolve("asked now");
    leave({ at: Date.now(), overview: Promise.resolve(null) });
    expect(await earlyOr("overview", now)).toBe("asked now");
    leave({ at: Date.now(), overview: Promise.resolve(new Response("{}", { status: 401 })) });
    expect(await earlyOr("overview", now)).toBe("asked now");
    leave({ at: Date.now(), overview: Promise.resolve(new Response("{}")) });
    expect(await earlyOr("overview", now)).toBeInstanceOf(Response);
  });

  it("take an answer the page carried as one more early response, once", async () => {
    provideEarly("overview", '{"tours":2}');
    const now = () => Promise.resolve(new Response('{"tours":3}'));
    expect(await (await earlyOr("overview", now)).json()).toEqual({ tours: 2 });
    expect(await (await earlyOr("overview", now)).json()).toEqual({ tours: 3 });
  });
});

import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGE_PATHS } from "@/domain/page-paths";
import { routes } from "./router";

/** Every path the router has, joined with its parents' ("/dashboard" + "tours/:tourId"). */
function pathsOf(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith("/")
        ? route.path
        : `${parent === "/" ? "" : parent}/${route.path}`
      : parent;
    const here = route.path && route.path !== "*" ? [own] : [];
    return [...here, ...pathsOf(route.children ?? [], own)];
  });
}

describe("the router's pages (issue 35 §3)", () => {
  it("are the pages the server serves (domain/page-paths.ts), no more, no fewer", () => {
    expect(pathsOf(routes).sort()).toEqual([...PAGE_PATHS].sort());
  });

  it("match case for case: /JOIN/<token> is not the join page", () => {
    // The deepest route matched names the page: the catch-all for a path in another case.
    const match = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(match("/join/abc")).toBe("/join/:token");
    expect(match("/JOIN/abc")).toBe("*");
    expect(match("/Dashboard/tours")).toBe("*");
    expect(match("/dashboard/tours")).toBe("tours");
  });
});

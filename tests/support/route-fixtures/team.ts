import type { RouteFixture } from "./_matrix";

/** Team (issue 24): the workspace of the request, the switcher's list, switching, view-as. */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/team",
    check: "list",
    // The workspace's members: A's email is in A's answer, never in B's.
    arrange: async (ctx) => ({ marker: ctx.a.email }),
  },
  {
    method: "GET",
    path: "/api/team/workspaces",
    check: "none",
    reason: "the caller's own memberships, named by the session only",
  },
  {
    method: "POST",
    path: "/api/team/workspaces",
    check: "none",
    reason: "creates a workspace owned by the caller and switches the caller's session to it",
  },
  {
    method: "PUT",
    path: "/api/team/current",
    check: "owned",
    // B switching to A's workspace is answered like a missing one; A switches to it fine.
    arrange: async (ctx) => ({ body: { workspaceId: ctx.a.workspaceId } }),
  },
  {
    method: "PUT",
    path: "/api/team/view-as",
    check: "none",
    reason: "sets how the caller's own session looks at its workspace; names no other row",
  },
];

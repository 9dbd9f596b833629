import { call, signUp } from "../client";
import type { MatrixContext, RouteFixture } from "./_matrix";

/** A new account that joins A's workspace through an invitation, as crew. */
async function ownerMember(ctx: MatrixContext) {
  const member = await signUp(ctx.t);
  const made = await ctx.asOwner("POST", "/api/team/invitations", {
    email: member.email,
    role: "crew",
  });
  const token = String(made.link).split("/join/")[1];
  const res = await call(ctx.t, "POST", `/api/invitations/${token}/accept`, {
    cookie: member.cookie,
    json: {},
  });
  if (res.status !== 200) throw new Error(`matrix set-up: accept → ${res.status} ${res.text}`);
  return member;
}

/** Team: invitations and members (tests/api/team-invitations.test.ts, team-members.test.ts). */
export const routes: RouteFixture[] = [
  {
    method: "GET",
    path: "/api/team/invitations",
    check: "list",
    arrange: async (ctx) => {
      const email = `${ctx.marker()}@example.com`;
      await ctx.asOwner("POST", "/api/team/invitations", { email, role: "crew" });
      return { marker: email };
    },
  },
  {
    method: "POST",
    path: "/api/team/invitations",
    check: "none",
    reason: "invites to the caller's own workspace, named by the session only",
  },
  {
    method: "DELETE",
    path: "/api/team/invitations/:id",
    check: "owned",
    arrange: async (ctx) => {
      const made = await ctx.asOwner("POST", "/api/team/invitations", {
        email: `${ctx.marker()}@example.com`,
        role: "artist",
      });
      return { params: { id: made.id }, readBack: "/api/team/invitations" };
    },
  },
  {
    method: "PUT",
    path: "/api/team/members/:userId",
    check: "owned",
    arrange: async (ctx) => {
      const member = await ownerMember(ctx);
      return { params: { userId: member.userId }, body: { role: "artist" }, readBack: "/api/team" };
    },
  },
  {
    method: "DELETE",
    path: "/api/team/members/:userId",
    check: "owned",
    arrange: async (ctx) => {
      const member = await ownerMember(ctx);
      return { params: { userId: member.userId }, readBack: "/api/team" };
    },
  },
  {
    method: "POST",
    path: "/api/team/transfer",
    check: "none",
    reason:
      "hands the caller's own workspace over (A's doing so would end A's ownership for the other entries); another workspace's member is a 400 in tests/api/team-members.test.ts",
  },
  {
    method: "POST",
    path: "/api/team/leave",
    check: "none",
    reason: "the caller leaves their own current workspace, named by the session only",
  },
  {
    method: "PATCH",
    path: "/api/team",
    check: "none",
    reason: "renames the caller's own workspace, named by the session only",
  },
  {
    method: "PUT",
    path: "/api/team/two-factor",
    check: "none",
    reason: "the owner's two-factor rule for the caller's own workspace, named by the session only",
  },
  {
    method: "DELETE",
    path: "/api/team",
    check: "none",
    reason: "deletes the caller's own workspace, named by the session only",
  },
  {
    method: "GET",
    path: "/api/invitations/:token",
    check: "none",
    reason: "public: the secret token is the key (forged tokens 404 in team-invitations.test.ts)",
  },
  {
    method: "POST",
    path: "/api/invitations/:token/accept",
    check: "none",
    reason:
      "the secret token is the key; used, forged and revoked tokens in team-invitations.test.ts",
  },
];

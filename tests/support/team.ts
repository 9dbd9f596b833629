import { expect } from "vitest";
import type { CreatedInvitation } from "@/domain/team/invitations";
import { type Account, call } from "./client";
import type { TestApp } from "./test-app";

/** The token at the end of an invitation's link. */
export const tokenOf = (link: string) => link.split("/join/")[1]!;

/**
 * `owner` invites `email` as `role`; answers the created invitation (with its one-time link).
 * `openLink`: anyone holding the link may accept, not only `email` (issue 35 §1).
 */
export async function invite(
  t: TestApp,
  owner: Account,
  email: string,
  role = "crew",
  openLink?: boolean,
) {
  const res = await call(t, "POST", "/api/team/invitations", {
    cookie: owner.cookie,
    json: openLink === undefined ? { email, role } : { email, role, openLink },
  });
  expect(res.status, res.text).toBe(201);
  return res.data as CreatedInvitation;
}

/** `member` joins `owner`'s current workspace through a fresh invitation. */
export async function join(t: TestApp, owner: Account, member: Account, role = "crew") {
  const { link } = await invite(t, owner, member.email, role);
  const res = await call(t, "POST", `/api/invitations/${tokenOf(link)}/accept`, {
    cookie: member.cookie,
    json: {},
  });
  expect(res.status, res.text).toBe(200);
  return res.data as { workspaceId: string; role: string };
}

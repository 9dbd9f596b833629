import type { Role } from "@/domain/team/roles";
import { workspaceMembers } from "@/server/db/schema";
import { type Account, call, signUp } from "./client";
import type { TestApp } from "./test-app";

/**
 * A new person made a member of `workspaceId` with `role`, working in it: the membership row
 * is written straight into the test's database (tests may seed), then the person switches to
 * the workspace through the API, as the switcher does. Their own sign-up workspace stays theirs.
 */
export async function memberOf(
  t: TestApp,
  workspaceId: string,
  role: Role,
  overrides: { email?: string } = {},
): Promise<Account> {
  const person = await signUp(t, { artistName: `A ${role}`, ...overrides });
  await t.database.db.insert(workspaceMembers).values({ workspaceId, userId: person.userId, role });
  const switched = await call(t, "PUT", "/api/team/current", {
    cookie: person.cookie,
    json: { workspaceId },
  });
  if (switched.status !== 200) {
    throw new Error(`switching to the workspace: ${switched.status} ${switched.text}`);
  }
  return { ...person, workspaceId };
}

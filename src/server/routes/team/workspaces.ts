import { Hono } from "hono";
import { seesTwoFactorOf } from "@/domain/account/second-factor";
import { seesMoney } from "@/domain/team/roles";
import {
  type CurrentWorkspace,
  switchWorkspaceSchema,
  viewAsSchema,
  workspaceNameInputSchema,
} from "@/domain/team/workspaces";
import type { AppEnv, RequestWorkspace } from "../../context";
import type { Db } from "../../db/client";
import {
  listMembers,
  listWorkspacesOf,
  memberRole,
  setSessionViewAs,
  setSessionWorkspace,
} from "../../db/queries/team/members";
import { requiresSecondFactor } from "../../db/queries/team/second-factor";
import { createWorkspace } from "../../db/queries/team/workspaces";
import { ApiError, notFound } from "../../middleware/errors";
import { NO_WORKSPACE_MESSAGE } from "../../middleware/route-access";
import { validate } from "../../middleware/validate";

const WORKSPACE_NOT_FOUND = "Workspace not found";

/** The workspace of the request; the routes here that need one are `signedIn` in the table. */
function currentWorkspace(c: { get(key: "workspace"): RequestWorkspace | undefined }) {
  const workspace = c.get("workspace");
  if (!workspace) throw new ApiError("forbidden", NO_WORKSPACE_MESSAGE);
  return workspace;
}

/** What GET /api/team answers; the rendered Overview carries the same (overview-page.ts). */
export async function currentWorkspaceAnswer(
  db: Db,
  workspace: RequestWorkspace,
  viewerId: string,
): Promise<CurrentWorkspace> {
  const viewer = { userId: viewerId, role: workspace.role };
  return {
    id: workspace.id,
    name: workspace.name,
    role: workspace.role,
    memberRole: workspace.memberRole,
    requireTwoFactor: await requiresSecondFactor(db, workspace.id),
    homeCurrency: workspace.homeCurrency,
    members: (await listMembers(db, workspace.id)).map(({ twoFactor, ...member }) =>
      seesTwoFactorOf(viewer, member.userId) ? { ...member, twoFactor } : member,
    ),
  };
}

/** The workspace a request works in, its members, and the switcher's list. */
export const workspaceRoutes = new Hono<AppEnv>()
  .get("/team", async (c) =>
    c.json(await currentWorkspaceAnswer(c.get("db"), c.get("workspace"), c.get("user").id)),
  )
  .get("/team/workspaces", async (c) => {
    const current = c.get("workspace") as RequestWorkspace | undefined;
    return c.json(await listWorkspacesOf(c.get("db"), c.get("user").id, current?.id));
  })
  .post("/team/workspaces", validate("json", workspaceNameInputSchema), async (c) => {
    const { name } = c.req.valid("json");
    const created = await createWorkspace(c.get("db"), { name, ownerId: c.get("user").id });
    await setSessionWorkspace(c.get("db"), c.get("sessionId"), created.id);
    return c.json({ ...created, role: "owner" as const }, 201);
  })
  .put("/team/current", validate("json", switchWorkspaceSchema), async (c) => {
    const { workspaceId } = c.req.valid("json");
    // Someone else's workspace is answered like a missing one.
    const role = await memberRole(c.get("db"), workspaceId, c.get("user").id);
    if (!role) throw notFound(WORKSPACE_NOT_FOUND);
    await setSessionWorkspace(c.get("db"), c.get("sessionId"), workspaceId);
    return c.json({ id: workspaceId, role });
  })
  .put("/team/view-as", validate("json", viewAsSchema), async (c) => {
    const workspace = currentWorkspace(c);
    const { role } = c.req.valid("json");
    // Only someone who sees everything has anything to preview; crew already see as crew.
    if (!seesMoney(workspace.memberRole)) {
      throw new ApiError(
        "forbidden",
        "Only owners and managers can view the workspace as another role.",
      );
    }
    await setSessionViewAs(c.get("db"), c.get("sessionId"), workspace.id, role);
    return c.json({ role: role ?? workspace.memberRole, viewAs: role });
  });

import { Hono } from "hono";
import {
  CONFIRM_NAME_MESSAGE,
  changeRoleSchema,
  confirmsName,
  deleteWorkspaceSchema,
  MEMBER_MESSAGES,
  transferSchema,
} from "@/domain/team/members";
import { workspaceNameInputSchema } from "@/domain/team/workspaces";
import type { AppEnv } from "../../context";
import { noticeRemoval } from "../../db/queries/notifications/raise";
import {
  changeMemberRole,
  deleteWorkspace,
  leaveWorkspace,
  type MemberRefusal,
  removeMember,
  renameWorkspace,
  transferOwnership,
} from "../../db/queries/team/member-changes";
import { releaseSessionWorkspace, setSessionWorkspace } from "../../db/queries/team/members";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const MEMBER_NOT_FOUND = "Member not found";

/** A refusal of a change to a member, as its answer. */
function refuse(refusal: MemberRefusal, ownerMessage: string): never {
  if (refusal === "not_found") throw notFound(MEMBER_NOT_FOUND);
  throw new ApiError("conflict", ownerMessage);
}

/** The owner manages the party; any member but the owner may leave it. */
export const memberRoutes = new Hono<AppEnv>()
  .put(
    "/team/members/:userId",
    idParams(["userId"], MEMBER_NOT_FOUND),
    validate("json", changeRoleSchema),
    async (c) => {
      const { userId } = c.req.valid("param");
      const { role } = c.req.valid("json");
      const refused = await changeMemberRole(c.get("db"), c.get("workspace").id, userId, role);
      if (refused) refuse(refused, MEMBER_MESSAGES.ownerRole);
      return c.json({ userId, role });
    },
  )
  .delete("/team/members/:userId", idParams(["userId"], MEMBER_NOT_FOUND), async (c) => {
    const { userId } = c.req.valid("param");
    const refused = await removeMember(c.get("db"), c.get("workspace").id, userId);
    if (refused) refuse(refused, MEMBER_MESSAGES.lastOwner);
    // They hear it in their bell (and by mail), wherever they are now (issue 37).
    await noticeRemoval(c.get("db"), c.get("workspace"), userId, c.get("mailer").configured).catch(
      (err) => c.get("logger").warn({ err }, "notifying a removed member failed"),
    );
    return c.json({ id: userId });
  })
  .post("/team/transfer", validate("json", transferSchema), async (c) => {
    const { userId } = c.req.valid("json");
    const refused = await transferOwnership(
      c.get("db"),
      c.get("workspace").id,
      c.get("user").id,
      userId,
    );
    if (refused === "self") {
      throw fieldErrors({ userId: MEMBER_MESSAGES.transferSelf });
    }
    if (refused === "not_found") {
      throw fieldErrors({ userId: MEMBER_NOT_FOUND }, { message: MEMBER_NOT_FOUND });
    }
    if (refused) throw new ApiError("forbidden", "Only the owner can hand over ownership.");
    return c.json({ ownerId: userId, yourRole: "manager" as const });
  })
  .post("/team/leave", async (c) => {
    const workspace = c.get("workspace");
    if (await leaveWorkspace(c.get("db"), workspace.id, c.get("user").id)) {
      throw new ApiError("conflict", MEMBER_MESSAGES.ownerLeaves);
    }
    await releaseSessionWorkspace(c.get("db"), c.get("sessionId"));
    return c.json({ id: workspace.id });
  })
  .patch("/team", validate("json", workspaceNameInputSchema), async (c) => {
    const { name } = c.req.valid("json");
    const renamed = await renameWorkspace(c.get("db"), c.get("workspace").id, name);
    if (!renamed) throw notFound("Workspace not found");
    return c.json(renamed);
  })
  .delete("/team", validate("json", deleteWorkspaceSchema), async (c) => {
    const workspace = c.get("workspace");
    const { confirmName } = c.req.valid("json");
    if (!confirmsName(confirmName, workspace.name)) {
      throw fieldErrors({ confirmName: CONFIRM_NAME_MESSAGE });
    }
    const next = await deleteWorkspace(c.get("db"), workspace.id, c.get("user").id);
    await setSessionWorkspace(c.get("db"), c.get("sessionId"), next.id);
    c.get("reclaimDeletedSpace")();
    return c.json({ id: workspace.id, next });
  });

import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { assignableRoleSchema } from "./invitations";

/** PUT /api/team/members/:userId: a new role, never owner (ownership is handed over). */
export const changeRoleSchema = z.object({ role: assignableRoleSchema }).strict();
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** POST /api/team/transfer: the member who becomes the owner. */
export const transferSchema = z
  .object({
    userId: z
      .string(refusal({ id: "team.members.chooseMember", defaultMessage: "Choose a member" }))
      .min(1, refusal({ id: "team.members.chooseMember", defaultMessage: "Choose a member" }))
      .max(100),
  })
  .strict();

/** DELETE /api/team: the owner types the workspace's name, as a last look at what goes. */
export const deleteWorkspaceSchema = z
  .object({
    confirmName: z
      .string(
        refusal({
          id: "team.members.typeWorkspaceSName",
          defaultMessage: "Type the workspace's name",
        }),
      )
      .max(200),
  })
  .strict();

export const CONFIRM_NAME_MESSAGE = "Type the workspace's name exactly to delete it";

/** Whether what was typed names the workspace (spaces around it do not count). */
export const confirmsName = (typed: string, name: string) => typed.trim() === name.trim();

/** The plain refusals of member management, said the same way by server and page. */
export const MEMBER_MESSAGES = {
  lastOwner:
    "A workspace needs its owner. Hand ownership to another member first (Transfer ownership).",
  ownerRole: "The owner's role changes only by handing over ownership.",
  ownerLeaves: "You own this workspace. Hand ownership to another member before leaving.",
  transferSelf: "You already own this workspace. Choose another member.",
  alreadyMember: "That person is already a member of this workspace.",
  joinedAlready: "You are already a member of this workspace.",
  guestJoins: "Sign up or sign in to join a workspace; a demo account cannot join one.",
} as const;

import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import type { ROLES } from "./roles";
import { MAX_WORKSPACE_NAME } from "./workspace-rules";

const NAME_MESSAGE = `Give the workspace a name of 1 to ${MAX_WORKSPACE_NAME} characters`;

/** A workspace's name: the act's, as on a poster. */
const workspaceNameSchema = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(1, NAME_MESSAGE)
  .max(MAX_WORKSPACE_NAME, NAME_MESSAGE)
  .refine(
    (name) => !name.includes("\u0000"),
    refusal({
      id: "team.workspaces.nameCannotContainNulCharacter",
      defaultMessage: "A name cannot contain a NUL character",
    }),
  );

/** A new workspace, or a new name for one: the name is all there is to it. */
export const workspaceNameInputSchema = z.object({ name: workspaceNameSchema }).strict();

export const switchWorkspaceSchema = z
  .object({
    workspaceId: z
      .string(
        refusal({ id: "team.workspaces.chooseWorkspace", defaultMessage: "Choose a workspace" }),
      )
      .min(1)
      .max(100),
  })
  .strict();

/** "View as": a lesser role to look through, or null to see as oneself again. */
export const viewAsSchema = z
  .object({
    role: z
      .enum(
        ["crew", "artist"],
        refusal({ id: "team.workspaces.viewCrewArtist", defaultMessage: "View as crew or artist" }),
      )
      .nullable(),
  })
  .strict();

/** What GET /api/team answers: the workspace a request works in, and as what. */
export interface CurrentWorkspace {
  id: string;
  name: string;
  role: (typeof ROLES)[number];
  memberRole: (typeof ROLES)[number];
  /** Owners and managers must sign in with a second factor (ADR 0003). */
  requireTwoFactor: boolean;
  /** Every page's totals are in it (ADR 0026): the client's one source for their symbol. */
  homeCurrency: string;
  members: {
    userId: string;
    name: string;
    /** Null for a guest's and a demo person's made-up address (member-display.ts). */
    email: string | null;
    role: (typeof ROLES)[number];
    joinedAt: string;
    /**
     * Has an authenticator app turned on; absent (hidden) for another member when the viewer is
     * crew or an artist (seesTwoFactorOf).
     */
    twoFactor?: boolean;
  }[];
}

export interface WorkspaceChoice {
  id: string;
  name: string;
  role: (typeof ROLES)[number];
  current: boolean;
}

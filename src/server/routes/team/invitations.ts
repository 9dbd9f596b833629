import type { Context } from "hono";
import { Hono } from "hono";
import { composeInvitationEmail } from "@/domain/team/invitation-email";
import { invitationLimitMessage } from "@/domain/team/invitation-limits";
import {
  type CreatedInvitation,
  GONE_MESSAGES,
  inviteSchema,
  joinPath,
  wrongEmailMessage,
} from "@/domain/team/invitations";
import { MEMBER_MESSAGES } from "@/domain/team/members";
import { trustedOriginsFor } from "../../auth";
import type { AppEnv } from "../../context";
import {
  acceptInvitation,
  createInvitation,
  listPendingInvitations,
  previewInvitation,
  revokeInvitation,
} from "../../db/queries/team/invitations";
import { setSessionWorkspace } from "../../db/queries/team/members";
import { recipientLocale } from "../../i18n/recipient-locale";
import { requestLocale } from "../../i18n/request-locale";
import { translatorFor } from "../../i18n/translator";
import { linkTokenParam, openLink } from "../../link-tokens";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const INVITATION_NOT_FOUND = "Invitation not found";

/** The public URL (BETTER_AUTH_URL) when configured, else the address the request came to. */
const originOf = (c: Context<AppEnv>) => new URL(c.get("auth").options.baseURL || c.req.url).origin;

/**
 * The origin a mailed link may point to: the configured one, or the request's own only on a
 * loopback host (auth.ts), so a forged Host header cannot send a stranger's link elsewhere.
 */
const mailOriginOf = (c: Context<AppEnv>) =>
  trustedOriginsFor(c.get("auth").options.baseURL, c.req.url)[0];

/** Mails the invitation when the server has a mailer; a failed send is logged, not fatal. */
async function mailInvitation(
  c: Context<AppEnv>,
  to: string,
  mail: Omit<Parameters<typeof composeInvitationEmail>[0], "link"> & { token: string },
): Promise<boolean> {
  const mailer = c.get("mailer");
  if (!mailer.configured) return false;
  const origin = mailOriginOf(c);
  if (!origin) {
    c.get("logger").warn("the invitation was not mailed: set BETTER_AUTH_URL for links in mail");
    return false;
  }
  // In the invited person's language: their account's, else the sender's (issue 55).
  const locale = await recipientLocale(c.get("db"), to, requestLocale(c));
  const result = await mailer.send({
    to,
    ...composeInvitationEmail(
      { ...mail, link: `${origin}${joinPath(mail.token)}` },
      translatorFor(locale),
    ),
  });
  return result.sent;
}

/** The owner's side: invite, list what is pending, revoke. */
export const invitationRoutes = new Hono<AppEnv>()
  .get("/team/invitations", async (c) =>
    c.json(await listPendingInvitations(c.get("db"), c.get("workspace").id)),
  )
  .post("/team/invitations", validate("json", inviteSchema), async (c) => {
    const { email, role, openLink } = c.req.valid("json");
    const workspace = c.get("workspace");
    const made = await createInvitation(c.get("db"), {
      workspaceId: workspace.id,
      email,
      role,
      openLink,
      invitedBy: c.get("user").id,
      limits: c.get("invitationLimits"),
    });
    if (made === "member") {
      throw fieldErrors(
        { email: MEMBER_MESSAGES.alreadyMember },
        { code: "conflict", message: MEMBER_MESSAGES.alreadyMember },
      );
    }
    if ("limitReached" in made) {
      const { limit, max, retryAfterSeconds } = made.limitReached;
      c.header("Retry-After", String(retryAfterSeconds));
      throw new ApiError("rate_limited", invitationLimitMessage(limit, max, retryAfterSeconds));
    }
    const link = `${originOf(c)}${joinPath(made.token)}`;
    const emailed = await mailInvitation(c, email, {
      inviterName: c.get("user").name,
      workspaceName: workspace.name,
      role,
      token: made.token,
      expiresAt: new Date(made.invitation.expiresAt),
      openLink,
    });
    const answer: CreatedInvitation = {
      ...made.invitation,
      link,
      emailed,
      replaced: made.replaced,
    };
    return c.json(answer, 201);
  })
  .delete("/team/invitations/:id", idParams(["id"], INVITATION_NOT_FOUND), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await revokeInvitation(c.get("db"), c.get("workspace").id, id)))
      throw notFound(INVITATION_NOT_FOUND);
    return c.json({ id });
  })
  .post("/invitations/:token/accept", async (c) => {
    const token = linkTokenParam(c, INVITATION_NOT_FOUND);
    if (c.get("user").isAnonymous) throw new ApiError("forbidden", MEMBER_MESSAGES.guestJoins);
    const joined = await acceptInvitation(c.get("db"), token, c.get("user"));
    if (joined === "not_found") throw notFound(INVITATION_NOT_FOUND);
    if (typeof joined === "object" && "wrongEmail" in joined)
      throw new ApiError("forbidden", wrongEmailMessage(joined.wrongEmail));
    if (joined === "member") throw new ApiError("conflict", MEMBER_MESSAGES.joinedAlready);
    if (typeof joined === "string") throw new ApiError("gone", GONE_MESSAGES[joined]);
    // The next request works in the workspace just joined; its inviter hears of it at once.
    await setSessionWorkspace(c.get("db"), c.get("sessionId"), joined.workspaceId);
    c.set("writtenIn", joined.workspaceId);
    return c.json({ workspaceId: joined.workspaceId, role: joined.role });
  });

/**
 * The join page's read, without a session (app.ts mounts it before the session check): the
 * token is the key. An unknown token is a 404; a known one says whether it still works.
 */
export const publicInvitationRoutes = new Hono<AppEnv>().get("/:token", async (c) =>
  c.json(
    await openLink(c, {
      notFound: INVITATION_NOT_FOUND,
      find: (token) => previewInvitation(c.get("db"), token),
      // The join page reads a dead invitation's state and says why itself (GONE_MESSAGES).
      gone: () => undefined,
    }),
  ),
);

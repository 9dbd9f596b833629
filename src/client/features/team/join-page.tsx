import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { BrandMark } from "@/client/components/brand-mark";
import { QueryError } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import { sessionQuery } from "@/client/lib/auth-client";
import { usePageTitle } from "@/client/lib/use-page-title";
import { GONE_MESSAGES, type InvitationPreview, maskEmail } from "@/domain/team/invitations";
import { invitationQuery } from "./api/team";
import { useTeamMutations } from "./api/use-team-mutations";
import { roleDescription, roleLabel } from "./role-words";

/** /join/:token — what the link invites to, then sign up or sign in, then Join. */
export function JoinPage() {
  usePageTitle(t({ id: "team.join.pageTitle", defaultMessage: "Join a workspace" }));
  const { token = "" } = useParams();
  const invitation = useQuery(invitationQuery(token));
  let body: React.ReactNode;
  if (invitation.isPending)
    body = (
      <Spinner
        label={t({ id: "team.join.opening", defaultMessage: "Opening the invitation..." })}
      />
    );
  else if (invitation.isError) {
    const err = invitation.error;
    body =
      err instanceof ApiRequestError && err.code === "not_found" ? (
        <Notice
          title={t({ id: "team.join.notFound", defaultMessage: "Invitation not found" })}
          text={t({
            id: "team.join.notFoundText",
            defaultMessage: "This invitation link is not valid. Check that you copied all of it.",
          })}
        />
      ) : (
        <QueryError
          message={err.message}
          retrying={invitation.isFetching}
          onRetry={() => void invitation.refetch()}
        />
      );
  } else if (invitation.data.state !== "valid") {
    body = (
      <Notice
        title={t(
          { id: "team.join.invitationTo", defaultMessage: "Invitation to {workspace}" },
          { workspace: invitation.data.workspaceName },
        )}
        text={GONE_MESSAGES[invitation.data.state]}
      />
    );
  } else body = <ValidInvitation token={token} invitation={invitation.data} />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-violet-50 via-background to-fuchsia-50 p-4">
      <div className="w-full max-w-md space-y-6">
        <Link
          to="/"
          className="flex justify-center rounded-md text-xl"
          aria-label={t({ id: "team.join.home", defaultMessage: "Tribe home" })}
        >
          <BrandMark />
        </Link>
        {body}
      </div>
    </main>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold leading-none">{title}</h1>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="alert">{text}</p>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            {t({ id: "team.join.dashboard", defaultMessage: "Go to your dashboard" })}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ValidInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const session = useQuery(sessionQuery);
  const { accept } = useTeamMutations();
  const navigate = useNavigate();
  const signedIn = Boolean(session.data && !session.data.user.isAnonymous);
  const back = { from: `/join/${token}` };
  const join = () =>
    accept.mutate(token, {
      onSuccess: () => {
        toast.success(
          t(
            { id: "team.join.welcome", defaultMessage: "Welcome to {workspace}" },
            { workspace: invitation.workspaceName },
          ),
        );
        navigate("/dashboard");
      },
      onError: (err) =>
        toast.error(t({ id: "team.join.failed", defaultMessage: "Could not join" }), {
          description: err.message,
        }),
    });
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold leading-none">
          {t(
            { id: "team.join.title", defaultMessage: "Join {workspace}" },
            { workspace: invitation.workspaceName },
          )}
        </h1>
        <CardDescription>
          {invitation.inviterName != null
            ? t(
                {
                  id: "team.join.invitedBy",
                  defaultMessage: "{inviter} invited you as {role}: {description}",
                },
                {
                  inviter: invitation.inviterName,
                  role: roleLabel(invitation.role),
                  description: roleDescription(invitation.role),
                },
              )
            : t(
                {
                  id: "team.join.invitedByOwner",
                  defaultMessage: "The owner invited you as {role}: {description}",
                },
                { role: roleLabel(invitation.role), description: roleDescription(invitation.role) },
              )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm">
          {invitation.openLink
            ? t(
                {
                  id: "team.join.openLink",
                  defaultMessage:
                    "The owner made this an open link: whoever has it can join, with any email. It was addressed to {email}.",
                },
                { email: invitation.email },
              )
            : t(
                {
                  id: "team.join.forEmail",
                  defaultMessage:
                    "This invitation is for {email}: only an account with that email can accept it. Sign up or sign in with that email.",
                },
                { email: invitation.email },
              )}
        </p>
        {session.isPending ? (
          <Spinner />
        ) : signedIn ? (
          <>
            <p className="text-sm text-muted-foreground">
              {!invitation.openLink &&
              maskEmail(session.data?.user.email ?? "") !== invitation.email
                ? t(
                    {
                      id: "team.join.signedInAsOther",
                      defaultMessage:
                        "Signed in as {email}. That is not the email invited: sign out and sign in with it to join.",
                    },
                    { email: session.data?.user.email },
                  )
                : t(
                    { id: "team.join.signedInAs", defaultMessage: "Signed in as {email}." },
                    { email: session.data?.user.email },
                  )}
            </p>
            <Button onClick={join} disabled={accept.isPending}>
              {accept.isPending
                ? t({ id: "team.join.joining", defaultMessage: "Joining..." })
                : t(
                    { id: "team.join.title", defaultMessage: "Join {workspace}" },
                    { workspace: invitation.workspaceName },
                  )}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {t({
                id: "team.join.signInFirst",
                defaultMessage: "Create an account or sign in, then come back here to join.",
              })}
            </p>
            <Button asChild>
              <Link to="/auth?mode=sign-up" state={back}>
                {t({ id: "team.join.signUp", defaultMessage: "Sign up to join" })}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/auth" state={back}>
                {t({ id: "team.join.signIn", defaultMessage: "I have an account: sign in" })}
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

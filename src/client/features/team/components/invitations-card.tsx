import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import type { PendingInvitation } from "@/domain/team/invitations";
import { invitationsQuery } from "../api/team";
import { roleLabel } from "../role-words";
import { formatDay } from "./format-day";

/** Links sent and not yet used; the owner revokes one here. */
export function InvitationsCard({ onRevoke }: { onRevoke(id: string): Promise<unknown> }) {
  const invitations = useQuery(invitationsQuery);
  const [revoking, setRevoking] = useState<PendingInvitation>();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "team.invitations.title", defaultMessage: "Pending invitations" })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={invitations}
          errorText={t({
            id: "team.invitations.loadError",
            defaultMessage: "Failed to load the invitations",
          })}
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="text-sm text-muted-foreground">
              {t({ id: "team.invitations.empty", defaultMessage: "No pending invitations." })}
            </p>
          }
        >
          {(list) => (
            <ul
              className="divide-y"
              aria-label={t({
                id: "team.invitations.title",
                defaultMessage: "Pending invitations",
              })}
            >
              {list.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
                  aria-label={invitation.email}
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate font-medium">{invitation.email}</p>
                    <p className="text-sm text-muted-foreground">
                      {[
                        roleLabel(invitation.role),
                        invitation.openLink &&
                          t({
                            id: "team.invitations.openLink",
                            defaultMessage: "open link: anyone who has it can join",
                          }),
                        invitation.invitedByName &&
                          t(
                            {
                              id: "team.invitations.invitedBy",
                              defaultMessage: "invited by {name}",
                            },
                            { name: invitation.invitedByName },
                          ),
                        t(
                          { id: "team.invitations.expires", defaultMessage: "expires {date}" },
                          { date: formatDay(invitation.expiresAt) },
                        ),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setRevoking(invitation)}>
                    {t({ id: "team.invitations.revoke", defaultMessage: "Revoke" })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
      <ConfirmDeleteDialog
        open={Boolean(revoking)}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={t(
          {
            id: "team.invitations.revokeTitle",
            defaultMessage: "Revoke the invitation for {email}?",
          },
          { email: revoking?.email ?? "" },
        )}
        confirmLabel={t({ id: "team.invitations.revoke", defaultMessage: "Revoke" })}
        busyLabel={t({ id: "team.invitations.revoking", defaultMessage: "Revoking..." })}
        onConfirm={() => (revoking ? onRevoke(revoking.id) : undefined)}
        successToast={{
          title: t({ id: "team.invitations.revoked", defaultMessage: "Invitation revoked" }),
        }}
      >
        {t({
          id: "team.invitations.revokeDescription",
          defaultMessage:
            "The link stops working at once; whoever opens it is told it was revoked.",
        })}
      </ConfirmDeleteDialog>
    </Card>
  );
}

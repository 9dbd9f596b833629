import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { PendingInvitation } from "@/domain/team/invitations";
import { ROLE_LABELS } from "@/domain/team/roles";
import { invitationsQuery } from "../api/team";
import { formatDay } from "./format-day";

/** Links sent and not yet used; the owner revokes one here. */
export function InvitationsCard({ onRevoke }: { onRevoke(id: string): Promise<unknown> }) {
  const invitations = useQuery(invitationsQuery);
  const [revoking, setRevoking] = useState<PendingInvitation>();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pending invitations</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={invitations}
          errorText="Failed to load the invitations"
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-muted-foreground">No pending invitations.</p>}
        >
          {(list) => (
            <ul className="divide-y" aria-label="Pending invitations">
              {list.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
                  aria-label={invitation.email}
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate font-medium">{invitation.email}</p>
                    <p className="text-sm text-muted-foreground">
                      {ROLE_LABELS[invitation.role]}
                      {invitation.openLink && " · open link: anyone who has it can join"}
                      {invitation.invitedByName && ` · invited by ${invitation.invitedByName}`}
                      {` · expires ${formatDay(invitation.expiresAt)}`}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setRevoking(invitation)}>
                    Revoke
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
        title={`Revoke the invitation for ${revoking?.email ?? ""}?`}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onConfirm={() => (revoking ? onRevoke(revoking.id) : undefined)}
        successToast={{ title: "Invitation revoked" }}
      >
        The link stops working at once; whoever opens it is told it was revoked.
      </ConfirmDeleteDialog>
    </Card>
  );
}

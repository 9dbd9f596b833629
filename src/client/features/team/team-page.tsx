import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { sessionQuery } from "@/client/lib/auth-client";
import type { CreatedInvitation } from "@/domain/team/invitations";
import { ROLE_LABELS } from "@/domain/team/roles";
import { teamQuery } from "./api/team";
import { useTeamMutations } from "./api/use-team-mutations";
import { InvitationsCard } from "./components/invitations-card";
import { InviteDialog } from "./components/invite-dialog";
import { InviteResultDialog } from "./components/invite-result-dialog";
import { MembersCard } from "./components/members-card";
import { RoleTable } from "./components/role-table";
import { WorkspaceCard } from "./components/workspace-card";

/** Team: the workspace's members and invitations; the owner manages them (ADR 0019). */
export function TeamPage() {
  const team = useQuery(teamQuery);
  const session = useQuery(sessionQuery);
  const mutations = useTeamMutations();
  const [inviting, setInviting] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation>();
  const owner = team.data?.role === "owner";
  return (
    <>
      <PageHeader
        title="Team"
        description={
          team.data
            ? `${team.data.name} · you are ${ROLE_LABELS[team.data.role]}`
            : "The people of your touring party."
        }
        actions={
          owner && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              Invite member
            </Button>
          )
        }
      />
      <QueryState query={team} errorText="Failed to load your team">
        {(data) => (
          <div className="grid max-w-3xl grid-cols-1 gap-6">
            <MembersCard
              team={data}
              youId={session.data?.user.id ?? ""}
              manage={owner}
              onChangeRole={(userId, role) => mutations.changeRole.mutateAsync({ userId, role })}
              onRemove={mutations.remove.mutateAsync}
            />
            {owner && <InvitationsCard onRevoke={mutations.revoke.mutateAsync} />}
            <WorkspaceCard team={data} owner={owner} mutations={mutations} />
            <Card>
              <CardHeader>
                <CardTitle as="h2">Roles</CardTitle>
              </CardHeader>
              <CardContent>
                <RoleTable />
              </CardContent>
            </Card>
            <InviteDialog
              open={inviting}
              onOpenChange={setInviting}
              workspaceName={data.name}
              onInvite={mutations.invite.mutateAsync}
              onInvited={setCreated}
            />
            <InviteResultDialog created={created} onClose={() => setCreated(undefined)} />
          </div>
        )}
      </QueryState>
    </>
  );
}

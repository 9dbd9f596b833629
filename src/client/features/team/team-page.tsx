import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { sessionQuery } from "@/client/lib/auth-client";
import type { CreatedInvitation } from "@/domain/team/invitations";

import { teamQuery } from "./api/team";
import { useTeamMutations } from "./api/use-team-mutations";
import { InvitationsCard } from "./components/invitations-card";
import { InviteDialog } from "./components/invite-dialog";
import { InviteResultDialog } from "./components/invite-result-dialog";
import { MembersCard } from "./components/members-card";
import { RoleTable } from "./components/role-table";
import { WorkspaceCard } from "./components/workspace-card";
import { roleLabel } from "./role-words";

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
        title={t({ id: "team.page.title", defaultMessage: "Team" })}
        description={
          team.data
            ? t(
                { id: "team.page.youAre", defaultMessage: "{workspace} · you are {role}" },
                { workspace: team.data.name, role: roleLabel(team.data.role) },
              )
            : t({
                id: "team.page.description",
                defaultMessage: "The people of your touring party.",
              })
        }
        actions={
          owner && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              {t({ id: "team.page.invite", defaultMessage: "Invite member" })}
            </Button>
          )
        }
      />
      <QueryState
        query={team}
        errorText={t({ id: "team.page.loadError", defaultMessage: "Failed to load your team" })}
      >
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
                <CardTitle as="h2">
                  {t({ id: "team.page.roles", defaultMessage: "Roles" })}
                </CardTitle>
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

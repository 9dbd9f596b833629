import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import type { CurrentWorkspace } from "@/domain/team/workspaces";
import type { useTeamMutations } from "../api/use-team-mutations";
import { DeleteWorkspaceDialog } from "./delete-workspace-dialog";
import { RenameForm } from "./rename-form";
import { TransferDialog } from "./transfer-dialog";

type Open = "transfer" | "delete" | "leave" | undefined;

/** The workspace itself: the owner renames, hands over or deletes it; others may leave. */
export function WorkspaceCard({
  team,
  owner,
  mutations,
}: {
  team: CurrentWorkspace;
  owner: boolean;
  mutations: ReturnType<typeof useTeamMutations>;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>();
  const close = (next: boolean) => !next && setOpen(undefined);
  const others = team.members.some((m) => m.role !== "owner");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "team.workspace.title", defaultMessage: "Workspace" })}
        </CardTitle>
        <CardDescription>
          {owner
            ? t({
                id: "team.workspace.ownerDescription",
                defaultMessage:
                  "You own this workspace. To leave it, transfer ownership to another member first.",
              })
            : t({
                id: "team.workspace.memberDescription",
                defaultMessage:
                  "Leaving takes you out of this workspace; your own workspaces stay yours.",
              })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {owner && <RenameForm name={team.name} onRename={mutations.rename.mutateAsync} />}
        <div className="flex flex-wrap gap-2">
          {owner ? (
            <>
              <Button variant="outline" disabled={!others} onClick={() => setOpen("transfer")}>
                {t({ id: "team.transfer.confirm", defaultMessage: "Transfer ownership" })}
              </Button>
              <Button variant="destructive" onClick={() => setOpen("delete")}>
                {t({ id: "team.workspace.delete", defaultMessage: "Delete workspace..." })}
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setOpen("leave")}>
              {t({ id: "team.workspace.leave", defaultMessage: "Leave workspace" })}
            </Button>
          )}
        </div>
      </CardContent>
      <TransferDialog
        open={open === "transfer"}
        onOpenChange={close}
        team={team}
        onTransfer={mutations.transfer.mutateAsync}
      />
      <DeleteWorkspaceDialog
        open={open === "delete"}
        onOpenChange={close}
        name={team.name}
        onDelete={async (confirmName) => {
          await mutations.deleteWorkspace.mutateAsync(confirmName);
          navigate("/dashboard");
        }}
      />
      <ConfirmDeleteDialog
        open={open === "leave"}
        onOpenChange={close}
        title={t(
          { id: "team.workspace.leaveTitle", defaultMessage: "Leave {name}?" },
          { name: team.name },
        )}
        confirmLabel={t({ id: "team.workspace.leaveConfirm", defaultMessage: "Leave" })}
        busyLabel={t({ id: "team.workspace.leaving", defaultMessage: "Leaving..." })}
        onConfirm={async () => {
          await mutations.leave.mutateAsync();
          navigate("/dashboard");
        }}
        successToast={{
          title: t({ id: "team.workspace.left", defaultMessage: "You left the workspace" }),
        }}
      >
        {t({
          id: "team.workspace.leaveDescription",
          defaultMessage: "You will no longer see its tours. The owner can invite you again.",
        })}
      </ConfirmDeleteDialog>
    </Card>
  );
}

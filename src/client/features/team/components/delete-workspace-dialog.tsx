import { useState } from "react";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { confirmsName } from "@/domain/team/members";
import { ActionDialog } from "./action-dialog";

/** Deleting the workspace and everything in it: the owner types its name first. */
export function DeleteWorkspaceDialog({
  open,
  onOpenChange,
  name,
  onDelete,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  name: string;
  onDelete(confirmName: string): Promise<unknown>;
}) {
  const [typed, setTyped] = useState("");
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped("");
        onOpenChange(next);
      }}
      title={t({ id: "team.deleteWorkspace.title", defaultMessage: "Delete {name}?" }, { name })}
      description={t({
        id: "team.deleteWorkspace.description",
        defaultMessage:
          "Every tour, show, deal and campaign in it goes, for every member. This cannot be undone. If it is your only workspace, you get a new, empty one.",
      })}
      ready={confirmsName(typed, name)}
      onConfirm={() => onDelete(typed)}
      confirmLabel={t({ id: "team.deleteWorkspace.confirm", defaultMessage: "Delete workspace" })}
      busyLabel={t({ id: "team.deleteWorkspace.deleting", defaultMessage: "Deleting..." })}
      successToast={{
        title: t({ id: "team.deleteWorkspace.deleted", defaultMessage: "Workspace deleted" }),
      }}
    >
      <FormField
        label={t(
          { id: "team.deleteWorkspace.typeName", defaultMessage: "Type {name} to confirm" },
          { name },
        )}
      >
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </FormField>
    </ActionDialog>
  );
}

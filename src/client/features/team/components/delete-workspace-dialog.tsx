import { useState } from "react";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
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
      title={`Delete ${name}?`}
      description="Every tour, show, deal and campaign in it goes, for every member. This cannot be undone. If it is your only workspace, you get a new, empty one."
      ready={confirmsName(typed, name)}
      onConfirm={() => onDelete(typed)}
      confirmLabel="Delete workspace"
      busyLabel="Deleting..."
      successToast={{ title: "Workspace deleted" }}
    >
      <FormField label={`Type ${name} to confirm`}>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </FormField>
    </ActionDialog>
  );
}

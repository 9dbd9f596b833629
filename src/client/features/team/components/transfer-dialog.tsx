import { useState } from "react";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";
import type { CurrentWorkspace } from "@/domain/team/workspaces";
import { ActionDialog } from "./action-dialog";

/** The owner picks a member to become the owner; they themselves stay on as a manager. */
export function TransferDialog({
  open,
  onOpenChange,
  team,
  onTransfer,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  team: CurrentWorkspace;
  onTransfer(userId: string): Promise<unknown>;
}) {
  const others = team.members.filter((m) => m.role !== "owner");
  const [userId, setUserId] = useState("");
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setUserId("");
        onOpenChange(next);
      }}
      title="Transfer ownership?"
      description={`The new owner manages members and may delete ${team.name}. You stay on as a manager.`}
      ready={Boolean(userId)}
      onConfirm={() => onTransfer(userId)}
      confirmLabel="Transfer ownership"
      busyLabel="Transferring..."
      successToast={{ title: "Ownership transferred", description: "You are a manager now." }}
    >
      <FormField label="New owner">
        <SelectField
          value={userId}
          onChange={setUserId}
          placeholder="Choose a member"
          options={others.map((m) => ({ value: m.userId, label: `${m.name} (${m.email})` }))}
        />
      </FormField>
    </ActionDialog>
  );
}

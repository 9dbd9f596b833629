import { useState } from "react";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
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
      title={t({ id: "team.transfer.title", defaultMessage: "Transfer ownership?" })}
      description={t(
        {
          id: "team.transfer.description",
          defaultMessage:
            "The new owner manages members and may delete {workspace}. You stay on as a manager.",
        },
        { workspace: team.name },
      )}
      ready={Boolean(userId)}
      onConfirm={() => onTransfer(userId)}
      confirmLabel={t({ id: "team.transfer.confirm", defaultMessage: "Transfer ownership" })}
      busyLabel={t({ id: "team.transfer.transferring", defaultMessage: "Transferring..." })}
      successToast={{
        title: t({ id: "team.transfer.done", defaultMessage: "Ownership transferred" }),
        description: t({
          id: "team.transfer.doneDescription",
          defaultMessage: "You are a manager now.",
        }),
      }}
    >
      <FormField label={t({ id: "team.transfer.newOwner", defaultMessage: "New owner" })}>
        <SelectField
          value={userId}
          onChange={setUserId}
          placeholder={t({ id: "team.transfer.choose", defaultMessage: "Choose a member" })}
          options={others.map((m) => ({ value: m.userId, label: `${m.name} (${m.email})` }))}
        />
      </FormField>
    </ActionDialog>
  );
}

import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { type CreatedInvitation, type InviteInput, inviteSchema } from "@/domain/team/invitations";
import { ASSIGNABLE_ROLES, ROLE_LABELS } from "@/domain/team/roles";
import { RoleTable } from "./role-table";

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const EMPTY: InviteInput = { email: "", role: "crew" };

/** Email and role; on success the parent shows the link once (InviteResultDialog). */
export function InviteDialog({
  open,
  onOpenChange,
  workspaceName,
  onInvite,
  onInvited,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  workspaceName: string;
  onInvite(input: InviteInput): Promise<CreatedInvitation>;
  onInvited(created: CreatedInvitation): void;
}) {
  const form = useDialogForm(inviteSchema, open, EMPTY);
  const errors = form.formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a member"
      description={`They join ${workspaceName} with the role you choose. The link works once, for 7 days.`}
      form={form}
      onSubmit={onInvite}
      submitLabel="Create invitation"
      successToast={(created) => ({
        title: "Invitation created",
        description: created.replaced
          ? `The earlier link for ${created.email} no longer works.`
          : undefined,
      })}
      onSaved={onInvited}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        error={errors.role?.message}
      />
      <RoleTable />
    </FormDialog>
  );
}

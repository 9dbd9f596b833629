import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { type CreatedInvitation, type InviteInput, inviteSchema } from "@/domain/team/invitations";
import { ASSIGNABLE_ROLES, ROLE_LABELS } from "@/domain/team/roles";
import { RoleTable } from "./role-table";

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const EMPTY: InviteInput = { email: "", role: "crew", openLink: false };

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
  const openLinkId = useId();
  const warningId = useId();
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
      <Controller
        control={form.control}
        name="openLink"
        render={({ field }) => (
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Checkbox
                id={openLinkId}
                aria-describedby={warningId}
                checked={field.value === true}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
              <Label htmlFor={openLinkId}>Open link: anyone who has it can join</Label>
            </div>
            <p id={warningId} className="text-sm text-muted-foreground">
              {field.value
                ? "Warning: if the link is forwarded or leaks, whoever opens it joins with this role. Use it only when the person will sign up with another email."
                : "Only an account with this email can accept the invitation."}
            </p>
          </div>
        )}
      />
      <RoleTable />
    </FormDialog>
  );
}

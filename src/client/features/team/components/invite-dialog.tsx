import { useId } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { type CreatedInvitation, type InviteInput, inviteSchema } from "@/domain/team/invitations";
import { ASSIGNABLE_ROLES } from "@/domain/team/roles";
import { roleLabel } from "../role-words";
import { RoleTable } from "./role-table";

const roleOptions = () => ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
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
      title={t({ id: "team.inviteDialog.title", defaultMessage: "Invite a member" })}
      description={t(
        {
          id: "team.inviteDialog.description",
          defaultMessage:
            "They join {workspace} with the role you choose. The link works once, for 7 days.",
        },
        { workspace: workspaceName },
      )}
      form={form}
      onSubmit={onInvite}
      submitLabel={t({ id: "team.inviteDialog.submit", defaultMessage: "Create invitation" })}
      successToast={(created) => ({
        title: t({ id: "team.inviteDialog.created", defaultMessage: "Invitation created" }),
        description: created.replaced
          ? t(
              {
                id: "team.inviteDialog.replaced",
                defaultMessage: "The earlier link for {email} no longer works.",
              },
              { email: created.email },
            )
          : undefined,
      })}
      onSaved={onInvited}
    >
      <FormField
        label={t({ id: "team.inviteDialog.email", defaultMessage: "Email" })}
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="role"
        label={t({ id: "team.inviteDialog.role", defaultMessage: "Role" })}
        options={roleOptions()}
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
              <Label htmlFor={openLinkId}>
                {t({
                  id: "team.inviteDialog.openLink",
                  defaultMessage: "Open link: anyone who has it can join",
                })}
              </Label>
            </div>
            <p id={warningId} className="text-sm text-muted-foreground">
              {field.value
                ? t({
                    id: "team.inviteDialog.openLinkWarning",
                    defaultMessage:
                      "Warning: if the link is forwarded or leaks, whoever opens it joins with this role. Use it only when the person will sign up with another email.",
                  })
                : t({
                    id: "team.inviteDialog.onlyThisEmail",
                    defaultMessage: "Only an account with this email can accept the invitation.",
                  })}
            </p>
          </div>
        )}
      />
      <RoleTable />
    </FormDialog>
  );
}

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import type { ChangeRoleInput } from "@/domain/team/members";
import { ASSIGNABLE_ROLES, type Role } from "@/domain/team/roles";
import type { CurrentWorkspace } from "@/domain/team/workspaces";
import { roleLabel } from "../role-words";
import { formatDay } from "./format-day";

type Member = CurrentWorkspace["members"][number];
const roleOptions = () => ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** Everyone in the workspace; the owner changes roles and removes members here. */
export function MembersCard({
  team,
  youId,
  manage,
  onChangeRole,
  onRemove,
}: {
  team: CurrentWorkspace;
  youId: string;
  /** The owner's controls: role select and Remove. */
  manage: boolean;
  onChangeRole(userId: string, role: ChangeRoleInput["role"]): Promise<unknown>;
  onRemove(userId: string): Promise<unknown>;
}) {
  const [removing, setRemoving] = useState<Member>();
  const changeRole = (member: Member, role: string) =>
    onChangeRole(member.userId, role as ChangeRoleInput["role"]).then(
      () =>
        toast.success(t({ id: "team.members.roleChanged", defaultMessage: "Role changed" }), {
          description: t(
            { id: "team.members.roleChangedDescription", defaultMessage: "{name} is now {role}." },
            { name: member.name, role: roleLabel(role as Role) },
          ),
        }),
      (err: Error) =>
        toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
          description: err.message,
        }),
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          {t(
            { id: "team.members.title", defaultMessage: "Members ({count})" },
            { count: team.members.length },
          )}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul
          className="divide-y"
          aria-label={t({ id: "team.members.list", defaultMessage: "Members" })}
        >
          {team.members.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
              aria-label={member.name}
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate font-medium">
                  {member.name}
                  {member.userId === youId && (
                    <span className="text-muted-foreground">
                      {" "}
                      {t({ id: "team.members.you", defaultMessage: "(you)" })}
                    </span>
                  )}
                </p>
                {member.email && (
                  <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                )}
                <p className="text-xs text-muted-foreground">
                  {t(
                    { id: "team.members.joined", defaultMessage: "Joined {date}" },
                    { date: formatDay(member.joinedAt) },
                  )}
                </p>
              </div>
              {manage && member.role !== "owner" ? (
                <div className="flex items-center gap-2">
                  <div className="w-32">
                    <SelectField
                      aria-label={t(
                        { id: "team.members.roleOf", defaultMessage: "Role of {name}" },
                        { name: member.name },
                      )}
                      value={member.role}
                      onChange={(role) => void changeRole(member, role)}
                      options={roleOptions()}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t(
                      { id: "team.members.remove", defaultMessage: "Remove {name}" },
                      { name: member.name },
                    )}
                    onClick={() => setRemoving(member)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ) : (
                <Badge variant={member.role === "owner" ? "default" : "secondary"}>
                  {roleLabel(member.role)}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDeleteDialog
        open={Boolean(removing)}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={
          removing
            ? t(
                { id: "team.members.removeTitle", defaultMessage: "Remove {name}?" },
                { name: removing.name },
              )
            : t({ id: "team.members.removeMember", defaultMessage: "Remove member?" })
        }
        confirmLabel={t({ id: "team.members.removeConfirm", defaultMessage: "Remove" })}
        busyLabel={t({ id: "team.members.removing", defaultMessage: "Removing..." })}
        onConfirm={() => (removing ? onRemove(removing.userId) : undefined)}
        successToast={{
          title: t({ id: "team.members.removed", defaultMessage: "Member removed" }),
        }}
      >
        {t({
          id: "team.members.removeDescription",
          defaultMessage:
            "They lose access to this workspace at once, on every device. Their own workspaces stay theirs.",
        })}
      </ConfirmDeleteDialog>
    </Card>
  );
}

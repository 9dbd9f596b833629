import { ROLES } from "@/domain/team/roles";
import { roleDescription, roleLabel } from "../role-words";

/** What each role may do, as the invite dialog and the Team page show it (ADR 0019). */
export function RoleTable() {
  return (
    <dl className="grid gap-2 rounded-md border p-3 text-sm">
      {ROLES.map((role) => (
        <div key={role} className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
          <dt className="font-medium">{roleLabel(role)}</dt>
          <dd className="text-muted-foreground">{roleDescription(role)}</dd>
        </div>
      ))}
    </dl>
  );
}

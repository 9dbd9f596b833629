/**
 * The roles of a touring party, a fixed set (ADR 0019). What each may do is one table,
 * route-access.ts; this file names the roles and says in plain words what they are for.
 */
export const ROLES = ["owner", "manager", "crew", "artist"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  manager: "Manager",
  crew: "Crew",
  artist: "Artist",
};

/** The roles that see and change money: fees, deals, settlements, budgets, merch prices. */
const MONEY_ROLES: readonly Role[] = ["owner", "manager"];

export const seesMoney = (role: Role) => MONEY_ROLES.includes(role);

/** The roles a member may be invited as or moved to; ownership is handed over, not given. */
export const ASSIGNABLE_ROLES: readonly Role[] = ["manager", "crew", "artist"];

/**
 * The role a request acts with: the member's own, or the lesser one they chose to look
 * through ("View as crew"). Looking through never raises a role.
 */
export function effectiveRole(role: Role, viewAs: Role | undefined): Role {
  if (viewAs === undefined || !seesMoney(role)) return role;
  return viewAs;
}

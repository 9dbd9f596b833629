/** The longest workspace name (an act's name, as on a poster). */
export const MAX_WORKSPACE_NAME = 80;

/** Why an account that owns a shared workspace cannot be deleted yet, and what to do. */
export function ownerMustHandOverMessage(workspaceNames: readonly string[]): string {
  const names = workspaceNames.map((n) => `“${n}”`).join(", ");
  const it = workspaceNames.length === 1 ? "it" : "them";
  return `You own ${names}, which other members still use. Hand ${it} over to another member, or delete ${it}, before deleting your account.`;
}

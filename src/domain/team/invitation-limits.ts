import { HOUR_MS } from "../durations";

/**
 * How many invitations may be made (decision 8, issue 35 §1): a workspace's owner invites a
 * whole touring party in one sitting — a dozen people is a big crew — so 20 an hour per
 * workspace never stops a real owner, while it stops an account made to mail strangers.
 * Across workspaces one person may make 50 a day, so making and deleting workspaces buys no
 * more. Counted in the database (invitation_sends), so the limit holds across processes.
 */
export const INVITATION_LIMITS = [
  { scope: "workspace", max: 20, windowMs: HOUR_MS, per: "an hour", by: "this workspace" },
  { scope: "sender", max: 50, windowMs: 24 * HOUR_MS, per: "a day", by: "you" },
] as const;

export type InvitationLimit = (typeof INVITATION_LIMITS)[number];

/** The limits in use; tests of other rules may raise them (test-app.ts), never the server. */
export interface InvitationLimitNumbers {
  workspacePerHour: number;
  senderPerDay: number;
}

export const DEFAULT_INVITATION_LIMITS: InvitationLimitNumbers = {
  workspacePerHour: INVITATION_LIMITS[0].max,
  senderPerDay: INVITATION_LIMITS[1].max,
};

/** "in 12 minutes", "in 3 hours": when the oldest counted invitation leaves the window. */
function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 60) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

/** The 429's message: which limit, how many, when to try again (also in Retry-After). */
export function invitationLimitMessage(
  limit: Pick<InvitationLimit, "per" | "by">,
  max: number,
  retryAfterSeconds: number,
): string {
  return `Too many invitations: ${limit.by} can make ${max} ${limit.per}. Try again ${waitWords(retryAfterSeconds)}.`;
}

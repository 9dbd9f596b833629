import {
  MONEY_SCOPE_AREAS,
  SCOPE_AREAS,
  type Scope,
  type ScopeArea,
} from "@/domain/integrations/scopes";
import { MAX_TOKEN_DAYS } from "@/domain/integrations/tokens";
import { ACTIVITY_AREA_LABELS } from "@/domain/team/activity-areas";
import { type Role, seesMoney } from "@/domain/team/roles";

/** What a token may do in one area, as the new-token dialog offers it. */
export type AreaAccess = "none" | "read" | "write";

export const ACCESS_LABELS: Record<AreaAccess, string> = {
  none: "No access",
  read: "Read",
  write: "Read & write",
};

export const areaLabel = (area: ScopeArea) => ACTIVITY_AREA_LABELS[area];

/** Whether the role may put this area on a token (crew and artists never a money area). */
export const mayPickArea = (role: Role | undefined, area: ScopeArea) =>
  !MONEY_SCOPE_AREAS.includes(area) || (role !== undefined && seesMoney(role));

/** The scopes a grid of choices stands for: "tours:write" for Read & write (write holds read). */
export function scopesOf(access: Partial<Record<ScopeArea, AreaAccess>>): Scope[] {
  return SCOPE_AREAS.flatMap((area) => {
    const level = access[area] ?? "none";
    return level === "none" ? [] : [`${area}:${level}` as Scope];
  });
}

/** A token's scopes area by area, in the sidebar's order: ["Tours: read & write", "Finances: read"]. */
export function scopeSummary(scopes: readonly string[]): string[] {
  return SCOPE_AREAS.flatMap((area) => {
    if (scopes.includes(`${area}:write`)) return [`${areaLabel(area)}: read & write`];
    if (scopes.includes(`${area}:read`)) return [`${areaLabel(area)}: read`];
    return [];
  });
}

/** The expiry choices: a number of days from today, or a date picked. */
export const EXPIRY_CHOICES = [
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "date", label: "A date" },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]["value"];

/**
 * Today as the server counts a token's days: in UTC (a token ends at the end of its last day,
 * UTC), so a date picked late in the evening far east of Greenwich is not a day too far.
 */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day a token may be made to work: a year from today. */
export const latestExpiry = (now = new Date()) => addDays(utcToday(now), MAX_TOKEN_DAYS);

/** The day a choice of days ends on; a picked date is taken as it is. */
export const expiryDay = (choice: ExpiryChoice, picked: string, now = new Date()) =>
  choice === "date" ? picked : addDays(utcToday(now), Number(choice));

export const isExpired = (expiresAt: string, now = new Date()) =>
  new Date(expiresAt).getTime() <= now.getTime();

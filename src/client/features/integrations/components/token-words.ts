import { t } from "@/client/i18n/t";
import {
  MONEY_SCOPE_AREAS,
  SCOPE_AREAS,
  type Scope,
  type ScopeArea,
} from "@/domain/integrations/scopes";
import { MAX_TOKEN_DAYS } from "@/domain/integrations/tokens";
import { activityAreaLabel } from "@/domain/team/activity-areas";
import { type Role, seesMoney } from "@/domain/team/roles";

/** What a token may do in one area, as the new-token dialog offers it. */
export type AreaAccess = "none" | "read" | "write";

export function accessLabel(access: AreaAccess): string {
  switch (access) {
    case "none":
      return t({ id: "integrations.access.none", defaultMessage: "No access" });
    case "read":
      return t({ id: "integrations.access.read", defaultMessage: "Read" });
    case "write":
      return t({ id: "integrations.access.write", defaultMessage: "Read & write" });
  }
}

export const areaLabel = (area: ScopeArea) => activityAreaLabel(area);

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
    if (scopes.includes(`${area}:write`))
      return [
        t(
          { id: "integrations.scopes.write", defaultMessage: "{area}: read & write" },
          { area: areaLabel(area) },
        ),
      ];
    if (scopes.includes(`${area}:read`))
      return [
        t(
          { id: "integrations.scopes.read", defaultMessage: "{area}: read" },
          { area: areaLabel(area) },
        ),
      ];
    return [];
  });
}

/** The expiry choices: a number of days from today, or a date picked. */
export const EXPIRY_CHOICES = [
  { value: "7" },
  { value: "30" },
  { value: "90" },
  { value: "365" },
  { value: "date" },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]["value"];

/** An expiry choice as the dialog names it. */
export function expiryLabel(choice: ExpiryChoice): string {
  switch (choice) {
    case "365":
      return t({ id: "integrations.expiry.year", defaultMessage: "1 year" });
    case "date":
      return t({ id: "integrations.expiry.date", defaultMessage: "A date" });
    default:
      return t(
        { id: "integrations.expiry.days", defaultMessage: "{days} days" },
        { days: Number(choice) },
      );
  }
}

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

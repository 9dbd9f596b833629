import { t } from "@/client/i18n/t";
import type { Role } from "@/domain/team/roles";

/**
 * A role's name and what it may do, in the person's language (domain/team/roles.ts keeps the
 * English for the server). Called when rendering, never at module level.
 */
export function roleLabel(role: Role): string {
  switch (role) {
    case "owner":
      return t({ id: "team.role.owner", defaultMessage: "Owner" });
    case "manager":
      return t({ id: "team.role.manager", defaultMessage: "Manager" });
    case "crew":
      return t({ id: "team.role.crew", defaultMessage: "Crew" });
    case "artist":
      return t({ id: "team.role.artist", defaultMessage: "Artist" });
  }
}

export function roleDescription(role: Role): string {
  switch (role) {
    case "owner":
      return t({
        id: "team.role.ownerDescription",
        defaultMessage:
          "Everything, including members, handing over ownership and deleting the workspace.",
      });
    case "manager":
      return t({
        id: "team.role.managerDescription",
        defaultMessage: "Everything but members, ownership and deleting the workspace.",
      });
    case "crew":
      return t({
        id: "team.role.crewDescription",
        defaultMessage:
          "Tours, shows, venues, itinerary and day sheets; edits day-sheet times and notes and enters merch counts. Never sees money.",
      });
    case "artist":
      return t({
        id: "team.role.artistDescription",
        defaultMessage:
          "What crew see, plus marketing, and approves design projects. Never sees money.",
      });
  }
}

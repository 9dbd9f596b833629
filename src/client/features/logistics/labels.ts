import { t } from "@/client/i18n/t";
import {
  ADVANCE_SECTION_LABELS,
  ADVANCE_STATE_LABELS,
  type AdvanceSection,
  type AdvanceState,
} from "@/domain/logistics/advances";
import { DAY_SHEET_LABELS, type DaySheetTime } from "@/domain/logistics/day-sheets";
import {
  GUEST_STATUS_LABELS,
  type GuestStatus,
  PASS_TYPE_LABELS,
  type PassType,
} from "@/domain/logistics/guest-lists";
import type { TravelMode } from "@/domain/logistics/itinerary";
import { SHOW_FILE_KIND_LABELS, type ShowFileKind } from "@/domain/logistics/show-files";
import { TRAVEL_MODE_LABELS } from "@/domain/logistics/travel-mode-words";

/**
 * The road's words in the reader's language (issue 55). The stored values' names are the
 * domain's messages, which the printed day sheet and guest list read too. Called while
 * rendering, never at module level.
 */
export const daySheetLabel = (k: DaySheetTime): string => t(DAY_SHEET_LABELS[k]);
export const travelModeLabel = (mode: TravelMode): string => t(TRAVEL_MODE_LABELS[mode]);
export const passTypeLabel = (p: PassType): string => t(PASS_TYPE_LABELS[p]);
export const guestStatusLabel = (s: GuestStatus): string => t(GUEST_STATUS_LABELS[s]);
export const advanceSectionLabel = (s: AdvanceSection): string => t(ADVANCE_SECTION_LABELS[s]);
export const advanceStateLabel = (s: AdvanceState): string => t(ADVANCE_STATE_LABELS[s]);
export const showFileKindLabel = (k: ShowFileKind): string => t(SHOW_FILE_KIND_LABELS[k]);

/** Requests waiting, with their tickets when those differ; "" when none waits. */
export function waitingForApprovalText(c: { requests: number; requested: number }): string {
  if (c.requests === 0) return "";
  if (c.requested === c.requests)
    return t(
      {
        id: "logistics.guestList.waiting",
        defaultMessage:
          "{requests, plural, one {# request} other {# requests}} waiting for approval",
      },
      { requests: c.requests },
    );
  return t(
    {
      id: "logistics.guestList.waitingTickets",
      defaultMessage:
        "{requests, plural, one {# request} other {# requests}} ({tickets} tickets) waiting for approval",
    },
    { requests: c.requests, tickets: c.requested },
  );
}

/** What a person may not see, marked as such (ADR 0019). */
export const hiddenLabel = () => t({ id: "logistics.hidden", defaultMessage: "Hidden" });

import { t } from "@/client/i18n/t";
import type { AdvanceSection, AdvanceState } from "@/domain/logistics/advances";
import type { DaySheetTime } from "@/domain/logistics/day-sheets";
import type { GuestStatus, PassType } from "@/domain/logistics/guest-lists";
import type { TravelMode } from "@/domain/logistics/itinerary";
import type { ShowFileKind } from "@/domain/logistics/show-files";
import type { PartyName, StayRoom } from "@/domain/logistics/travel-people";

/**
 * The road's words in the reader's language (issue 55): the domain keeps its English labels for
 * the server's PDFs; the screens read these. Called while rendering, never at module level.
 */
export function daySheetLabel(k: DaySheetTime): string {
  switch (k) {
    case "loadIn":
      return t({ id: "logistics.daySheet.loadIn", defaultMessage: "Load-in" });
    case "soundcheck":
      return t({ id: "logistics.daySheet.soundcheck", defaultMessage: "Soundcheck" });
    case "doors":
      return t({ id: "logistics.daySheet.doors", defaultMessage: "Doors" });
    case "setTime":
      return t({ id: "logistics.daySheet.setTime", defaultMessage: "Set time" });
    case "curfew":
      return t({ id: "logistics.daySheet.curfew", defaultMessage: "Curfew" });
    case "loadOut":
      return t({ id: "logistics.daySheet.loadOut", defaultMessage: "Load-out" });
  }
}

export function travelModeLabel(mode: TravelMode): string {
  switch (mode) {
    case "drive":
      return t({ id: "logistics.travelMode.drive", defaultMessage: "Drive" });
    case "flight":
      return t({ id: "logistics.travelMode.flight", defaultMessage: "Flight" });
    case "train":
      return t({ id: "logistics.travelMode.train", defaultMessage: "Train" });
    case "bus":
      return t({ id: "logistics.travelMode.bus", defaultMessage: "Bus" });
    case "ferry":
      return t({ id: "logistics.travelMode.ferry", defaultMessage: "Ferry" });
  }
}

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

/** Who is on a leg, as the itinerary and the day sheet print it. */
export const whoTravelsText = (passengers: readonly PartyName[]) =>
  passengers.length === 0
    ? t({ id: "logistics.travel.wholeParty", defaultMessage: "Whole party" })
    : passengers.map((p) => p.name).join(", ");

/** Who sleeps where: "Room 12: Ana, Ben", one line a room. */
export const roomLinesText = (rooms: readonly StayRoom[]) =>
  rooms.map((r) =>
    t(
      { id: "logistics.lodging.roomLine", defaultMessage: "{room}: {occupants}" },
      {
        room: r.label,
        occupants:
          r.occupants.map((o) => o.name).join(", ") ||
          t({ id: "logistics.lodging.noOneListed", defaultMessage: "no one listed" }),
      },
    ),
  );

/** "Show at Alpha Hall", "Hold (2nd) at Alpha Hall": a show as the itinerary names it. */
export function itineraryShowLabelText(s: {
  status: string;
  holdRank?: number | null;
  venueName: string;
}): string {
  const venue = s.venueName;
  const rank = s.holdRank ?? 0;
  if (s.status === "confirmed")
    return t({ id: "logistics.itinerary.showAt", defaultMessage: "Show at {venue}" }, { venue });
  if (s.status === "hold")
    return rank
      ? t(
          {
            id: "logistics.itinerary.holdRankAt",
            defaultMessage:
              "Hold ({rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}) at {venue}",
          },
          { rank, venue },
        )
      : t({ id: "logistics.itinerary.holdAt", defaultMessage: "Hold at {venue}" }, { venue });
  if (s.status === "challenge")
    return rank
      ? t(
          {
            id: "logistics.itinerary.challengeRankAt",
            defaultMessage:
              "Challenge ({rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}) at {venue}",
          },
          { rank, venue },
        )
      : t(
          { id: "logistics.itinerary.challengeAt", defaultMessage: "Challenge at {venue}" },
          { venue },
        );
  return t(
    { id: "logistics.itinerary.inquiryAt", defaultMessage: "Inquiry at {venue}" },
    { venue },
  );
}

export function passTypeLabel(p: PassType): string {
  switch (p) {
    case "guest":
      return t({ id: "logistics.passType.guest", defaultMessage: "Guest" });
    case "vip":
      return t({ id: "logistics.passType.vip", defaultMessage: "VIP" });
    case "photo":
      return t({ id: "logistics.passType.photo", defaultMessage: "Photo" });
    case "all_access":
      return t({ id: "logistics.passType.allAccess", defaultMessage: "All access" });
    case "working":
      return t({ id: "logistics.passType.working", defaultMessage: "Working" });
  }
}

export function guestStatusLabel(s: GuestStatus): string {
  switch (s) {
    case "requested":
      return t({ id: "logistics.guestStatus.requested", defaultMessage: "Requested" });
    case "approved":
      return t({ id: "logistics.guestStatus.approved", defaultMessage: "Approved" });
    case "declined":
      return t({ id: "logistics.guestStatus.declined", defaultMessage: "Declined" });
  }
}

export function advanceSectionLabel(s: AdvanceSection): string {
  switch (s) {
    case "schedule":
      return t({ id: "logistics.advanceSection.schedule", defaultMessage: "Schedule" });
    case "production":
      return t({ id: "logistics.advanceSection.production", defaultMessage: "Production" });
    case "hospitality":
      return t({ id: "logistics.advanceSection.hospitality", defaultMessage: "Hospitality" });
    case "logistics":
      return t({ id: "logistics.advanceSection.logistics", defaultMessage: "Logistics" });
    case "settlement":
      return t({ id: "logistics.advanceSection.settlement", defaultMessage: "Settlement" });
    case "merch":
      return t({ id: "logistics.advanceSection.merch", defaultMessage: "Merch" });
  }
}

export function advanceStateLabel(s: AdvanceState): string {
  switch (s) {
    case "not_asked":
      return t({ id: "logistics.advanceState.notAsked", defaultMessage: "Not asked" });
    case "asked":
      return t({ id: "logistics.advanceState.asked", defaultMessage: "Asked" });
    case "answered":
      return t({ id: "logistics.advanceState.answered", defaultMessage: "Answered" });
    case "confirmed":
      return t({ id: "logistics.advanceState.confirmed", defaultMessage: "Confirmed" });
  }
}

/** What a person may not see, marked as such (ADR 0019). */
export const hiddenLabel = () => t({ id: "logistics.hidden", defaultMessage: "Hidden" });

export function showFileKindLabel(k: ShowFileKind): string {
  switch (k) {
    case "stage_plot":
      return t({ id: "logistics.fileKind.stagePlot", defaultMessage: "Stage plot" });
    case "input_list":
      return t({ id: "logistics.fileKind.inputList", defaultMessage: "Input list" });
    case "tech_rider":
      return t({ id: "logistics.fileKind.techRider", defaultMessage: "Tech rider" });
    case "hospitality_rider":
      return t({ id: "logistics.fileKind.hospitalityRider", defaultMessage: "Hospitality rider" });
    case "contract":
      return t({ id: "logistics.fileKind.contract", defaultMessage: "Contract" });
    case "other":
      return t({ id: "logistics.fileKind.other", defaultMessage: "Other" });
  }
}

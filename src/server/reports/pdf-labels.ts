import type { DealType } from "@/domain/finances/deal-math";
import type { AdvanceSection } from "@/domain/logistics/advances";
import type { DaySheetTime } from "@/domain/logistics/day-sheets";
import type { PassType } from "@/domain/logistics/guest-lists";
import type { TravelMode } from "@/domain/logistics/itinerary";
import type { ShowFileKind } from "@/domain/logistics/show-files";
import type { PaymentKind } from "@/domain/party/payments";
import type { DayKind } from "@/domain/party/people";
import type { ShowMoneyBasis } from "@/domain/tours/show-money";
import { TOUR_STATUSES, type TourStatus } from "@/domain/tours/tour-status";
import type { Message, Translator } from "../i18n/translator";

/**
 * The domain's labels as the PDFs print them (issue 55): the same English as the domain's
 * label maps (DAY_SHEET_LABELS, the travel modes, …), as messages, so a printout reads in
 * its reader's language. Keyed as the domain's maps are.
 */
export const DAY_TIME_LABELS: Record<DaySheetTime, Message> = {
  loadIn: { id: "pdf.labels.dayTime.loadIn", defaultMessage: "Load-in" },
  soundcheck: { id: "pdf.labels.dayTime.soundcheck", defaultMessage: "Soundcheck" },
  doors: { id: "pdf.labels.dayTime.doors", defaultMessage: "Doors" },
  setTime: { id: "pdf.labels.dayTime.setTime", defaultMessage: "Set time" },
  curfew: { id: "pdf.labels.dayTime.curfew", defaultMessage: "Curfew" },
  loadOut: { id: "pdf.labels.dayTime.loadOut", defaultMessage: "Load-out" },
};

export const TRAVEL_MODES: Record<TravelMode, Message> = {
  drive: { id: "pdf.labels.travelMode.drive", defaultMessage: "Drive" },
  flight: { id: "pdf.labels.travelMode.flight", defaultMessage: "Flight" },
  train: { id: "pdf.labels.travelMode.train", defaultMessage: "Train" },
  bus: { id: "pdf.labels.travelMode.bus", defaultMessage: "Bus" },
  ferry: { id: "pdf.labels.travelMode.ferry", defaultMessage: "Ferry" },
};

export const SHOW_MONEY_BASES: Record<ShowMoneyBasis, Message> = {
  offer: { id: "pdf.labels.showMoney.offer", defaultMessage: "Offer" },
  guarantee: { id: "pdf.labels.showMoney.guarantee", defaultMessage: "Guarantee" },
  projected: { id: "pdf.labels.showMoney.projected", defaultMessage: "Projected" },
  final: { id: "pdf.labels.showMoney.final", defaultMessage: "Final payout" },
};

export const FILE_KINDS: Record<ShowFileKind, Message> = {
  stage_plot: { id: "pdf.labels.fileKind.stagePlot", defaultMessage: "Stage plot" },
  input_list: { id: "pdf.labels.fileKind.inputList", defaultMessage: "Input list" },
  tech_rider: { id: "pdf.labels.fileKind.techRider", defaultMessage: "Tech rider" },
  hospitality_rider: {
    id: "pdf.labels.fileKind.hospitalityRider",
    defaultMessage: "Hospitality rider",
  },
  contract: { id: "pdf.labels.fileKind.contract", defaultMessage: "Contract" },
  other: { id: "pdf.labels.fileKind.other", defaultMessage: "Other" },
};

export const PASS_TYPES: Record<PassType, Message> = {
  guest: { id: "pdf.labels.passType.guest", defaultMessage: "Guest" },
  vip: { id: "pdf.labels.passType.vip", defaultMessage: "VIP" },
  photo: { id: "pdf.labels.passType.photo", defaultMessage: "Photo" },
  all_access: { id: "pdf.labels.passType.allAccess", defaultMessage: "All access" },
  working: { id: "pdf.labels.passType.working", defaultMessage: "Working" },
};

export const ADVANCE_SECTIONS: Record<AdvanceSection, Message> = {
  schedule: { id: "pdf.labels.advanceSection.schedule", defaultMessage: "Schedule" },
  production: { id: "pdf.labels.advanceSection.production", defaultMessage: "Production" },
  hospitality: { id: "pdf.labels.advanceSection.hospitality", defaultMessage: "Hospitality" },
  logistics: { id: "pdf.labels.advanceSection.logistics", defaultMessage: "Logistics" },
  settlement: { id: "pdf.labels.advanceSection.settlement", defaultMessage: "Settlement" },
  merch: { id: "pdf.labels.advanceSection.merch", defaultMessage: "Merch" },
};

export const PAYMENT_KINDS: Record<PaymentKind, Message> = {
  per_diem: { id: "pdf.labels.paymentKind.perDiem", defaultMessage: "Per diem" },
  wage: { id: "pdf.labels.paymentKind.wage", defaultMessage: "Wage" },
  fee: { id: "pdf.labels.paymentKind.fee", defaultMessage: "Fee" },
  advance: { id: "pdf.labels.paymentKind.advance", defaultMessage: "Advance" },
  buyout: { id: "pdf.labels.paymentKind.buyout", defaultMessage: "Buyout" },
};

export const DAY_KINDS: Record<DayKind, Message> = {
  show: { id: "pdf.labels.dayKind.show", defaultMessage: "Show day" },
  travel: { id: "pdf.labels.dayKind.travel", defaultMessage: "Travel day" },
  off: { id: "pdf.labels.dayKind.off", defaultMessage: "Day off" },
};

export const DEAL_TYPE_NAMES: Record<DealType, Message> = {
  guarantee: { id: "pdf.labels.dealType.guarantee", defaultMessage: "Guarantee" },
  door_split: { id: "pdf.labels.dealType.doorSplit", defaultMessage: "Door split" },
  versus: { id: "pdf.labels.dealType.versus", defaultMessage: "Versus" },
  percentage_of_net: {
    id: "pdf.labels.dealType.percentageOfNet",
    defaultMessage: "Percentage of net",
  },
};

const TOUR_STATUS_NAMES: Record<TourStatus, Message> = {
  planning: { id: "pdf.labels.tourStatus.planning", defaultMessage: "Planning" },
  active: { id: "pdf.labels.tourStatus.active", defaultMessage: "Active" },
  completed: { id: "pdf.labels.tourStatus.completed", defaultMessage: "Completed" },
  cancelled: { id: "pdf.labels.tourStatus.cancelled", defaultMessage: "Cancelled" },
};

/** A tour's status as tourStatusLabel reads it: anything unexpected as it is stored. */
export const tourStatusText = ({ t }: Translator, status: string) =>
  (TOUR_STATUSES as readonly string[]).includes(status)
    ? t(TOUR_STATUS_NAMES[status as TourStatus])
    : status;

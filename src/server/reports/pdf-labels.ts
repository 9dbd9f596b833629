import type { DealType } from "@/domain/finances/deal-math";
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
export const SHOW_MONEY_BASES: Record<ShowMoneyBasis, Message> = {
  offer: { id: "pdf.labels.showMoney.offer", defaultMessage: "Offer" },
  guarantee: { id: "pdf.labels.showMoney.guarantee", defaultMessage: "Guarantee" },
  projected: { id: "pdf.labels.showMoney.projected", defaultMessage: "Projected" },
  final: { id: "pdf.labels.showMoney.final", defaultMessage: "Final payout" },
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

import { type Message, t } from "@/client/i18n/t";
import type { DealType } from "@/domain/finances/deal-math";
import type { ProvisionType } from "@/domain/finances/rider-provisions";
import type { CommissionBasis } from "@/domain/finances/settlement-terms";
import type { TourTiming } from "@/domain/tour-timing";

/**
 * The words the finance screens show for values that are data (issue 55): a category is stored
 * as its English name and stays so in the database, the CSV and the API; only what is shown is
 * translated. An unknown category (one typed before, or from elsewhere) is shown as it is.
 */
const CATEGORIES: Record<string, Message> = {
  "Ticket sales": { id: "finances.category.ticketSales", defaultMessage: "Ticket sales" },
  Merchandise: { id: "finances.category.merchandise", defaultMessage: "Merchandise" },
  Sponsorship: { id: "finances.category.sponsorship", defaultMessage: "Sponsorship" },
  "Streaming & royalties": {
    id: "finances.category.streamingRoyalties",
    defaultMessage: "Streaming & royalties",
  },
  Other: { id: "finances.category.other", defaultMessage: "Other" },
  "Van rental": { id: "finances.category.vanRental", defaultMessage: "Van rental" },
  Fuel: { id: "finances.category.fuel", defaultMessage: "Fuel" },
  "Crew wages": { id: "finances.category.crewWages", defaultMessage: "Crew wages" },
  Production: { id: "finances.category.production", defaultMessage: "Production" },
  Marketing: { id: "finances.category.marketing", defaultMessage: "Marketing" },
  "Meals & per diems": {
    id: "finances.category.mealsPerDiems",
    defaultMessage: "Meals & per diems",
  },
  Insurance: { id: "finances.category.insurance", defaultMessage: "Insurance" },
  Commissions: { id: "finances.category.commissions", defaultMessage: "Commissions" },
  "Show deals": { id: "finances.category.showDeals", defaultMessage: "Show deals" },
  Travel: { id: "finances.category.travel", defaultMessage: "Travel" },
  Lodging: { id: "finances.category.lodging", defaultMessage: "Lodging" },
};

/** A category's name in the person's language (the stored value is unchanged). */
export const categoryLabel = (category: string): string => {
  const message = CATEGORIES[category];
  return message ? t(message) : category;
};

const PROVISION_TYPES: Record<ProvisionType, Message> = {
  technical: { id: "finances.provisionType.technical", defaultMessage: "Technical" },
  hospitality: { id: "finances.provisionType.hospitality", defaultMessage: "Hospitality" },
};

export const provisionTypeLabel = (type: ProvisionType): string => t(PROVISION_TYPES[type]);

/** docs/product.md §5.9: a provision is Fulfilled or Pending. */
export const provisionStatusLabel = (isFulfilled: boolean): string =>
  isFulfilled
    ? t({ id: "finances.provision.fulfilled", defaultMessage: "Fulfilled" })
    : t({ id: "finances.provision.pending", defaultMessage: "Pending" });

const BASES: Record<CommissionBasis, Message> = {
  gross: { id: "finances.commissionBasis.gross", defaultMessage: "Gross payout" },
  net: { id: "finances.commissionBasis.net", defaultMessage: "Net payout" },
};

export const commissionBasisLabel = (basis: CommissionBasis): string => t(BASES[basis]);

/** What "net" means, where a basis is chosen or printed. */
export const netBasisHint = (): string =>
  t({
    id: "finances.commissionBasis.netHint",
    defaultMessage: "Net: the payout less the show's travel & lodging",
  });

const BADGES: Record<TourTiming, Message> = {
  upcoming: { id: "finances.dataBadge.upcoming", defaultMessage: "Anticipated Data" },
  past: { id: "finances.dataBadge.past", defaultMessage: "Actual Data" },
  active: { id: "finances.dataBadge.active", defaultMessage: "Live Tour" },
};

/** The tour's data badge (the server sends it in English, for the PDF). */
export const dataBadgeLabel = (timing: TourTiming): string => t(BADGES[timing]);

const DEAL_TYPES: Record<DealType, Message> = {
  guarantee: { id: "finances.dealType.guarantee", defaultMessage: "Guarantee" },
  door_split: { id: "finances.dealType.doorSplit", defaultMessage: "Door split" },
  versus: { id: "finances.dealType.versus", defaultMessage: "Versus" },
  percentage_of_net: {
    id: "finances.dealType.percentageOfNet",
    defaultMessage: "Percentage of net",
  },
};

export const dealTypeLabel = (type: DealType): string => t(DEAL_TYPES[type]);

/** docs/product.md §5.4: a deal is Settled or Pending. */
export const dealStatusLabel = (isSettled: boolean): string =>
  isSettled
    ? t({ id: "finances.deal.settled", defaultMessage: "Settled" })
    : t({ id: "finances.provision.pending", defaultMessage: "Pending" });

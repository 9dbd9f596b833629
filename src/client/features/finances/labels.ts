import { t } from "@/client/i18n/t";
import { DEAL_TYPE_LABELS, type DealType } from "@/domain/finances/deal-math";
import { PROVISION_TYPE_LABELS, type ProvisionType } from "@/domain/finances/rider-provisions";
import { COMMISSION_BASIS_LABELS, type CommissionBasis } from "@/domain/finances/settlement-terms";
import { DATA_BADGES } from "@/domain/finances/summary";
import type { TourTiming } from "@/domain/tour-timing";

/**
 * The words the finance screens show for values that are data (issue 55), from the domain's
 * tables the printed P&L reads too; only what is shown is translated, the stored value is not.
 */
export { categoryLabel } from "@/domain/finances/financials";
export const provisionTypeLabel = (type: ProvisionType): string => t(PROVISION_TYPE_LABELS[type]);

/** docs/product.md §5.9: a provision is Fulfilled or Pending. */
export const provisionStatusLabel = (isFulfilled: boolean): string =>
  isFulfilled
    ? t({ id: "finances.provision.fulfilled", defaultMessage: "Fulfilled" })
    : t({ id: "finances.provision.pending", defaultMessage: "Pending" });

export const commissionBasisLabel = (basis: CommissionBasis): string =>
  t(COMMISSION_BASIS_LABELS[basis]);

/** What "net" means, where a basis is chosen or printed. */
export const netBasisHint = (): string =>
  t({
    id: "finances.commissionBasis.netHint",
    defaultMessage: "Net: the payout less the show's travel & lodging",
  });

/** The tour's data badge (the answer's `dataBadge` says it in the request's language). */
export const dataBadgeLabel = (timing: TourTiming): string => t(DATA_BADGES[timing]);

export const dealTypeLabel = (type: DealType): string => t(DEAL_TYPE_LABELS[type]);

/** docs/product.md §5.4: a deal is Settled or Pending. */
export const dealStatusLabel = (isSettled: boolean): string =>
  isSettled
    ? t({ id: "finances.deal.settled", defaultMessage: "Settled" })
    : t({ id: "finances.provision.pending", defaultMessage: "Pending" });

import { formatCalendarDate } from "@/domain/tour-timing";
import type { TourFinanceView } from "../api/finances";

/**
 * Per show, from the tour's ledger: its income (payout, final once settled, and merch share)
 * against its own travel and lodging. The net is what the artist keeps: the venue's show
 * expenses are inside the payout and never taken off a second time (issue 22).
 */
export function perShow(finance: TourFinanceView) {
  return finance.showPnl.map((s) => ({
    key: s.id,
    show: `${formatCalendarDate(s.performanceDate)} ${s.venueName}`,
    revenue: s.income,
    expenses: s.expenses,
    net: s.net,
    settled: s.isSettled,
    // An answer cached offline before currencies has no flag: nothing was left out then.
    leavesOut: s.leavesOut ?? false,
  }));
}

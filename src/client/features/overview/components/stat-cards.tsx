import { Banknote, Calendar, MapPin, Users } from "lucide-react";
import { StatCard } from "@/client/components/stat-card";
import { t } from "@/client/i18n/t";
import { useMoney } from "@/client/lib/use-money";
import { formatCount } from "@/domain/format";
import { isHidden } from "@/domain/hidden";
import type { ShownDashboardStats } from "@/domain/overview/overview";

/**
 * docs/product.md §2.2: the four stat cards with their captions. Crew and artists are sent
 * no money (ADR 0019): the projection is hidden for them, and its card is not shown rather
 * than read as $0.
 */
export function StatCards({ stats }: { stats: ShownDashboardStats }) {
  const projection = stats.revenueProjection;
  const money = useMoney();
  return (
    <section
      aria-label={t({ id: "overview.stats.label", defaultMessage: "Statistics" })}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard
        label={t({ id: "overview.stats.activeTours", defaultMessage: "Active Tours" })}
        value={String(stats.activeTours)}
        caption={t({
          id: "overview.stats.activeToursCaption",
          defaultMessage: "currently running",
        })}
        icon={Calendar}
      />
      <StatCard
        label={t({ id: "overview.stats.venuesBooked", defaultMessage: "Venues Booked" })}
        value={String(stats.venuesBooked)}
        caption={t({
          id: "overview.stats.venuesBookedCaption",
          defaultMessage: "across all tours",
        })}
        icon={MapPin}
      />
      <StatCard
        label={t({ id: "overview.stats.totalCapacity", defaultMessage: "Total Capacity" })}
        value={formatCount(stats.totalCapacity)}
        caption={t({
          id: "overview.stats.totalCapacityCaption",
          defaultMessage: "estimated attendance",
        })}
        icon={Users}
      />
      {!isHidden(projection) && (
        <StatCard
          label={t({ id: "overview.stats.revenue", defaultMessage: "Revenue Projection" })}
          value={money.whole(projection)}
          caption={t({ id: "overview.stats.revenueCaption", defaultMessage: "gross estimated" })}
          icon={Banknote}
        />
      )}
    </section>
  );
}

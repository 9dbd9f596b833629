import { Calendar, DollarSign, type LucideIcon, MapPin, Users } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { formatCount, formatUsd } from "@/domain/format";
import type { DashboardStats } from "@/domain/overview";

function StatCard({
  label,
  value,
  caption,
  icon: Icon,
}: {
  label: string;
  value: string;
  caption: string;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <p className="text-sm font-medium">{label}</p>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${label}`}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{caption}</p>
      </CardContent>
    </Card>
  );
}

/** Spec §2: the four stat cards with their captions. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Active Tours"
        value={String(stats.activeTours)}
        caption="currently running"
        icon={Calendar}
      />
      <StatCard
        label="Venues Booked"
        value={String(stats.venuesBooked)}
        caption="across all tours"
        icon={MapPin}
      />
      <StatCard
        label="Total Capacity"
        value={formatCount(stats.totalCapacity)}
        caption="estimated attendance"
        icon={Users}
      />
      <StatCard
        label="Revenue Projection"
        value={formatUsd(stats.revenueProjection)}
        caption="gross estimated"
        icon={DollarSign}
      />
    </section>
  );
}

import { AlertTriangle, CalendarCheck, Clock, Handshake, Hourglass } from "lucide-react";
import { StatCard } from "@/client/components/stat-card";
import type { NegotiationStats } from "@/domain/negotiations/analytics";

export function NegotiationStatCards({ stats }: { stats: NegotiationStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard
        label="In Negotiation"
        value={String(stats.total)}
        caption="open or confirmed"
        icon={Handshake}
      />
      <StatCard
        label="Confirmed"
        value={String(stats.confirmed)}
        caption="shows locked in"
        icon={CalendarCheck}
      />
      <StatCard
        label="Holds"
        value={String(stats.holds)}
        caption="dates on hold"
        icon={Hourglass}
      />
      <StatCard
        label="Challenges"
        value={String(stats.challenges)}
        caption="need an answer"
        icon={AlertTriangle}
      />
      <StatCard
        label="Pending"
        value={String(stats.pending)}
        caption="inquiries out"
        icon={Clock}
      />
    </div>
  );
}

import { AlertTriangle, CalendarCheck, Clock, Handshake, Hourglass } from "lucide-react";
import { StatCard } from "@/client/components/stat-card";
import { t } from "@/client/i18n/t";
import type { NegotiationStats } from "@/domain/negotiations/analytics";

export function NegotiationStatCards({ stats }: { stats: NegotiationStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard
        label={t({ id: "negotiations.stats.inNegotiation", defaultMessage: "In Negotiation" })}
        value={String(stats.total)}
        caption={t({
          id: "negotiations.stats.inNegotiationCaption",
          defaultMessage: "open or confirmed",
        })}
        icon={Handshake}
      />
      <StatCard
        label={t({ id: "negotiations.stats.confirmed", defaultMessage: "Confirmed" })}
        value={String(stats.confirmed)}
        caption={t({
          id: "negotiations.stats.confirmedCaption",
          defaultMessage: "shows locked in",
        })}
        icon={CalendarCheck}
      />
      <StatCard
        label={t({ id: "negotiations.stats.holds", defaultMessage: "Holds" })}
        value={String(stats.holds)}
        caption={t({ id: "negotiations.stats.holdsCaption", defaultMessage: "dates on hold" })}
        icon={Hourglass}
      />
      <StatCard
        label={t({ id: "negotiations.stats.challenges", defaultMessage: "Challenges" })}
        value={String(stats.challenges)}
        caption={t({
          id: "negotiations.stats.challengesCaption",
          defaultMessage: "need an answer",
        })}
        icon={AlertTriangle}
      />
      <StatCard
        label={t({ id: "negotiations.stats.pending", defaultMessage: "Pending" })}
        value={String(stats.pending)}
        caption={t({ id: "negotiations.stats.pendingCaption", defaultMessage: "inquiries out" })}
        icon={Clock}
      />
    </div>
  );
}

import { CalendarDays, Handshake, Route } from "lucide-react";
import { RowActions } from "@/client/components/row-actions";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { t } from "@/client/i18n/t";
import { formatHomeWhole } from "@/domain/currencies/currency";
import { formatReach } from "@/domain/format";
import { isHidden } from "@/domain/hidden";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import {
  formatCampaignDates,
  formatEngagement,
  formatReachProgress,
  isViral,
  reachProgress,
} from "@/domain/marketing/stats";
import { hiddenLabel } from "../labels";
import { StatusBadge, ViralBadge } from "./campaign-badges";

interface CampaignCardProps {
  campaign: Campaign;
  onEdit?(campaign: Campaign): void;
  onDelete?(campaign: Campaign): void;
}

export function CampaignCard({ campaign: c, onEdit, onDelete }: CampaignCardProps) {
  const progress = reachProgress(c);
  return (
    <Card data-testid="campaign-card" className="h-full">
      <CardHeader className="flex flex-row items-start justify-between gap-2 pb-3">
        <div className="min-w-0 space-y-2">
          <SectionTitle className="break-words text-base">{c.title}</SectionTitle>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{c.platform}</Badge>
            <StatusBadge status={c.status} />
            {isViral(c) && <ViralBadge />}
          </div>
        </div>
        {onEdit && onDelete && (
          <RowActions label={c.title} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Figure
            label={t({ id: "marketing.partners.budget", defaultMessage: "Budget" })}
            value={
              isHidden(c.budget) ? hiddenLabel() : formatHomeWhole(c.budget, c.currency ?? "USD")
            }
          />
          <Figure
            label={t({ id: "marketing.partners.reach", defaultMessage: "Reach" })}
            value={formatReach(c.actualReach)}
          />
          <Figure
            label={t({ id: "marketing.card.engagement", defaultMessage: "Engagement" })}
            value={formatEngagement(c.engagementRate)}
          />
        </dl>
        {c.targetReach > 0 && (
          <div className="space-y-1">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>
                {t(
                  { id: "marketing.card.target", defaultMessage: "Target {reach}" },
                  { reach: formatReach(c.targetReach) },
                )}
              </span>
              <span>{formatReachProgress(c)}</span>
            </div>
            {/* The bar stops at full; the figure above (and what a screen reader hears) does not. */}
            <Progress
              value={progress}
              aria-label={t(
                {
                  id: "marketing.card.progressLabel",
                  defaultMessage: "{title}: reach against target",
                },
                { title: c.title },
              )}
              aria-valuetext={formatReachProgress(c)}
            />
          </div>
        )}
        <ul className="space-y-1 text-sm text-muted-foreground">
          <Meta icon={CalendarDays} text={formatCampaignDates(c.startDate, c.endDate)} />
          {c.partnerName && <Meta icon={Handshake} text={c.partnerName} />}
          {c.tourTitle && <Meta icon={Route} text={c.tourTitle} />}
        </ul>
        {c.description && !isHidden(c.description) && (
          <p className="line-clamp-3 text-sm">{c.description}</p>
        )}
      </CardContent>
    </Card>
  );
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="min-w-0">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="truncate font-semibold tabular-nums">{value}</dd>
  </div>
);

const Meta = ({ icon: Icon, text }: { icon: typeof CalendarDays; text: string }) => (
  <li className="flex min-w-0 items-center gap-2">
    <Icon className="size-4 shrink-0" aria-hidden="true" />
    <span className="truncate">{text}</span>
  </li>
);

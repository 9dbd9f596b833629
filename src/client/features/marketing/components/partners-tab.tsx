import { EmptyState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t } from "@/client/i18n/t";
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatExact } from "@/domain/format";
import { isHidden } from "@/domain/hidden";
import { summarizePartners } from "@/domain/marketing/insights";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";
import { hiddenLabel } from "../labels";

/** The partners named on campaigns, with what they ran for you. */
export function PartnersTab({ campaigns }: { campaigns: Campaign[] }) {
  const partners = summarizePartners(campaigns);
  if (partners.length === 0) {
    return (
      <EmptyState
        text={t({
          id: "marketing.partners.empty",
          defaultMessage: "No partners yet. Name a partner on a campaign and it will show up here.",
        })}
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <SectionTitle>
          {t({ id: "marketing.page.partners", defaultMessage: "Partners" })}
        </SectionTitle>
        <CardDescription>
          {t({
            id: "marketing.partners.description",
            defaultMessage: "Agencies, creators and brands named on your campaigns.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                {t({ id: "marketing.partners.partner", defaultMessage: "Partner" })}
              </TableHead>
              <TableHead className="text-right">
                {t({ id: "marketing.page.campaigns", defaultMessage: "Campaigns" })}
              </TableHead>
              <TableHead className="text-right">
                {t({ id: "marketing.partners.budget", defaultMessage: "Budget" })}
              </TableHead>
              <TableHead className="text-right">
                {t({ id: "marketing.partners.reach", defaultMessage: "Reach" })}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {partners.map((p) => (
              <TableRow key={p.name}>
                <TableCell className="font-medium">{p.name}</TableCell>
                <TableCell className="text-right tabular-nums">{p.campaigns}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {isHidden(p.totalBudget)
                    ? hiddenLabel()
                    : formatByCurrency(p.totalBudget, "—", { whole: true })}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatExact(p.totalReach)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

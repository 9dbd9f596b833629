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
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatExact } from "@/domain/format";
import { HIDDEN_LABEL, isHidden } from "@/domain/hidden";
import { summarizePartners } from "@/domain/marketing/insights";
import type { ShownCampaign as Campaign } from "@/domain/marketing/reader-shape";

/** The partners named on campaigns, with what they ran for you. */
export function PartnersTab({ campaigns }: { campaigns: Campaign[] }) {
  const partners = summarizePartners(campaigns);
  if (partners.length === 0) {
    return (
      <EmptyState text="No partners yet. Name a partner on a campaign and it will show up here." />
    );
  }
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Partners</SectionTitle>
        <CardDescription>Agencies, creators and brands named on your campaigns.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Partner</TableHead>
              <TableHead className="text-right">Campaigns</TableHead>
              <TableHead className="text-right">Budget</TableHead>
              <TableHead className="text-right">Reach</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {partners.map((p) => (
              <TableRow key={p.name}>
                <TableCell className="font-medium">{p.name}</TableCell>
                <TableCell className="text-right tabular-nums">{p.campaigns}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {isHidden(p.totalBudget)
                    ? HIDDEN_LABEL
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

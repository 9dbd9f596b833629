import { Plus } from "lucide-react";
import { EmptyState } from "@/client/components/query-state";
import { RowActions } from "@/client/components/row-actions";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { DEFAULT_HOME_CURRENCY, formatHomeAmount } from "@/domain/currencies/currency";
import {
  PROVISION_TYPE_LABELS,
  provisionStatusLabel,
  type RiderProvision,
} from "@/domain/finances/rider-provisions";
import { showLabel } from "./deal-dialog";

/** docs/product.md §5.9: rider provisions with their Fulfilled / Pending badge. */
export function ProvisionsCard({
  provisions,
  onAdd,
  onEdit,
  onDelete,
}: {
  provisions: RiderProvision[];
  onAdd(): void;
  onEdit(p: RiderProvision): void;
  onDelete(p: RiderProvision): void;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <SectionTitle>Rider Provisions</SectionTitle>
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Provision
        </Button>
      </CardHeader>
      <CardContent>
        {provisions.length === 0 ? (
          <EmptyState text="No rider provisions yet." />
        ) : (
          <ul className="grid gap-2">
            {provisions.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{p.description}</p>
                  <p className="text-sm text-muted-foreground">
                    {PROVISION_TYPE_LABELS[p.provisionType]} · {showLabel(p)} ·{" "}
                    {/* In its own currency (issue 41); one cached before currencies was USD. */}
                    {formatHomeAmount(p.estimatedValue, p.currency ?? DEFAULT_HOME_CURRENCY)}
                    {p.isProvidedByVenue ? " · provided by venue" : ""}
                  </p>
                </div>
                <div className="flex items-center gap-1">
                  <Badge variant={p.isFulfilled ? "success" : "warning"}>
                    {provisionStatusLabel(p.isFulfilled)}
                  </Badge>
                  <RowActions
                    label={p.description}
                    onEdit={() => onEdit(p)}
                    onDelete={() => onDelete(p)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

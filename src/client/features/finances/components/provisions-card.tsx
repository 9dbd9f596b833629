import { RowActions } from "@/client/components/row-actions";
import { Badge } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import { DEFAULT_HOME_CURRENCY, formatHomeAmount } from "@/domain/currencies/currency";
import type { RiderProvision } from "@/domain/finances/rider-provisions";
import { provisionStatusLabel, provisionTypeLabel } from "../labels";
import { showLabel } from "./deal-dialog";
import { ListCard } from "./list-card";

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
    <ListCard
      title={t({ id: "finances.provisions.title", defaultMessage: "Rider Provisions" })}
      addLabel={t({ id: "finances.provisions.add", defaultMessage: "Add Provision" })}
      onAdd={onAdd}
      emptyText={t({
        id: "finances.provisions.empty",
        defaultMessage: "No rider provisions yet.",
      })}
      items={provisions}
      listClassName="gap-2"
    >
      {(p) => (
        <li
          key={p.id}
          className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3"
        >
          <div className="min-w-0">
            <p className="font-medium">{p.description}</p>
            <p className="text-sm text-muted-foreground">
              {provisionTypeLabel(p.provisionType)} · {showLabel(p)} ·{" "}
              {/* In its own currency (issue 41); one cached before currencies was USD. */}
              {formatHomeAmount(p.estimatedValue, p.currency ?? DEFAULT_HOME_CURRENCY)}
              {p.isProvidedByVenue
                ? ` · ${t({ id: "finances.provisions.providedByVenue", defaultMessage: "provided by venue" })}`
                : ""}
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
      )}
    </ListCard>
  );
}

import { ClipboardList } from "lucide-react";
import { CsvDownload } from "@/client/components/csv-download";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { formatStoredIn } from "@/domain/currencies/currency";
import {
  formatMargin,
  isLowStock,
  isReady,
  type MerchProduct,
  PRODUCT_TYPE_LABELS,
  productCurrency,
  totalStock,
} from "@/domain/merch/products";
import { INVENTORY_CSV_URL, SALES_CSV_URL } from "../api/merch-products";
import { ProductStatusBadge } from "./merch-badges";
import { AddButton, MerchTabFrame } from "./merch-tab-frame";
import { SalesCard } from "./sales-card";

interface ProductsTabProps {
  products: MerchProduct[];
  onCreate(): void;
  onEdit(product: MerchProduct): void;
  onDelete(product: MerchProduct): void;
  onCounts(): void;
}

function ProductCard({
  product: p,
  onEdit,
  onDelete,
}: {
  product: MerchProduct;
  onEdit(): void;
  onDelete(): void;
}) {
  const stock = totalStock(p);
  return (
    <Card>
      <CardContent className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="break-words font-semibold">{p.name}</h2>
            <p className="text-sm text-muted-foreground">
              {PRODUCT_TYPE_LABELS[p.type]}
              {p.designTitle && ` · design: ${p.designTitle}`}
              {p.partnerName && ` · ${p.partnerName}`}
            </p>
          </div>
          <RowActions label={p.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ProductStatusBadge status={p.status} />
          {isReady({ status: p.status, stock }) && (
            <span className="text-xs text-muted-foreground">on sale</span>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Price</dt>
            <dd className="tabular-nums">{formatStoredIn(p.price, productCurrency(p))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Unit cost</dt>
            <dd className="tabular-nums">{formatStoredIn(p.unitCost, productCurrency(p))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Margin</dt>
            <dd className="tabular-nums">
              {formatMargin(p.price, p.unitCost, productCurrency(p))}
            </dd>
          </div>
        </dl>
        <ul className="flex flex-wrap gap-2" aria-label={`Stock of ${p.name}`}>
          {p.variants.map((v) => (
            <li
              key={v.id}
              className={cn(
                "rounded-md border px-2 py-1 text-sm tabular-nums",
                isLowStock(v.stock, p.status) && "border-amber-500 bg-amber-50 text-amber-900",
              )}
            >
              {v.label}: {v.stock}
              {isLowStock(v.stock, p.status) && <span className="sr-only"> (low stock)</span>}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          {stock} in stock · {p.variants.reduce((n, v) => n + v.sold, 0)} sold
        </p>
      </CardContent>
    </Card>
  );
}

export function ProductsTab({ products, onCreate, onEdit, onDelete, onCounts }: ProductsTabProps) {
  const actions = (
    <div className="flex flex-wrap justify-end gap-2">
      <CsvDownload href={INVENTORY_CSV_URL} label="Inventory CSV" />
      <CsvDownload href={SALES_CSV_URL} label="Sales CSV" />
      <Button variant="outline" onClick={onCounts} disabled={products.length === 0}>
        <ClipboardList aria-hidden="true" />
        Enter Show Counts
      </Button>
      <AddButton onClick={onCreate}>Add Product</AddButton>
    </div>
  );
  return (
    <MerchTabFrame
      empty={products.length === 0}
      emptyText="No products yet"
      addFirstLabel="Add Your First Product"
      onCreate={onCreate}
      actions={actions}
      gridClassName="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      footer={<SalesCard />}
    >
      {products.map((p) => (
        <ProductCard key={p.id} product={p} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
      ))}
    </MerchTabFrame>
  );
}

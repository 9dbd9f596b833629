import { ClipboardList } from "lucide-react";
import { CsvDownload } from "@/client/components/csv-download";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { formatStoredIn } from "@/domain/currencies/currency";
import {
  formatMargin,
  isLowStock,
  isReady,
  type MerchProduct,
  productCurrency,
  totalStock,
} from "@/domain/merch/products";
import { INVENTORY_CSV_URL, SALES_CSV_URL } from "../api/merch-products";
import { productTypeLabel } from "../labels";
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
              {productTypeLabel(p.type)}
              {p.designTitle &&
                ` · ${t(
                  { id: "merch.products.design", defaultMessage: "design: {title}" },
                  { title: p.designTitle },
                )}`}
              {p.partnerName && ` · ${p.partnerName}`}
            </p>
          </div>
          <RowActions label={p.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ProductStatusBadge status={p.status} />
          {isReady({ status: p.status, stock }) && (
            <span className="text-xs text-muted-foreground">
              {t({ id: "merch.products.onSale", defaultMessage: "on sale" })}
            </span>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">
              {t({ id: "merch.products.price", defaultMessage: "Price" })}
            </dt>
            <dd className="tabular-nums">{formatStoredIn(p.price, productCurrency(p))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {t({ id: "merch.products.unitCost", defaultMessage: "Unit cost" })}
            </dt>
            <dd className="tabular-nums">{formatStoredIn(p.unitCost, productCurrency(p))}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {t({ id: "merch.products.margin", defaultMessage: "Margin" })}
            </dt>
            <dd className="tabular-nums">
              {formatMargin(p.price, p.unitCost, productCurrency(p))}
            </dd>
          </div>
        </dl>
        <ul
          className="flex flex-wrap gap-2"
          aria-label={t(
            { id: "merch.products.stockOf", defaultMessage: "Stock of {name}" },
            { name: p.name },
          )}
        >
          {p.variants.map((v) => (
            <li
              key={v.id}
              className={cn(
                "rounded-md border px-2 py-1 text-sm tabular-nums",
                isLowStock(v.stock, p.status) && "border-amber-500 bg-amber-50 text-amber-900",
              )}
            >
              {v.label}: {v.stock}
              {isLowStock(v.stock, p.status) && (
                <span className="sr-only">
                  {" "}
                  {t({ id: "merch.products.lowStock", defaultMessage: "(low stock)" })}
                </span>
              )}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          {t(
            { id: "merch.products.stockSold", defaultMessage: "{stock} in stock · {sold} sold" },
            { stock, sold: p.variants.reduce((n, v) => n + v.sold, 0) },
          )}
        </p>
      </CardContent>
    </Card>
  );
}

export function ProductsTab({ products, onCreate, onEdit, onDelete, onCounts }: ProductsTabProps) {
  const actions = (
    <div className="flex flex-wrap justify-end gap-2">
      <CsvDownload
        href={INVENTORY_CSV_URL}
        label={t({ id: "merch.products.inventoryCsv", defaultMessage: "Inventory CSV" })}
      />
      <CsvDownload
        href={SALES_CSV_URL}
        label={t({ id: "merch.products.salesCsv", defaultMessage: "Sales CSV" })}
      />
      <Button variant="outline" onClick={onCounts} disabled={products.length === 0}>
        <ClipboardList aria-hidden="true" />
        {t({ id: "merch.products.enterCounts", defaultMessage: "Enter Show Counts" })}
      </Button>
      <AddButton onClick={onCreate}>
        {t({ id: "merch.productDialog.add", defaultMessage: "Add Product" })}
      </AddButton>
    </div>
  );
  return (
    <MerchTabFrame
      empty={products.length === 0}
      emptyText={t({ id: "merch.products.empty", defaultMessage: "No products yet" })}
      addFirstLabel={t({ id: "merch.products.addFirst", defaultMessage: "Add Your First Product" })}
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

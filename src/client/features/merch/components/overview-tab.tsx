import { AlertTriangle, CalendarClock, PackageCheck, Palette, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { SectionTitle } from "@/client/components/section-title";
import { StatCard } from "@/client/components/stat-card";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { formatByCurrency } from "@/domain/currencies/currency-amounts";
import { formatHomeWhole } from "@/domain/currencies/home-money";
import { DESIGN_STATUSES } from "@/domain/merch/design-projects";
import type { MerchOverview } from "@/domain/merch/overview";
import { LOW_STOCK_THRESHOLD } from "@/domain/merch/products";
import { formatCalendarDate } from "@/domain/tour-timing";
import { DesignStatusBadge } from "./merch-badges";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{title}</SectionTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

/** Said where a gross is given per price list rather than added up (docs/product.md §21.8). */
const GROSS_PER_CURRENCY_NOTE =
  "Each price list's gross is in its own currency; Finances converts each show's merch at the rate of its day.";

/** Counts by status, products ready, low stock before the next show, due dates, top sellers. */
export function OverviewTab({ overview: o }: { overview: MerchOverview }) {
  const projects = DESIGN_STATUSES.reduce((n, s) => n + o.projectsByStatus[s], 0);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Design Projects"
          value={String(projects)}
          caption={`${o.projectsByStatus["in-review"]} in review`}
          icon={Palette}
        />
        <StatCard
          label="Products Ready"
          value={`${o.productsReady} of ${o.productsTotal}`}
          caption="ready with stock"
          icon={PackageCheck}
        />
        <StatCard
          label="Low Stock"
          value={String(o.lowStockCount)}
          caption={`variants at ${LOW_STOCK_THRESHOLD} or fewer`}
          icon={AlertTriangle}
        />
        <StatCard
          label="Merch Sold"
          value={String(o.totals.sold)}
          caption={`${formatByCurrency(o.totals.gross, "Nothing", { whole: true })} gross · ${o.totals.sellThrough}% sell-through`}
          icon={ShoppingBag}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Projects by Status">
          <ul className="grid grid-cols-2 gap-3">
            {DESIGN_STATUSES.map((s) => (
              <li key={s} className="flex items-center justify-between gap-2 rounded-lg border p-3">
                <DesignStatusBadge status={s} />
                <span className="text-lg font-semibold tabular-nums">{o.projectsByStatus[s]}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Designs Due This Week">
          {o.dueThisWeek.length === 0 ? (
            <Quiet>Nothing due in the next seven days.</Quiet>
          ) : (
            <ul className="divide-y">
              {o.dueThisWeek.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex items-center gap-2 font-medium">
                    <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                    {d.title}
                  </span>
                  <span className="flex items-center gap-2 text-sm text-muted-foreground">
                    {formatCalendarDate(d.dueDate)} <DesignStatusBadge status={d.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Low Stock Before the Next Show">
          <p className="mb-3 text-sm">
            {o.nextShow
              ? `Next show: ${o.nextShow.venueName}, ${formatCalendarDate(o.nextShow.date)} (${o.nextShow.tourTitle})`
              : "No upcoming shows."}
          </p>
          {o.lowStock.length === 0 ? (
            <Quiet>Every variant on sale has more than {LOW_STOCK_THRESHOLD} units.</Quiet>
          ) : (
            <ul className="divide-y">
              {o.lowStock.map((v) => (
                <li
                  key={`${v.productId}-${v.variantLabel}`}
                  className="flex justify-between gap-2 py-2"
                >
                  <span>
                    {v.productName}{" "}
                    <span className="text-muted-foreground">({v.variantLabel})</span>
                  </span>
                  <span
                    className={v.stock === 0 ? "font-semibold text-destructive" : "font-semibold"}
                  >
                    {v.stock === 0 ? "Out of stock" : `${v.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Top Sellers">
          {o.topSellers.length === 0 ? (
            <Quiet>No sales counted yet. Enter show counts on the Products tab.</Quiet>
          ) : (
            <ol className="divide-y">
              {o.topSellers.map((t, i) => (
                <li key={t.productId} className="flex justify-between gap-2 py-2">
                  <span>
                    <span className="mr-2 text-muted-foreground">{i + 1}.</span>
                    {t.name}
                  </span>
                  <span className="tabular-nums">
                    {t.sold} sold · {formatHomeWhole(t.gross, t.currency ?? "USD")}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {o.totals.gross.length > 1 && (
            <p className="mt-3 text-xs text-muted-foreground">{GROSS_PER_CURRENCY_NOTE}</p>
          )}
        </Section>
      </div>
    </div>
  );
}

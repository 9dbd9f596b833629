import { AlertTriangle, CalendarClock, PackageCheck, Palette, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { SectionTitle } from "@/client/components/section-title";
import { StatCard } from "@/client/components/stat-card";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
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
const grossPerCurrencyNote = () =>
  t({
    id: "merch.overview.grossPerCurrency",
    defaultMessage:
      "Each price list's gross is in its own currency; Finances converts each show's merch at the rate of its day.",
  });

/** Counts by status, products ready, low stock before the next show, due dates, top sellers. */
export function OverviewTab({ overview: o }: { overview: MerchOverview }) {
  const projects = DESIGN_STATUSES.reduce((n, s) => n + o.projectsByStatus[s], 0);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label={t({ id: "merch.page.designProjects", defaultMessage: "Design Projects" })}
          value={String(projects)}
          caption={t(
            { id: "merch.overview.inReview", defaultMessage: "{count} in review" },
            { count: o.projectsByStatus["in-review"] },
          )}
          icon={Palette}
        />
        <StatCard
          label={t({ id: "merch.overview.productsReady", defaultMessage: "Products Ready" })}
          value={t(
            { id: "merch.overview.readyOf", defaultMessage: "{ready} of {total}" },
            { ready: o.productsReady, total: o.productsTotal },
          )}
          caption={t({ id: "merch.overview.readyWithStock", defaultMessage: "ready with stock" })}
          icon={PackageCheck}
        />
        <StatCard
          label={t({ id: "merch.overview.lowStock", defaultMessage: "Low Stock" })}
          value={String(o.lowStockCount)}
          caption={t(
            { id: "merch.overview.variantsAt", defaultMessage: "variants at {threshold} or fewer" },
            { threshold: LOW_STOCK_THRESHOLD },
          )}
          icon={AlertTriangle}
        />
        <StatCard
          label={t({ id: "merch.overview.merchSold", defaultMessage: "Merch Sold" })}
          value={String(o.totals.sold)}
          caption={t(
            {
              id: "merch.overview.grossSellThrough",
              defaultMessage: "{gross} gross · {sellThrough}% sell-through",
            },
            {
              gross: formatByCurrency(
                o.totals.gross,
                t({ id: "merch.overview.nothing", defaultMessage: "Nothing" }),
                { whole: true },
              ),
              sellThrough: o.totals.sellThrough,
            },
          )}
          icon={ShoppingBag}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t({ id: "merch.overview.byStatus", defaultMessage: "Projects by Status" })}>
          <ul className="grid grid-cols-2 gap-3">
            {DESIGN_STATUSES.map((s) => (
              <li key={s} className="flex items-center justify-between gap-2 rounded-lg border p-3">
                <DesignStatusBadge status={s} />
                <span className="text-lg font-semibold tabular-nums">{o.projectsByStatus[s]}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section
          title={t({ id: "merch.overview.dueThisWeek", defaultMessage: "Designs Due This Week" })}
        >
          {o.dueThisWeek.length === 0 ? (
            <Quiet>
              {t({
                id: "merch.overview.nothingDue",
                defaultMessage: "Nothing due in the next seven days.",
              })}
            </Quiet>
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
        <Section
          title={t({
            id: "merch.overview.lowStockTitle",
            defaultMessage: "Low Stock Before the Next Show",
          })}
        >
          <p className="mb-3 text-sm">
            {o.nextShow
              ? t(
                  {
                    id: "merch.overview.nextShow",
                    defaultMessage: "Next show: {venue}, {date} ({tour})",
                  },
                  {
                    venue: o.nextShow.venueName,
                    date: formatCalendarDate(o.nextShow.date),
                    tour: o.nextShow.tourTitle,
                  },
                )
              : t({ id: "merch.overview.noUpcoming", defaultMessage: "No upcoming shows." })}
          </p>
          {o.lowStock.length === 0 ? (
            <Quiet>
              {t(
                {
                  id: "merch.overview.allStocked",
                  defaultMessage: "Every variant on sale has more than {threshold} units.",
                },
                { threshold: LOW_STOCK_THRESHOLD },
              )}
            </Quiet>
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
                    {v.stock === 0
                      ? t({ id: "merch.overview.outOfStock", defaultMessage: "Out of stock" })
                      : t(
                          { id: "merch.overview.left", defaultMessage: "{stock} left" },
                          { stock: v.stock },
                        )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t({ id: "merch.overview.topSellers", defaultMessage: "Top Sellers" })}>
          {o.topSellers.length === 0 ? (
            <Quiet>
              {t({
                id: "merch.overview.noSales",
                defaultMessage: "No sales counted yet. Enter show counts on the Products tab.",
              })}
            </Quiet>
          ) : (
            <ol className="divide-y">
              {o.topSellers.map((seller, i) => (
                <li key={seller.productId} className="flex justify-between gap-2 py-2">
                  <span>
                    <span className="mr-2 text-muted-foreground">{i + 1}.</span>
                    {seller.name}
                  </span>
                  <span className="tabular-nums">
                    {t(
                      { id: "merch.overview.soldGross", defaultMessage: "{sold} sold · {gross}" },
                      {
                        sold: seller.sold,
                        gross: formatHomeWhole(seller.gross, seller.currency ?? "USD"),
                      },
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {o.totals.gross.length > 1 && (
            <p className="mt-3 text-xs text-muted-foreground">{grossPerCurrencyNote()}</p>
          )}
        </Section>
      </div>
    </div>
  );
}

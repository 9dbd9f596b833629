import { SectionTitle } from "@/client/components/section-title";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { t } from "@/client/i18n/t";
import type { CategoryShare } from "@/domain/finances/finance-math";
import { categoryLabel } from "../labels";
import { useHomeMoney } from "./home-currency";

/** "no rate": the category's figure leaves out lines no rate converts (see Currencies). */
export function NoRate({ count }: { count: number }) {
  return (
    <span
      className="ml-1 text-amber-800 dark:text-amber-200"
      title={t(
        {
          id: "finances.breakdown.noRateTitle",
          defaultMessage:
            "{count, plural, one {# line} other {# lines}} with no rate left out (see Currencies)",
        },
        { count },
      )}
    >
      {t({ id: "finances.breakdown.noRate", defaultMessage: "· no rate" })}
    </span>
  );
}

/** Amounts per category with whole percentages that add up to 100. */
export function CategoryBreakdown({
  title,
  items,
  leftOut,
}: {
  title: string;
  /** noRate: lines of the category no rate converts; it keeps its row, marked (issue 47). */
  items: (CategoryShare & { noRate?: number })[];
  /** Lines of this side with no rate (issue 41): "nothing" would not be true. */
  leftOut: number;
}) {
  const money = useHomeMoney();
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{title}</SectionTitle>
      </CardHeader>
      <CardContent>
        {leftOut > 0 && (
          <p className="mb-3 text-sm text-amber-800 dark:text-amber-200">
            {t(
              {
                id: "finances.breakdown.notComplete",
                defaultMessage:
                  "Not complete: {count, plural, one {# line with no rate is} other {# lines with no rate are}} left out (see Currencies).",
              },
              { count: leftOut },
            )}
          </p>
        )}
        {items.length === 0 ? (
          leftOut > 0 ? null : (
            <p className="text-sm text-muted-foreground">
              {t({ id: "finances.breakdown.empty", defaultMessage: "Nothing recorded yet." })}
            </p>
          )
        ) : (
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.category} className="grid gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span>{categoryLabel(item.category)}</span>
                  <span className="tabular-nums">
                    {money.whole(item.amount)} · {item.percent}%
                    {item.noRate ? <NoRate count={item.noRate} /> : null}
                  </span>
                </div>
                <Progress
                  value={item.percent}
                  aria-label={t(
                    { id: "finances.breakdown.share", defaultMessage: "{category} {percent}%" },
                    { category: categoryLabel(item.category), percent: item.percent },
                  )}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { SectionTitle } from "@/client/components/section-title";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import type { CategoryShare } from "@/domain/finances/finance-math";
import { useHomeMoney } from "./home-currency";

/** "no rate": the category's figure leaves out lines no rate converts (see Currencies). */
export function NoRate({ count }: { count: number }) {
  return (
    <span
      className="ml-1 text-amber-800 dark:text-amber-200"
      title={`${count} line${count === 1 ? "" : "s"} with no rate left out (see Currencies)`}
    >
      · no rate
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
            Not complete: {leftOut} line{leftOut === 1 ? "" : "s"} with no rate{" "}
            {leftOut === 1 ? "is" : "are"} left out (see Currencies).
          </p>
        )}
        {items.length === 0 ? (
          leftOut > 0 ? null : (
            <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
          )
        ) : (
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.category} className="grid gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span>{item.category}</span>
                  <span className="tabular-nums">
                    {money.whole(item.amount)} · {item.percent}%
                    {item.noRate ? <NoRate count={item.noRate} /> : null}
                  </span>
                </div>
                <Progress value={item.percent} aria-label={`${item.category} ${item.percent}%`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

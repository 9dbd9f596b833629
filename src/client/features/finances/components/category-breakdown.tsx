import { SectionTitle } from "@/client/components/section-title";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import type { CategoryShare } from "@/domain/finances/finance-math";
import { useHomeMoney } from "./home-currency";

/** Amounts per category with whole percentages that add up to 100. */
export function CategoryBreakdown({ title, items }: { title: string; items: CategoryShare[] }) {
  const money = useHomeMoney();
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{title}</SectionTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.category} className="grid gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span>{item.category}</span>
                  <span className="tabular-nums">
                    {money.whole(item.amount)} · {item.percent}%
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

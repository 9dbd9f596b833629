import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { tourStatusLabel } from "@/domain/tours/tour-status";
import type { OverviewData } from "../api/overview";

const VARIANT: Record<string, BadgeProps["variant"]> = {
  active: "success",
  planning: "secondary",
  completed: "outline",
  cancelled: "destructive",
};

/** docs/product.md §2.4: the three newest tours with their venue count and status. */
export function RecentToursCard({ tours }: { tours: OverviewData["recentTours"] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="space-y-1.5">
          <h2 className="font-semibold leading-none tracking-tight">
            {t({ id: "overview.recentTours.title", defaultMessage: "Recent Tours" })}
          </h2>
          <CardDescription>
            {t({ id: "overview.recentTours.description", defaultMessage: "Your latest tours." })}
          </CardDescription>
        </div>
        <Link to="/dashboard/tours" className="text-sm font-medium text-primary hover:underline">
          {t({ id: "overview.recentTours.viewAll", defaultMessage: "View all tours" })}
        </Link>
      </CardHeader>
      <CardContent>
        {tours.length === 0 ? (
          <div className="flex flex-col items-center gap-4 py-6 text-center">
            <p className="text-sm text-muted-foreground">
              {t({
                id: "overview.recentTours.empty",
                defaultMessage: "No tours found. Create your first tour to get started!",
              })}
            </p>
            <Link to="/dashboard/tours?new=tour" className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {t({ id: "overview.recentTours.newTour", defaultMessage: "New Tour" })}
            </Link>
          </div>
        ) : (
          <ul
            className="divide-y"
            aria-label={t({ id: "overview.recentTours.list", defaultMessage: "Recent tours" })}
          >
            {tours.map((tour) => (
              <li
                key={tour.id}
                className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0">
                  <Link
                    to={`/dashboard/tours/${tour.id}`}
                    className="block truncate font-medium hover:underline"
                  >
                    {tour.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {t(
                      {
                        id: "overview.recentTours.venues",
                        defaultMessage: "{count, plural, one {# venue} other {# venues}}",
                      },
                      { count: tour.venueCount },
                    )}
                  </p>
                </div>
                <Badge variant={VARIANT[tour.status] ?? "outline"}>
                  {tourStatusLabel(tour.status)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

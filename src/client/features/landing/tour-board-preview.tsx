import { clsx } from "clsx";
import { MapPin, TrendingUp } from "lucide-react";
import { type Message, t } from "@/client/i18n/t";

type Status = "confirmed" | "firstHold" | "challenged";

/** Sample dates (demo data: venues and cities stay as they are; the dates are messages). */
const shows: { date: Message; city: string; venue: string; status: Status }[] = [
  {
    date: { id: "landing.preview.apr11", defaultMessage: "Apr 11" },
    city: "Portland, OR",
    venue: "The Echo Room",
    status: "confirmed",
  },
  {
    date: { id: "landing.preview.apr12", defaultMessage: "Apr 12" },
    city: "Seattle, WA",
    venue: "Lantern Hall",
    status: "confirmed",
  },
  {
    date: { id: "landing.preview.apr14", defaultMessage: "Apr 14" },
    city: "Boise, ID",
    venue: "Record Exchange",
    status: "firstHold",
  },
  {
    date: { id: "landing.preview.apr16", defaultMessage: "Apr 16" },
    city: "Salt Lake City, UT",
    venue: "Kilby Court",
    status: "challenged",
  },
];

const statusClass: Record<Status, string> = {
  confirmed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  firstHold: "bg-accent text-accent-foreground ring-violet-200",
  challenged: "bg-amber-50 text-amber-900 ring-amber-200",
};

const statusLabel = (status: Status) =>
  t(
    {
      id: "landing.preview.status",
      defaultMessage:
        "{status, select, confirmed {Confirmed} firstHold {1st hold} other {Challenged}}",
    },
    { status },
  );

/** Decorative product preview built from markup only (no network images). */
export function TourBoardPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md min-w-0 lg:max-w-none">
      <div className="absolute -inset-10 -z-10 bg-radial from-primary/25 from-30% to-transparent to-70%" />
      <div className="rounded-2xl border bg-card p-4 text-card-foreground shadow-xl sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">
              {t({ id: "landing.preview.run", defaultMessage: "Spring run 2025" })}
            </p>
            <p className="text-lg font-semibold">
              {t({ id: "landing.preview.tour", defaultMessage: "West Coast & Mountain" })}
            </p>
          </div>
          <span className="shrink-0 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
            {t({ id: "landing.preview.shows", defaultMessage: "20 shows" })}
          </span>
        </div>
        <ul className="mt-5 divide-y rounded-xl border">
          {shows.map((show) => (
            <li key={show.date.id} className="flex items-center gap-3 px-3 py-3">
              <span className="w-14 shrink-0 text-sm font-semibold whitespace-nowrap">
                {t(show.date)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{show.venue}</span>
                {/* The city wraps rather than lose its state on a narrow phone. */}
                <span className="flex items-start gap-1 text-xs text-muted-foreground">
                  <MapPin className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                  <span className="min-w-0">{show.city}</span>
                </span>
              </span>
              <span
                className={clsx(
                  "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
                  statusClass[show.status],
                )}
              >
                {statusLabel(show.status)}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-muted p-3">
            <p className="text-xs text-muted-foreground">
              {t({ id: "landing.preview.projectedNet", defaultMessage: "Projected net" })}
            </p>
            <p className="mt-1 flex items-center gap-1 text-lg font-semibold">
              $6,240
              <TrendingUp className="size-4 text-emerald-700" aria-hidden="true" />
            </p>
          </div>
          <div className="rounded-xl bg-muted p-3">
            <p className="text-xs text-muted-foreground">
              {t({ id: "landing.preview.merchPerHead", defaultMessage: "Merch per head" })}
            </p>
            <p className="mt-1 text-lg font-semibold">$7.80</p>
          </div>
        </div>
      </div>
    </div>
  );
}

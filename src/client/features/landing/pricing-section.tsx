import { clsx } from "clsx";
import { ArrowRight, Check } from "lucide-react";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { t } from "@/client/i18n/t";
import { dashboardFor } from "@/client/lib/start-intent";
import { sectionClass } from "./landing-links";
import { SectionHeading } from "./section-heading";

const included = [
  { id: "landing.pricing.item1", defaultMessage: "Unlimited tours, shows and venue holds" },
  { id: "landing.pricing.item2", defaultMessage: "Hold, challenge and confirm tracking" },
  { id: "landing.pricing.item3", defaultMessage: "Deals, expenses, settlements and riders" },
  { id: "landing.pricing.item4", defaultMessage: "Merch design projects and products" },
  { id: "landing.pricing.item5", defaultMessage: "Marketing campaigns and analytics" },
];

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className={clsx(sectionClass, "bg-linear-to-b from-background to-accent")}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="pricing-title"
          eyebrow={t({ id: "landing.nav.pricing", defaultMessage: "Pricing" })}
          title={t({ id: "landing.pricing.title", defaultMessage: "Free for independent artists" })}
          description={t({
            id: "landing.pricing.description",
            defaultMessage:
              "No credit card, no trial clock. Bring your band, book your dates and keep what you earn.",
          })}
        />
        <div className="mx-auto mt-12 max-w-lg rounded-2xl bg-linear-to-br from-primary to-violet-400 p-px shadow-xl">
          <div className="rounded-[calc(1rem-1px)] bg-card p-6 text-card-foreground sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h3 className="text-xl font-semibold">
                  {t({ id: "landing.pricing.plan", defaultMessage: "Independent" })}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t({
                    id: "landing.pricing.planFor",
                    defaultMessage: "For solo artists and bands on the road",
                  })}
                </p>
              </div>
              <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
                {t({ id: "landing.pricing.freeForever", defaultMessage: "Free forever" })}
              </span>
            </div>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-5xl font-bold tracking-tight">$0</span>
              <span className="text-muted-foreground">
                {t({ id: "landing.pricing.perMonth", defaultMessage: "per month" })}
              </span>
            </p>
            <ul className="mt-6 space-y-3">
              {included.map((item) => (
                <li key={item.id} className="flex items-start gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{t(item)}</span>
                </li>
              ))}
            </ul>
            <a
              href={dashboardFor("sign-up")}
              className={buttonVariants({ size: "lg", className: "mt-8 w-full" })}
            >
              {t({ id: "landing.pricing.start", defaultMessage: "Start Touring" })}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

import { clsx } from "clsx";
import { ArrowRight, Check } from "lucide-react";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { dashboardFor } from "@/client/lib/start-intent";
import { sectionClass } from "./landing-links";
import { SectionHeading } from "./section-heading";

const included = [
  "Unlimited tours, shows and venue holds",
  "Hold, challenge and confirm tracking",
  "Deals, expenses, settlements and riders",
  "Merch design projects and products",
  "Marketing campaigns and analytics",
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
          eyebrow="Pricing"
          title="Free for independent artists"
          description="No credit card, no trial clock. Bring your band, book your dates and keep what you earn."
        />
        <div className="mx-auto mt-12 max-w-lg rounded-2xl bg-linear-to-br from-primary to-violet-400 p-px shadow-xl">
          <div className="rounded-[calc(1rem-1px)] bg-card p-6 text-card-foreground sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h3 className="text-xl font-semibold">Independent</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  For solo artists and bands on the road
                </p>
              </div>
              <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
                Free forever
              </span>
            </div>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-5xl font-bold tracking-tight">$0</span>
              <span className="text-muted-foreground">per month</span>
            </p>
            <ul className="mt-6 space-y-3">
              {included.map((item) => (
                <li key={item} className="flex items-start gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <a
              href={dashboardFor("sign-up")}
              className={buttonVariants({ size: "lg", className: "mt-8 w-full" })}
            >
              Start Touring
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

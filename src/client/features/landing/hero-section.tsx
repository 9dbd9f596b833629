import { ArrowRight, CircleCheck, Play, Sparkles } from "lucide-react";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { t } from "@/client/i18n/t";
import { dashboardFor } from "@/client/lib/start-intent";
import { TourBoardPreview } from "./tour-board-preview";

const outcomes = [
  { id: "landing.hero.outcome1", defaultMessage: "First tour made profitable" },
  { id: "landing.hero.outcome2", defaultMessage: "No-stress venue negotiations" },
  { id: "landing.hero.outcome3", defaultMessage: "Scaled from 5 to 20 shows" },
] as const;

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate px-4 pt-16 pb-20 sm:px-6 md:pt-24 md:pb-28"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute inset-0 bg-linear-to-b from-accent to-background" />
        <div className="absolute -top-40 left-1/2 h-96 w-[48rem] max-w-[200%] -translate-x-1/2 bg-radial from-primary/15 from-20% to-transparent to-70%" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
            <Sparkles className="size-4" aria-hidden="true" />
            {t({
              id: "landing.hero.eyebrow",
              defaultMessage: "Built for independent touring musicians",
            })}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t({
              id: "landing.hero.title",
              defaultMessage: "Professional tour management for independent artists",
            })}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            {t({
              id: "landing.hero.lead",
              defaultMessage:
                "Tribe handles the venue negotiations, logistics, finance, merch and design, and marketing and growth in one place, so you can stop living in spreadsheets and get back on the road.",
            })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={dashboardFor("sign-up")} className={buttonVariants({ size: "lg" })}>
              {t({ id: "landing.hero.getStarted", defaultMessage: "Get Started (It's Free)" })}
              <ArrowRight aria-hidden="true" />
            </a>
            <a
              href={dashboardFor("demo")}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              <Play aria-hidden="true" />
              {t({ id: "landing.hero.viewDemo", defaultMessage: "View Demo" })}
            </a>
          </div>
          <p className="mt-10 text-sm font-semibold text-foreground">
            {t({
              id: "landing.hero.outcomes",
              defaultMessage: "What artists on Tribe have done:",
            })}
          </p>
          <ul className="mt-3 grid gap-2 text-sm text-muted-foreground sm:grid-cols-3 sm:gap-4">
            {outcomes.map((outcome) => (
              <li key={outcome.id} className="flex items-start gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{t(outcome)}</span>
              </li>
            ))}
          </ul>
        </div>
        <TourBoardPreview />
      </div>
    </section>
  );
}

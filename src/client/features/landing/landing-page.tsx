import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { CommunitySection } from "./community-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingNav } from "./landing-nav";
import { PricingSection } from "./pricing-section";
import { VenuesSection } from "./venues-section";

/** Public landing page (route "/"). Every CTA leads to /dashboard. */
export function LandingPage() {
  usePageTitle(
    t({
      id: "landing.hero.title",
      defaultMessage: "Professional tour management for independent artists",
    }),
  );
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip bg-background text-foreground">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {t({ id: "landing.page.skip", defaultMessage: "Skip to content" })}
      </a>
      <LandingNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        <FeaturesSection />
        <VenuesSection />
        <CommunitySection />
        <PricingSection />
      </main>
      <LandingFooter />
    </div>
  );
}

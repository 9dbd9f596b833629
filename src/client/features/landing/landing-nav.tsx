import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { BrandMark } from "@/client/components/brand-mark";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { t } from "@/client/i18n/t";
import { dashboardFor } from "@/client/lib/start-intent";
import { landingLinkClass, landingSections } from "./landing-links";

export function LandingNav() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className={clsx(landingLinkClass, "shrink-0")}>
          <BrandMark />
        </a>
        <nav
          aria-label={t({ id: "landing.nav.main", defaultMessage: "Main" })}
          className="flex items-center gap-3 md:gap-6"
        >
          <ul className="hidden items-center gap-6 md:flex">
            {landingSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={clsx(
                    landingLinkClass,
                    "text-sm text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
          <a href={dashboardFor("sign-up")} className={buttonVariants({ size: "sm" })}>
            {t({ id: "landing.nav.getStarted", defaultMessage: "Get Started Free" })}
          </a>
          <PhoneMenu />
        </nav>
      </div>
    </header>
  );
}

/**
 * The section links on a phone: a native <details> disclosure (keyboard, screen readers and
 * Escape-free closing come with the element; no script needed), closed again when a link is
 * chosen so the page is not covered (phone-menu.ts: the page is not hydrated).
 */
function PhoneMenu() {
  return (
    <details className="group relative md:hidden">
      <summary
        aria-label={t({ id: "landing.nav.sections", defaultMessage: "Sections" })}
        className={clsx(
          landingLinkClass,
          "grid size-9 cursor-pointer list-none place-items-center rounded-md border bg-background [&::-webkit-details-marker]:hidden",
        )}
      >
        <Menu className="size-5 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open:block" aria-hidden="true" />
      </summary>
      <ul className="absolute right-0 top-11 z-50 grid w-48 gap-1 rounded-lg border bg-background p-2 shadow-lg">
        {landingSections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={clsx(landingLinkClass, "block px-3 py-2 text-sm hover:bg-accent")}
            >
              {t(section.label)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

import { clsx } from "clsx";
import { BrandMark } from "@/client/components/brand-mark";
import { t } from "@/client/i18n/t";
import { landingLinkClass } from "./landing-links";

const footerLinks = [
  { label: { id: "legal.privacy.title", defaultMessage: "Privacy" }, href: "/privacy" },
  { label: { id: "legal.terms.title", defaultMessage: "Terms" }, href: "/terms" },
  {
    label: { id: "landing.footer.contact", defaultMessage: "Contact" },
    href: "mailto:hello@tribe.example",
  },
];

export function LandingFooter() {
  return (
    <footer className="border-t bg-background px-4 py-10 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <BrandMark />
          <p className="mt-2 text-sm text-muted-foreground">
            {t({
              id: "landing.footer.tagline",
              defaultMessage: "Built on the road, for artists who book their own tours.",
            })}
          </p>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={clsx(landingLinkClass, "text-muted-foreground hover:text-foreground")}
              >
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-sm text-muted-foreground">
        {t({
          id: "landing.footer.copyright",
          defaultMessage: "© 2025 Tribe. All rights reserved.",
        })}
      </p>
    </footer>
  );
}

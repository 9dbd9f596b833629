import { clsx } from "clsx";
import { BrandMark } from "@/client/components/brand-mark";
import { landingLinkClass } from "./landing-links";

const footerLinks = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
  { label: "Contact", href: "mailto:hello@tribe.example" },
];

export function LandingFooter() {
  return (
    <footer className="border-t bg-background px-4 py-10 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <BrandMark />
          <p className="mt-2 text-sm text-muted-foreground">
            Built on the road, for artists who book their own tours.
          </p>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {footerLinks.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                className={clsx(landingLinkClass, "text-muted-foreground hover:text-foreground")}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-sm text-muted-foreground">
        © 2025 Tribe. All rights reserved.
      </p>
    </footer>
  );
}

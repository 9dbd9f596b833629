import { clsx } from "clsx";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { BrandMark } from "./brand-mark";
import { landingLinkClass, landingSections } from "./landing-links";

export function LandingNav() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className={clsx(landingLinkClass, "shrink-0")}>
          <BrandMark />
        </a>
        <nav aria-label="Main" className="flex items-center gap-6">
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
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
          <a href="/dashboard" className={buttonVariants({ size: "sm" })}>
            Get Started Free
          </a>
        </nav>
      </div>
    </header>
  );
}

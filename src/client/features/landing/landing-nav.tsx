import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { BrandMark } from "./brand-mark";
import { landingLinkClass, landingSections } from "./landing-links";

export function LandingNav() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className={cn(landingLinkClass, "shrink-0")}>
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-6">
          <ul className="hidden items-center gap-6 md:flex">
            {landingSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={cn(
                    landingLinkClass,
                    "text-sm text-muted-foreground hover:text-foreground",
                  )}
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
          <Button asChild size="sm">
            <Link to="/dashboard">Get Started Free</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

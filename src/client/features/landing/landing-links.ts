/**
 * In-page anchors shown in the landing navigation; each id is a section on the page. The
 * labels are messages, read with t() as the navigation renders.
 */
export const landingSections = [
  { id: "features", label: { id: "landing.nav.features", defaultMessage: "Features" } },
  { id: "venues", label: { id: "landing.nav.venues", defaultMessage: "Venues" } },
  { id: "community", label: { id: "landing.nav.community", defaultMessage: "Community" } },
  { id: "pricing", label: { id: "landing.nav.pricing", defaultMessage: "Pricing" } },
] as const;

/** Shared focus ring for plain text links on the landing page. */
export const landingLinkClass =
  "rounded-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** Anchor targets sit below the sticky header. */
export const sectionClass = "scroll-mt-20 px-4 py-20 sm:px-6 md:py-28";

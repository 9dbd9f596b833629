import {
  DollarSign,
  Handshake,
  LayoutDashboard,
  Map as MapIcon,
  Megaphone,
  Palette,
  Users,
} from "lucide-react";

/** Sidebar items of docs/product.md §1.5, in order. */
export const NAV_ITEMS = [
  { label: "Overview", to: "/dashboard", icon: LayoutDashboard },
  { label: "HCC Manager", to: "/dashboard/hcc-manager", icon: Handshake },
  { label: "Logistics & Finances", to: "/dashboard/logistics", icon: DollarSign },
  { label: "Merch & Art", to: "/dashboard/merch", icon: Palette },
  { label: "Marketing & Virality", to: "/dashboard/marketing", icon: Megaphone },
] as const;

/**
 * Pages reachable from the sidebar beneath one of the spec's five items (not a sixth item):
 * tours are where a new account starts, so they must be findable without the Overview; the
 * team is the whole party's, so it sits beside them.
 */
export const NAV_SUB_ITEMS: Partial<
  Record<
    (typeof NAV_ITEMS)[number]["to"],
    readonly { label: string; to: string; icon: typeof MapIcon }[]
  >
> = {
  "/dashboard": [
    { label: "Tours", to: "/dashboard/tours", icon: MapIcon },
    { label: "Team", to: "/dashboard/team", icon: Users },
  ],
};

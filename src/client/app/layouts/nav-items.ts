import {
  Banknote,
  Globe,
  Handshake,
  History,
  LayoutDashboard,
  Map as MapIcon,
  Megaphone,
  Music,
  Palette,
  PlugZap,
  Ticket,
  UserRound,
  Users,
  Wallet,
} from "lucide-react";
import type { RouteKey } from "@/domain/team/route-access";

/**
 * Sidebar items of docs/product.md §1.5, in order. `needs` is the route of the roles table
 * the page is built on: a role that may not call it does not see the item (ADR 0019).
 */
export const NAV_ITEMS: readonly {
  label: string;
  to: string;
  icon: typeof MapIcon;
  needs?: RouteKey;
}[] = [
  { label: "Overview", to: "/dashboard", icon: LayoutDashboard },
  { label: "HCC Manager", to: "/dashboard/hcc-manager", icon: Handshake },
  { label: "Logistics & Finances", to: "/dashboard/logistics", icon: Banknote },
  { label: "Merch & Art", to: "/dashboard/merch", icon: Palette },
  {
    label: "Marketing & Virality",
    to: "/dashboard/marketing",
    icon: Megaphone,
    needs: "GET /api/campaigns",
  },
];

/** The workspace's own pages, after the five areas (shown once the role is known). */
export const TEAM_NAV_ITEMS: typeof NAV_ITEMS = [
  { label: "Activity", to: "/dashboard/activity", icon: History, needs: "GET /api/activity" },
];

/**
 * Pages reachable from the sidebar beneath one of the spec's five items (not a sixth item):
 * tours are where a new account starts, so they must be findable without the Overview; the
 * team is the whole party's, so it sits beside them.
 */
export const NAV_SUB_ITEMS: Partial<
  Record<string, readonly { label: string; to: string; icon: typeof MapIcon; needs?: RouteKey }[]>
> = {
  "/dashboard": [
    { label: "Tours", to: "/dashboard/tours", icon: MapIcon },
    { label: "Team", to: "/dashboard/team", icon: Users },
    { label: "Songs", to: "/dashboard/songs", icon: Music, needs: "GET /api/songs" },
    {
      label: "Public dates",
      to: "/dashboard/public-dates",
      icon: Globe,
      needs: "GET /api/listings",
    },
    { label: "Tickets", to: "/dashboard/tickets", icon: Ticket, needs: "GET /api/tickets" },
    {
      label: "Party & pay",
      to: "/dashboard/party",
      icon: Wallet,
      needs: "GET /api/tours/:tourId/party",
    },
    { label: "My tour", to: "/dashboard/my-tour", icon: UserRound, needs: "GET /api/my-tours" },
    {
      label: "API & webhooks",
      to: "/dashboard/integrations",
      icon: PlugZap,
      needs: "GET /api/tokens",
    },
  ],
};

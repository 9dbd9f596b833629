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
import type { Message } from "@/client/i18n/t";
import type { RouteKey } from "@/domain/team/route-access";

/**
 * Sidebar items of docs/product.md §1.5, in order. `needs` is the route of the roles table
 * the page is built on: a role that may not call it does not see the item (ADR 0019). The
 * labels are messages, read with t() as the sidebar renders (in the person's language then).
 */
export const NAV_ITEMS: readonly {
  label: Message;
  to: string;
  icon: typeof MapIcon;
  needs?: RouteKey;
}[] = [
  {
    label: { id: "app.nav.overview", defaultMessage: "Overview" },
    to: "/dashboard",
    icon: LayoutDashboard,
  },
  {
    label: { id: "app.nav.hccManager", defaultMessage: "HCC Manager" },
    to: "/dashboard/hcc-manager",
    icon: Handshake,
  },
  {
    label: { id: "app.nav.logisticsFinances", defaultMessage: "Logistics & Finances" },
    to: "/dashboard/logistics",
    icon: Banknote,
  },
  {
    label: { id: "app.nav.merchArt", defaultMessage: "Merch & Art" },
    to: "/dashboard/merch",
    icon: Palette,
  },
  {
    label: { id: "app.nav.marketingVirality", defaultMessage: "Marketing & Virality" },
    to: "/dashboard/marketing",
    icon: Megaphone,
    needs: "GET /api/campaigns",
  },
];

/** The workspace's own pages, after the five areas (shown once the role is known). */
export const TEAM_NAV_ITEMS: typeof NAV_ITEMS = [
  {
    label: { id: "app.nav.activity", defaultMessage: "Activity" },
    to: "/dashboard/activity",
    icon: History,
    needs: "GET /api/activity",
  },
];

/**
 * Pages reachable from the sidebar beneath one of the spec's five items (not a sixth item):
 * tours are where a new account starts, so they must be findable without the Overview; the
 * team is the whole party's, so it sits beside them.
 */
export const NAV_SUB_ITEMS: Partial<
  Record<string, readonly { label: Message; to: string; icon: typeof MapIcon; needs?: RouteKey }[]>
> = {
  "/dashboard": [
    {
      label: { id: "app.nav.tours", defaultMessage: "Tours" },
      to: "/dashboard/tours",
      icon: MapIcon,
    },
    { label: { id: "app.nav.team", defaultMessage: "Team" }, to: "/dashboard/team", icon: Users },
    {
      label: { id: "app.nav.songs", defaultMessage: "Songs" },
      to: "/dashboard/songs",
      icon: Music,
      needs: "GET /api/songs",
    },
    {
      label: { id: "app.nav.publicDates", defaultMessage: "Public dates" },
      to: "/dashboard/public-dates",
      icon: Globe,
      needs: "GET /api/listings",
    },
    {
      label: { id: "app.nav.tickets", defaultMessage: "Tickets" },
      to: "/dashboard/tickets",
      icon: Ticket,
      needs: "GET /api/tickets",
    },
    {
      label: { id: "app.nav.partyPay", defaultMessage: "Party & pay" },
      to: "/dashboard/party",
      icon: Wallet,
      needs: "GET /api/tours/:tourId/party",
    },
    {
      label: { id: "app.nav.myTour", defaultMessage: "My tour" },
      to: "/dashboard/my-tour",
      icon: UserRound,
      needs: "GET /api/my-tours",
    },
    {
      label: { id: "app.nav.apiWebhooks", defaultMessage: "API & webhooks" },
      to: "/dashboard/integrations",
      icon: PlugZap,
      needs: "GET /api/tokens",
    },
  ],
};

import { Banknote, Handshake, type LucideIcon, Megaphone, Palette } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { type Message, t } from "@/client/i18n/t";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import type { RouteKey } from "@/domain/team/route-access";

/** What a card offers: `needs` is the route of the roles table the action is built on. */
interface Offer {
  text: Message;
  action: Message;
  to: string;
  needs: RouteKey;
}

/**
 * docs/product.md §2.5. Each card lists its offers, the spec's first (the managers'); a role
 * gets the first offer the roles table lets it open (ADR 0019), and a card with none is left
 * out — crew were offered "Launch Campaign" into "Your role … doesn't include marketing".
 */
const CARDS: { title: Message; icon: LucideIcon; offers: readonly Offer[] }[] = [
  {
    // 'Manage Tours' opens the tour list, where shows are booked and reordered.
    title: { id: "app.nav.hccManager", defaultMessage: "HCC Manager" },
    icon: Handshake,
    offers: [
      {
        text: {
          id: "overview.quickLinks.hccManageText",
          defaultMessage: "Hold, challenge and confirm venues.",
        },
        action: { id: "overview.quickLinks.manageTours", defaultMessage: "Manage Tours" },
        to: "/dashboard/tours",
        needs: "POST /api/tours",
      },
      {
        text: { id: "overview.quickLinks.hccViewText", defaultMessage: "Where each date stands." },
        action: { id: "overview.quickLinks.viewTours", defaultMessage: "View Tours" },
        to: "/dashboard/tours",
        needs: "GET /api/tours",
      },
    ],
  },
  {
    title: { id: "app.nav.logisticsFinances", defaultMessage: "Logistics & Finances" },
    icon: Banknote,
    offers: [
      {
        text: {
          id: "overview.quickLinks.reportsText",
          defaultMessage: "Budgets, deals and settlements.",
        },
        action: { id: "overview.quickLinks.viewReports", defaultMessage: "View Reports" },
        to: "/dashboard/logistics",
        needs: "GET /api/tours/:tourId/finance",
      },
      {
        text: {
          id: "overview.quickLinks.itineraryText",
          defaultMessage: "Travel, hotels and day sheets.",
        },
        action: { id: "overview.quickLinks.viewItinerary", defaultMessage: "View Itinerary" },
        to: "/dashboard/logistics",
        needs: "GET /api/tours/:tourId/itinerary",
      },
    ],
  },
  {
    title: { id: "app.nav.merchArt", defaultMessage: "Merch & Art" },
    icon: Palette,
    offers: [
      {
        text: {
          id: "overview.quickLinks.createDesignsText",
          defaultMessage: "Designs and products for the road.",
        },
        action: { id: "overview.quickLinks.createDesigns", defaultMessage: "Create Designs" },
        to: "/dashboard/merch",
        needs: "POST /api/merch/projects",
      },
      {
        text: {
          id: "overview.quickLinks.reviewDesignsText",
          defaultMessage: "Review the designs for the road.",
        },
        action: { id: "overview.quickLinks.reviewDesigns", defaultMessage: "Review Designs" },
        to: "/dashboard/merch",
        needs: "GET /api/merch/projects",
      },
      {
        text: {
          id: "overview.quickLinks.enterCountsText",
          defaultMessage: "The night's merch counts.",
        },
        action: { id: "overview.quickLinks.enterCounts", defaultMessage: "Enter Counts" },
        to: "/dashboard/merch",
        needs: "PUT /api/merch/shows/:showId/counts",
      },
    ],
  },
  {
    title: { id: "app.nav.marketingVirality", defaultMessage: "Marketing & Virality" },
    icon: Megaphone,
    offers: [
      {
        text: {
          id: "overview.quickLinks.launchCampaignText",
          defaultMessage: "Campaigns that fill the room.",
        },
        action: { id: "overview.quickLinks.launchCampaign", defaultMessage: "Launch Campaign" },
        to: "/dashboard/marketing",
        needs: "POST /api/campaigns",
      },
      {
        text: {
          id: "overview.quickLinks.viewCampaignsText",
          defaultMessage: "How the campaigns are doing.",
        },
        action: { id: "overview.quickLinks.viewCampaigns", defaultMessage: "View Campaigns" },
        to: "/dashboard/marketing",
        needs: "GET /api/campaigns",
      },
    ],
  },
];

export function QuickLinks() {
  const workspace = useWorkspace();
  const can = useCan();
  // The server renders the Overview before the role is known: the spec's cards until it is.
  const pick = (offers: readonly Offer[]) =>
    workspace.data ? offers.find((o) => can(o.needs)) : offers[0];
  const cards = CARDS.flatMap(({ title, icon, offers }) => {
    const offer = pick(offers);
    return offer ? [{ title, icon, ...offer }] : [];
  });
  return (
    <section
      aria-label={t({ id: "overview.quickLinks.label", defaultMessage: "Areas" })}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {cards.map(({ title, text, action, to, icon: Icon }) => (
        <Card key={title.id} className="flex flex-col">
          <CardHeader className="pb-3">
            <Icon className="mb-1 size-5 text-primary" aria-hidden="true" />
            <h2 className="text-base font-semibold leading-none tracking-tight">{t(title)}</h2>
            <CardDescription>{t(text)}</CardDescription>
          </CardHeader>
          <CardContent className="mt-auto">
            <Button asChild variant="outline" className="w-full">
              <Link to={to}>{t(action)}</Link>
            </Button>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

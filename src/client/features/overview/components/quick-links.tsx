import { Banknote, Handshake, type LucideIcon, Megaphone, Palette } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import type { RouteKey } from "@/domain/team/route-access";

/** What a card offers: `needs` is the route of the roles table the action is built on. */
interface Offer {
  text: string;
  action: string;
  to: string;
  needs: RouteKey;
}

/**
 * docs/product.md §2.5. Each card lists its offers, the spec's first (the managers'); a role
 * gets the first offer the roles table lets it open (ADR 0019), and a card with none is left
 * out — crew were offered "Launch Campaign" into "Your role … doesn't include marketing".
 */
const CARDS: { title: string; icon: LucideIcon; offers: readonly Offer[] }[] = [
  {
    // 'Manage Tours' opens the tour list, where shows are booked and reordered.
    title: "HCC Manager",
    icon: Handshake,
    offers: [
      {
        text: "Hold, challenge and confirm venues.",
        action: "Manage Tours",
        to: "/dashboard/tours",
        needs: "POST /api/tours",
      },
      {
        text: "Where each date stands.",
        action: "View Tours",
        to: "/dashboard/tours",
        needs: "GET /api/tours",
      },
    ],
  },
  {
    title: "Logistics & Finances",
    icon: Banknote,
    offers: [
      {
        text: "Budgets, deals and settlements.",
        action: "View Reports",
        to: "/dashboard/logistics",
        needs: "GET /api/tours/:tourId/finance",
      },
      {
        text: "Travel, hotels and day sheets.",
        action: "View Itinerary",
        to: "/dashboard/logistics",
        needs: "GET /api/tours/:tourId/itinerary",
      },
    ],
  },
  {
    title: "Merch & Art",
    icon: Palette,
    offers: [
      {
        text: "Designs and products for the road.",
        action: "Create Designs",
        to: "/dashboard/merch",
        needs: "POST /api/merch/projects",
      },
      {
        text: "Review the designs for the road.",
        action: "Review Designs",
        to: "/dashboard/merch",
        needs: "GET /api/merch/projects",
      },
      {
        text: "The night's merch counts.",
        action: "Enter Counts",
        to: "/dashboard/merch",
        needs: "PUT /api/merch/shows/:showId/counts",
      },
    ],
  },
  {
    title: "Marketing & Virality",
    icon: Megaphone,
    offers: [
      {
        text: "Campaigns that fill the room.",
        action: "Launch Campaign",
        to: "/dashboard/marketing",
        needs: "POST /api/campaigns",
      },
      {
        text: "How the campaigns are doing.",
        action: "View Campaigns",
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
    <section aria-label="Areas" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ title, text, action, to, icon: Icon }) => (
        <Card key={title} className="flex flex-col">
          <CardHeader className="pb-3">
            <Icon className="mb-1 size-5 text-primary" aria-hidden="true" />
            <h2 className="text-base font-semibold leading-none tracking-tight">{title}</h2>
            <CardDescription>{text}</CardDescription>
          </CardHeader>
          <CardContent className="mt-auto">
            <Button asChild variant="outline" className="w-full">
              <Link to={to}>{action}</Link>
            </Button>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

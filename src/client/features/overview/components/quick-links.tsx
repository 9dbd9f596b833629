import { Banknote, Handshake, type LucideIcon, Megaphone, Palette } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";

const LINKS: { title: string; text: string; action: string; to: string; icon: LucideIcon }[] = [
  // 'Manage Tours' opens the tour list, where shows are booked and reordered.
  {
    title: "HCC Manager",
    text: "Hold, challenge and confirm venues.",
    action: "Manage Tours",
    to: "/dashboard/tours",
    icon: Handshake,
  },
  {
    title: "Logistics & Finances",
    text: "Budgets, deals and settlements.",
    action: "View Reports",
    to: "/dashboard/logistics",
    icon: Banknote,
  },
  {
    title: "Merch & Art",
    text: "Designs and products for the road.",
    action: "Create Designs",
    to: "/dashboard/merch",
    icon: Palette,
  },
  {
    title: "Marketing & Virality",
    text: "Campaigns that fill the room.",
    action: "Launch Campaign",
    to: "/dashboard/marketing",
    icon: Megaphone,
  },
];

/** docs/product.md §2.5: the four link cards. */
export function QuickLinks() {
  return (
    <section aria-label="Areas" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {LINKS.map(({ title, text, action, to, icon: Icon }) => (
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

import { CalendarCheck, type LucideIcon, Megaphone, Receipt, Shirt } from "lucide-react";
import { sectionClass } from "./landing-links";
import { SectionHeading } from "./section-heading";

type Feature = { title: string; description: string; points: string[]; icon: LucideIcon };

const features: Feature[] = [
  {
    title: "Tour Management",
    description:
      "Place holds, challenge competing dates and confirm shows from one calendar. Every negotiation keeps its deadline, so no offer slips through the cracks.",
    points: ["1st, 2nd and 3rd holds", "Challenge deadlines", "One-click confirmations"],
    icon: CalendarCheck,
  },
  {
    title: "Logistics & Finance",
    description:
      "Track deals, expenses and nightly settlements next to your rider and travel plans. Know what every show really earned before you load out.",
    points: ["Guarantees and door deals", "Expenses and settlements", "Rider and day sheets"],
    icon: Receipt,
  },
  {
    title: "Merch & Design",
    description:
      "Run merch design projects from first sketch to final print, then manage products and stock for the road. See which shirt sells best in which city.",
    points: ["Design projects", "Products and sizes", "Stock per show"],
    icon: Shirt,
  },
  {
    title: "Marketing & Growth",
    description:
      "Plan campaigns around every announcement and on-sale, then follow the analytics to see what moves tickets. Grow your audience one city at a time.",
    points: ["Announcement campaigns", "Ticket and audience analytics", "City-by-city growth"],
    icon: Megaphone,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything your tour needs, in one place"
          description="Four workspaces that replace the spreadsheets, inbox threads and notes apps you juggle today."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, description, points, icon: Icon }) => (
            <li key={title} className="flex">
              <div className="flex w-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
                <div className="flex flex-col gap-3 p-6">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold leading-none tracking-tight">{title}</h3>
                  <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
                </div>
                <div className="mt-auto p-6 pt-0">
                  <ul className="space-y-1.5 border-t pt-4 text-sm">
                    {points.map((point) => (
                      <li key={point} className="flex items-center gap-2">
                        <span
                          className="size-1.5 shrink-0 rounded-full bg-primary"
                          aria-hidden="true"
                        />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

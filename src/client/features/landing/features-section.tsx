import { CalendarCheck, type LucideIcon, Megaphone, Receipt, Shirt } from "lucide-react";
import { type Message, t } from "@/client/i18n/t";
import { sectionClass } from "./landing-links";
import { SectionHeading } from "./section-heading";

type Feature = { title: Message; description: Message; points: Message[]; icon: LucideIcon };

const features: Feature[] = [
  {
    title: { id: "landing.features.tours.title", defaultMessage: "Tour Management" },
    description: {
      id: "landing.features.tours.description",
      defaultMessage:
        "Place holds, challenge competing dates and confirm shows from one calendar. Every negotiation keeps its deadline, so no offer slips through the cracks.",
    },
    points: [
      { id: "landing.features.tours.point1", defaultMessage: "1st, 2nd and 3rd holds" },
      { id: "landing.features.tours.point2", defaultMessage: "Challenge deadlines" },
      { id: "landing.features.tours.point3", defaultMessage: "One-click confirmations" },
    ],
    icon: CalendarCheck,
  },
  {
    title: { id: "landing.features.finance.title", defaultMessage: "Logistics & Finance" },
    description: {
      id: "landing.features.finance.description",
      defaultMessage:
        "Track deals, expenses and nightly settlements next to your rider and travel plans. Know what every show really earned before you load out.",
    },
    points: [
      { id: "landing.features.finance.point1", defaultMessage: "Guarantees and door deals" },
      { id: "landing.features.finance.point2", defaultMessage: "Expenses and settlements" },
      { id: "landing.features.finance.point3", defaultMessage: "Rider and day sheets" },
    ],
    icon: Receipt,
  },
  {
    title: { id: "landing.features.merch.title", defaultMessage: "Merch & Design" },
    description: {
      id: "landing.features.merch.description",
      defaultMessage:
        "Run merch design projects from first sketch to final print, then manage products and stock for the road. See which shirt sells best in which city.",
    },
    points: [
      { id: "landing.features.merch.point1", defaultMessage: "Design projects" },
      { id: "landing.features.merch.point2", defaultMessage: "Products and sizes" },
      { id: "landing.features.merch.point3", defaultMessage: "Stock per show" },
    ],
    icon: Shirt,
  },
  {
    title: { id: "landing.features.marketing.title", defaultMessage: "Marketing & Growth" },
    description: {
      id: "landing.features.marketing.description",
      defaultMessage:
        "Plan campaigns around every announcement and on-sale, then follow the analytics to see what moves tickets. Grow your audience one city at a time.",
    },
    points: [
      { id: "landing.features.marketing.point1", defaultMessage: "Announcement campaigns" },
      { id: "landing.features.marketing.point2", defaultMessage: "Ticket and audience analytics" },
      { id: "landing.features.marketing.point3", defaultMessage: "City-by-city growth" },
    ],
    icon: Megaphone,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="features-title"
          eyebrow={t({ id: "landing.nav.features", defaultMessage: "Features" })}
          title={t({
            id: "landing.features.title",
            defaultMessage: "Everything your tour needs, in one place",
          })}
          description={t({
            id: "landing.features.description",
            defaultMessage:
              "Four workspaces that replace the spreadsheets, inbox threads and notes apps you juggle today.",
          })}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, description, points, icon: Icon }) => (
            <li key={title.id} className="flex">
              <div className="flex w-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
                <div className="flex flex-col gap-3 p-6">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold leading-none tracking-tight">{t(title)}</h3>
                  <p className="text-sm leading-relaxed text-muted-foreground">{t(description)}</p>
                </div>
                <div className="mt-auto p-6 pt-0">
                  <ul className="space-y-1.5 border-t pt-4 text-sm">
                    {points.map((point) => (
                      <li key={point.id} className="flex items-center gap-2">
                        <span
                          className="size-1.5 shrink-0 rounded-full bg-primary"
                          aria-hidden="true"
                        />
                        {t(point)}
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

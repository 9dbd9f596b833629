import { Quote } from "lucide-react";
import { type Message, t } from "@/client/i18n/t";
import { sectionClass } from "./landing-links";
import { SectionHeading } from "./section-heading";

type Testimonial = { quote: Message; name: string; role: Message };

const testimonials: Testimonial[] = [
  {
    quote: {
      id: "landing.community.quote1",
      defaultMessage:
        "We planned our first tour in Tribe instead of a spreadsheet. Every deal and expense was tracked, and we came home profitable.",
    },
    name: "Maya R.",
    role: { id: "landing.community.role1", defaultMessage: "Singer-songwriter, Portland" },
  },
  {
    quote: {
      id: "landing.community.quote2",
      defaultMessage:
        "I used to dread challenging a hold. Now the deadline is right there and the promoter gets a clear answer. Venue negotiations finally feel calm.",
    },
    name: "Jonas K.",
    role: { id: "landing.community.role2", defaultMessage: "Drummer and band manager, Chicago" },
  },
  {
    quote: {
      id: "landing.community.quote3",
      defaultMessage:
        "Last spring we booked 5 shows. This year we played 20, with settlements and merch counts done every night before we left the venue.",
    },
    name: "Priya S.",
    role: { id: "landing.community.role3", defaultMessage: "Guitarist, The Lantern Lines" },
  },
];

export function CommunitySection() {
  return (
    <section id="community" aria-labelledby="community-title" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="community-title"
          eyebrow={t({ id: "landing.nav.community", defaultMessage: "Community" })}
          title={t({
            id: "landing.community.title",
            defaultMessage: "Loved by artists who book their own tours",
          })}
          description={t({
            id: "landing.community.description",
            defaultMessage:
              "Independent musicians use Tribe to play more shows and keep more of what they earn.",
          })}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name} className="flex">
              <figure className="flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <Quote className="size-6 text-primary" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 leading-relaxed">
                  <p>{t(item.quote)}</p>
                </blockquote>
                <figcaption className="mt-6 border-t pt-4">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted-foreground">{t(item.role)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

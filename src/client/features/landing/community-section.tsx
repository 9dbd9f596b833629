import { Quote } from "lucide-react";
import { sectionClass } from "./landing-links";
import { SectionHeading } from "./section-heading";

type Testimonial = { quote: string; name: string; role: string };

const testimonials: Testimonial[] = [
  {
    quote:
      "We planned our first tour in Tribe instead of a spreadsheet. Every deal and expense was tracked, and we came home profitable.",
    name: "Maya R.",
    role: "Singer-songwriter, Portland",
  },
  {
    quote:
      "I used to dread challenging a hold. Now the deadline is right there and the promoter gets a clear answer. Venue negotiations finally feel calm.",
    name: "Jonas K.",
    role: "Drummer and band manager, Chicago",
  },
  {
    quote:
      "Last spring we booked 5 shows. This year we played 20, with settlements and merch counts done every night before we left the venue.",
    name: "Priya S.",
    role: "Guitarist, The Lantern Lines",
  },
];

export function CommunitySection() {
  return (
    <section id="community" aria-labelledby="community-title" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="community-title"
          eyebrow="Community"
          title="Loved by artists who book their own tours"
          description="Independent musicians use Tribe to play more shows and keep more of what they earn."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name} className="flex">
              <figure className="flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <Quote className="size-6 text-primary" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 leading-relaxed">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t pt-4">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { clsx } from "clsx";
import { BadgeCheck, CalendarClock, Hourglass, type LucideIcon } from "lucide-react";
import { type Message, t } from "@/client/i18n/t";
import { sectionClass } from "./landing-links";
import { SectionHeading } from "./section-heading";

type Step = { title: Message; description: Message; icon: LucideIcon };

const steps: Step[] = [
  {
    title: { id: "landing.venues.step1.title", defaultMessage: "1. Place a hold" },
    description: {
      id: "landing.venues.step1.description",
      defaultMessage:
        "Ask a venue to pencil you in. Tribe records whether you are the 1st, 2nd or 3rd hold on the date and reminds you when it expires.",
    },
    icon: CalendarClock,
  },
  {
    title: { id: "landing.venues.step2.title", defaultMessage: "2. Challenge" },
    description: {
      id: "landing.venues.step2.description",
      defaultMessage:
        "Sitting on a 2nd or 3rd hold? Challenge the act above you. They get a clear deadline to confirm or release, and Tribe tracks the clock for you.",
    },
    icon: Hourglass,
  },
  {
    title: { id: "landing.venues.step3.title", defaultMessage: "3. Confirm" },
    description: {
      id: "landing.venues.step3.description",
      defaultMessage:
        "When the date is yours, confirm the deal. Guarantee, door split and rider move straight into logistics and finance, with no copy-pasting.",
    },
    icon: BadgeCheck,
  },
];

const ladder: { rank: number; note: Message; you: boolean }[] = [
  {
    rank: 1,
    note: { id: "landing.venues.ladder.challenged", defaultMessage: "Challenged, 48h to confirm" },
    you: false,
  },
  {
    rank: 2,
    note: { id: "landing.venues.ladder.movesUp", defaultMessage: "Moves up if they release" },
    you: true,
  },
  { rank: 3, note: { id: "landing.venues.ladder.waiting", defaultMessage: "Waiting" }, you: false },
];

export function VenuesSection() {
  return (
    <section id="venues" aria-labelledby="venues-title" className={clsx(sectionClass, "bg-muted")}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="venues-title"
          eyebrow={t({ id: "landing.nav.venues", defaultMessage: "Venues" })}
          title={t({
            id: "landing.venues.title",
            defaultMessage: "Hold, challenge, confirm, without the awkward emails",
          })}
          description={t({
            id: "landing.venues.description",
            defaultMessage:
              "Venues stack several holds on the same night. Tribe shows where you stand on every date and what to do next.",
          })}
        />
        <div className="mt-12 grid items-start gap-10 lg:grid-cols-2">
          <ol className="space-y-6">
            {steps.map(({ title, description, icon: Icon }) => (
              <li key={title.id} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold">{t(title)}</h3>
                  <p className="mt-1 text-muted-foreground">{t(description)}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
            <p className="text-sm text-muted-foreground">
              {t({ id: "landing.venues.exampleDate", defaultMessage: "Example date" })}
            </p>
            <p className="text-lg font-semibold">
              {t({
                id: "landing.venues.exampleShow",
                defaultMessage: "Sat, May 3 · The Echo Room, Portland",
              })}
            </p>
            <ol
              aria-label={t({ id: "landing.venues.holds", defaultMessage: "Holds on this date" })}
              className="mt-5 space-y-3"
            >
              {ladder.map((hold) => (
                <li
                  key={hold.rank}
                  className={clsx(
                    "flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border px-4 py-3",
                    hold.you && "border-primary bg-accent text-accent-foreground",
                  )}
                >
                  <span className="font-medium">
                    {t(
                      {
                        id: "landing.venues.ladder.hold",
                        defaultMessage:
                          "{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} hold: {you, select, yes {You} other {Another artist}}",
                      },
                      { rank: hold.rank, you: hold.you ? "yes" : "no" },
                    )}
                  </span>
                  <span className={clsx("text-sm", hold.you ? "" : "text-muted-foreground")}>
                    {t(hold.note)}
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-5 text-sm text-muted-foreground">
              {t({
                id: "landing.venues.expiry",
                defaultMessage:
                  "Holds usually expire after a few days, and a challenge gives the act above you 24 to 72 hours to decide. Tribe keeps every deadline in one calendar.",
              })}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The tickets schemas' refusals, one message each (issue 55): a zod option takes
 * `refusal(…)` or `{ error: () => say(…) }`, a check adds `say(…)`, all written at parse time.
 */
export const TICKETS_REFUSALS = {
  giveLeastTierS: {
    id: "tickets.validation.giveLeastTierS",
    defaultMessage: "Give at least one tier's count",
  },
  weekHasSevenDays: {
    id: "tickets.validation.weekHasSevenDays",
    defaultMessage: "A week has seven days",
  },
  dayWeekOnce: {
    id: "tickets.validation.dayWeekOnce",
    defaultMessage: "Each day of the week once",
  },
  sayWhomLink: { id: "tickets.validation.sayWhomLink", defaultMessage: "Say whom the link is for" },
  most120Characters: {
    id: "tickets.validation.most120Characters",
    defaultMessage: "At most 120 characters",
  },
  leastDay: { id: "tickets.validation.leastDay", defaultMessage: "At least a day" },
  dayWeek0Sunday: {
    id: "tickets.validation.dayWeek0Sunday",
    defaultMessage: "A day of the week is 0 (Sunday) to 6 (Saturday)",
  },
  sayWhetherCrewArtists: {
    id: "tickets.validation.sayWhetherCrewArtists",
    defaultMessage: "Say whether crew and artists see counts",
  },
  tierNameMax: {
    id: "tickets.validation.tierNameMax",
    defaultMessage: "A tier's name is at most {max} characters",
  },
  mostTiers: { id: "tickets.validation.mostTiers", defaultMessage: "At most {max} tiers" },
  eachTierOnce: { id: "tickets.validation.eachTierOnce", defaultMessage: "Each tier once" },
  mostDays: { id: "tickets.validation.mostDays", defaultMessage: "At most {max} days" },
  sold: { id: "tickets.validation.sold", defaultMessage: "Sold" },
  comps: { id: "tickets.validation.comps", defaultMessage: "Comps" },
  gross: { id: "tickets.validation.gross", defaultMessage: "Gross" },
};

import { z } from "zod";
import { refusal } from "../../i18n/zod-words";
import { type Money, toCents } from "../../money";
import { moneyInput } from "../../money-input";
import { numberInput } from "../../number-inputs";
import { DISTANCE_UNITS } from "./geo";

/**
 * The road budget's assumptions (issue 40; docs/product.md §18.4). The rules that turn them
 * and the route into money are in road-lines.ts: one line per leg, day and night.
 */
export interface RoadSettings {
  /** Miles per US gallon of the van. */
  milesPerGallon: number;
  fuelPricePerGallon: Money;
  /** Tolls typed for the whole tour, before tolls were typed per leg: still counted. */
  tollsTotal: Money;
  /** Tolls typed per leg, keyed `${fromShowId}:${toShowId}`: a different leg is a different road. */
  legTolls: Record<string, Money>;
  /** A flown leg's fare per person, keyed like tolls: the party flies it (docs/product.md §18.4). */
  legFares: Record<string, Money>;
  perDiem: Money;
  /** People drawing a per diem; null: the workspace's members (the touring party, ADR 0019). */
  partySize: number | null;
  hotelRatePerRoom: Money;
  rooms: number;
  /** Miles an hour on average: drive times and flags follow it. */
  averageMph: number;
  /** The manager's switch: the route's rows are in the tour's budget and ledger only when on. */
  inBudget: boolean;
}

export const DEFAULT_ROAD_SETTINGS: RoadSettings = {
  milesPerGallon: 14,
  fuelPricePerGallon: "3.60",
  tollsTotal: "0.00",
  legTolls: {},
  legFares: {},
  perDiem: "35.00",
  partySize: null,
  hotelRatePerRoom: "120.00",
  rooms: 2,
  averageMph: 55,
  inBudget: false,
};

/** Stored settings over the defaults: settings saved before a field existed get its default. */
export const roadSettingsOf = (stored: Partial<RoadSettings> | null | undefined): RoadSettings => ({
  ...DEFAULT_ROAD_SETTINGS,
  ...(stored ?? {}),
});

/** An amount within what a road budget can mean: above `max` is a typing slip, not a price. */
const moneyField = (label: string, { positive = false, max }: { positive?: boolean; max: Money }) =>
  moneyInput(label)
    .refine((v) => !positive || toCents(v) > 0, `${label} must be more than 0`)
    .refine((v) => toCents(v) <= toCents(max), `${label} must be at most ${max}`);

const whole = (label: string, min: number, max: number) =>
  numberInput(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A leg's key: the two shows it joins. */
const LEG_KEY = new RegExp(`^${UUID}:${UUID}$`, "i");
export const legKey = (fromShowId: string, toShowId: string) => `${fromShowId}:${toShowId}`;
const DATE_KEY = /^(per-diems|hotels):(\d{4}-\d{2}-\d{2})$/;
/** A road line's key (road-lines.ts), as a typed row may carry it: anything else is refused. */
export function isRoadKey(key: string): boolean {
  if (key === "tolls:tour") return true;
  const leg = /^(fuel|tolls|flight):(.*)$/.exec(key);
  if (leg) return LEG_KEY.test(leg[2]!);
  const day = DATE_KEY.exec(key);
  if (!day) return false;
  const ms = Date.parse(`${day[2]}T00:00:00Z`);
  // "2099-02-30" is no day: a date that does not come back as itself is refused.
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day[2]!);
}

/** More legs than a tour of a year of shows has is not a route. */
const MAX_LEGS = 1000;

/** Amounts by leg, as the form sends them: an empty field is none, and zero is not kept. */
const byLeg = (label: string, max: Money) =>
  z
    .preprocess(
      // A leg left empty in the form has no amount.
      (v) =>
        v && typeof v === "object" && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== "" && x != null))
          : v,
      z.record(
        z.string().regex(
          LEG_KEY,
          refusal({
            id: "tours.roadCosts.legTwoTourSShows",
            defaultMessage: "A leg is two of the tour's shows",
          }),
        ),
        moneyField(label, { max }),
        {
          error: `${label} per leg must be amounts by leg`,
        },
      ),
    )
    .refine((r) => Object.keys(r).length <= MAX_LEGS, `At most ${MAX_LEGS} legs`)
    .transform((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => toCents(v) > 0)))
    .default({});

/** Zero, negative or absurd figures are refused with the field named (issue 40, item 6). */
export const roadSettingsSchema = z.object({
  milesPerGallon: numberInput({
    id: "tours.field.milesPerGallon",
    defaultMessage: "Miles per gallon",
  }).pipe(
    z
      .number()
      .gt(
        0,
        refusal({
          id: "tours.roadCosts.milesPerGallonMore0",
          defaultMessage: "Miles per gallon must be more than 0",
        }),
      )
      .max(
        100,
        refusal({
          id: "tours.roadCosts.milesPerGallonMost100",
          defaultMessage: "Miles per gallon must be at most 100",
        }),
      ),
  ),
  fuelPricePerGallon: moneyField("Fuel price", { positive: true, max: "50.00" }),
  tollsTotal: moneyField("Tolls", { max: "100000.00" }).default("0.00"),
  legTolls: byLeg("Tolls", "10000.00"),
  // A seat across the world in business class is under $20,000: more is a typing slip.
  legFares: byLeg("Flight fare", "20000.00"),
  perDiem: moneyField("Per diem", { max: "1000.00" }),
  // Empty: the team's members.
  partySize: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    whole("Party size", 1, 100).nullable(),
  ),
  hotelRatePerRoom: moneyField("Hotel rate", { max: "5000.00" }),
  rooms: whole("Rooms", 0, 50),
  averageMph: whole("Average speed", 20, 80),
  inBudget: z
    .boolean(
      refusal({
        id: "tours.roadCosts.budgetTrueFalse",
        defaultMessage: "In the budget must be true or false",
      }),
    )
    .default(false),
});

/** The road settings form and its API answer: the assumptions and the workspace's unit. */
export const routeSettingsSchema = roadSettingsSchema.extend({
  unit: z.enum(
    DISTANCE_UNITS,
    refusal({
      id: "tours.roadCosts.chooseMilesKilometres",
      defaultMessage: "Choose miles or kilometres",
    }),
  ),
});
export type RouteSettingsValues = z.input<typeof routeSettingsSchema>;

export const ROAD_KINDS = ["fuel", "tolls", "flight", "per-diems", "hotels"] as const;
export type RoadKind = (typeof ROAD_KINDS)[number];

/** One anticipated amount of the road, for one leg, day or night (road-lines.ts). */
export interface RoadLine {
  /** Which leg or day: `fuel:<from>:<to>`, `tolls:<from>:<to>`, `flight:<from>:<to>`, `tolls:tour`, `per-diems:<date>`, `hotels:<date>`. */
  key: string;
  kind: RoadKind;
  /** The show a leg drives to; null for a day or night of the tour. */
  showId: string | null;
  date: string | null;
  label: string;
  cents: number;
}

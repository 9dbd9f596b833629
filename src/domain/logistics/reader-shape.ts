import { withHidden } from "../hidden";
import type { ShowMoney } from "../tours/show-money";
import type { AdvanceLinkRow } from "./advance-links";
import { type AdvanceItem, isMoneySection } from "./advances";
import type { ItineraryDay, Lodging, TravelLeg } from "./itinerary";
import { isManagersFile, type ShowFile, type ShowFileKind } from "./show-files";

/**
 * The road as a reader may see it (issue 34): everyone sees where and when, only managers see
 * what a flight or a room costs or what the show pays (domain/hidden.ts).
 */
const legFor = (sees: boolean, leg: TravelLeg) => withHidden(sees, leg, ["cost"]);
const lodgingFor = (sees: boolean, stay: Lodging) => withHidden(sees, stay, ["cost"]);

export type ShownTravelLeg = ReturnType<typeof legFor>;
export type ShownLodging = ReturnType<typeof lodgingFor>;

export function itineraryFor(
  sees: boolean,
  itinerary: { days: ItineraryDay[]; legs: TravelLeg[]; lodgings: Lodging[] },
) {
  const legs = (list: readonly TravelLeg[]) => list.map((l) => legFor(sees, l));
  const stays = (list: readonly Lodging[]) => list.map((s) => lodgingFor(sees, s));
  return {
    days: itinerary.days.map((d) => ({ ...d, legs: legs(d.legs), lodgings: stays(d.lodgings) })),
    legs: legs(itinerary.legs),
    lodgings: stays(itinerary.lodgings),
  };
}

/** A day sheet: the show's money, the legs' and the rooms' costs are the managers'. */
export function daySheetFor<Show extends { showMoney: ShowMoney }, Rest extends object>(
  sees: boolean,
  sheet: Rest & {
    show: Show;
    legs: TravelLeg[];
    lodgings: Lodging[];
    advance: AdvanceItem[];
    files: ShowFile[];
  },
) {
  const { show, legs, lodgings, advance, files, ...rest } = sheet;
  return {
    ...(rest as Omit<Rest, "show" | "legs" | "lodgings" | "advance" | "files">),
    // Settlement answers are money; contracts the managers' (issue 38).
    advance: advance.map((item) =>
      withHidden(sees || !isMoneySection(item.section), item, ["agreed", "proposed"]),
    ),
    files: sees ? files : files.filter((f) => !isManagersFile(f.kind)),
    show: withHidden(sees, show, ["showMoney"]),
    legs: legs.map((l) => legFor(sees, l)),
    lodgings: lodgings.map((s) => lodgingFor(sees, s)),
  };
}

/**
 * A show's advance (issue 38): settlement answers are money, the links and contracts the
 * managers' business. Crew and artists get the same keys with the marker in their place, and
 * no contract in the file list.
 */
export function advanceFor<
  Item extends AdvanceItem,
  File extends { kind: ShowFileKind },
  Rest extends object,
>(sees: boolean, advance: Rest & { items: Item[]; files: File[]; links: AdvanceLinkRow[] }) {
  const { items, files, links, ...rest } = advance;
  return {
    ...(rest as Omit<Rest, "items" | "files" | "links">),
    items: items.map((item) =>
      withHidden(sees || !isMoneySection(item.section), item, ["agreed", "proposed"]),
    ),
    files: sees ? files : files.filter((f) => !isManagersFile(f.kind)),
    links: withHidden(sees, { links }, ["links"]).links,
  };
}

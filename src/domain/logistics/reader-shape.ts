import type { CurrencyCode } from "../currency";
import { withHidden } from "../hidden";
import type { ShowMoney } from "../tours/show-money";
import type { AdvanceLinkRow } from "./advance-links";
import { type AdvanceItem, type AdvanceSection, isMoneySection } from "./advances";
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
  itinerary: { days: ItineraryDay[]; legs: TravelLeg[]; lodgings: Lodging[]; home: CurrencyCode },
) {
  const legs = (list: readonly TravelLeg[]) => list.map((l) => legFor(sees, l));
  const stays = (list: readonly Lodging[]) => list.map((s) => lodgingFor(sees, s));
  return {
    days: itinerary.days.map((d) => ({ ...d, legs: legs(d.legs), lodgings: stays(d.lodgings) })),
    legs: legs(itinerary.legs),
    lodgings: stays(itinerary.lodgings),
    // The workspace's home currency (not secret, like its rates): a new booking starts in it.
    home: itinerary.home,
  };
}

/**
 * The advance's lines on a day sheet, on screen and in its PDF alike: settlement answers are
 * money, so a crew member's or an artist's sheet leaves them out — the screen read "Who
 * settles: Hidden" where the PDF printed nothing. (The advance page itself keeps the
 * questions with the hidden marker: it is where each question's state is followed.)
 */
export const daySheetAdvanceFor = <Item extends { section: AdvanceSection }>(
  sees: boolean,
  items: readonly Item[],
): Item[] => items.filter((item) => sees || !isMoneySection(item.section));

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
    // Settlement answers are money, left out; contracts the managers' (issue 38).
    advance: daySheetAdvanceFor(sees, advance),
    files: sees ? files : files.filter((f) => !isManagersFile(f.kind)),
    show: withHidden(sees, show, ["showMoney"]),
    legs: legs.map((l) => legFor(sees, l)),
    lodgings: lodgings.map((s) => lodgingFor(sees, s)),
  };
}

/** Who reads a guest list: their id, and whether they run it (owners and managers). */
export interface GuestListReader {
  userId: string;
  manages: boolean;
}

/**
 * A guest as this reader may see them (issue 35): how to reach a guest is the business of
 * those who run the list and of the member who asked for that guest, not of the whole crew.
 * Everyone else gets the marker in `contact`; who asked (`requestedBy`, an id) is only read
 * here and never sent.
 */
export function guestFor<G extends { requestedBy: string | null; contact: string | null }>(
  reader: GuestListReader,
  guest: G,
) {
  const { requestedBy, ...rest } = guest;
  const sees = reader.manages || (requestedBy !== null && requestedBy === reader.userId);
  return withHidden(sees, rest as Omit<G, "requestedBy"> & Pick<G, "contact">, ["contact"]);
}

/** The whole list for this reader: every guest through `guestFor`. */
export function guestListFor<
  G extends { requestedBy: string | null; contact: string | null },
  L extends { guests: G[] },
>(reader: GuestListReader, list: L) {
  return { ...list, guests: list.guests.map((g) => guestFor(reader, g)) };
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

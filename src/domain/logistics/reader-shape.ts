import {
  type AnswerFields,
  type Audience,
  type ClassifiedBy,
  mayRead,
  type Shaped,
  shapeFor,
} from "../audience";
import type { CurrencyCode } from "../currencies/currency";
import type { ShowMoney } from "../tours/show-money";
import type { AdvanceLinkRow } from "./advance-links";
import { type AdvanceItem, type AdvanceSection, isMoneySection } from "./advances";
import type { ItineraryDay, Lodging, TravelLeg } from "./itinerary";
import { isManagersFile, type ShowFile, type ShowFileKind } from "./show-files";

/**
 * The road as a reader may see it (issues 34, 48): everyone sees where and when, only
 * managers see what a flight or a room costs or what the show pays. One table per answer
 * (domain/audience.ts); a field holding a nested answer is "everyone" here and shaped by
 * that answer's own table below.
 */
const LEG_FIELDS = {
  id: "everyone",
  mode: "everyone",
  fromPlace: "everyone",
  toPlace: "everyone",
  departureAt: "everyone",
  departureTz: "everyone",
  arrivalAt: "everyone",
  arrivalTz: "everyone",
  carrier: "everyone",
  number: "everyone",
  confirmationCode: "everyone",
  cost: "money",
  currency: "everyone",
  // Who travels (issue 54): names, not money; a reader who is not a manager gets only the
  // legs they are on (travelFor, in the query), so the names are of their own fellows.
  passengers: "everyone",
} as const satisfies AnswerFields<TravelLeg>;

const LODGING_FIELDS = {
  id: "everyone",
  name: "everyone",
  address: "everyone",
  checkIn: "everyone",
  checkOut: "everyone",
  confirmationCode: "everyone",
  cost: "money",
  currency: "everyone",
  rooms: "everyone",
  // Who sleeps where (issue 54): a reader who is not a manager gets only their own room
  // (travelFor, in the query).
  roomList: "everyone",
} as const satisfies AnswerFields<Lodging>;

const DAY_FIELDS = {
  date: "everyone",
  shows: "everyone",
  legs: "everyone",
  lodgings: "everyone",
} as const satisfies AnswerFields<ItineraryDay>;

const legFor = (sees: boolean, leg: TravelLeg) => shapeFor(sees, LEG_FIELDS, leg);
const lodgingFor = (sees: boolean, stay: Lodging) => shapeFor(sees, LODGING_FIELDS, stay);

export type ShownTravelLeg = Shaped<TravelLeg, typeof LEG_FIELDS>;
export type ShownLodging = Shaped<Lodging, typeof LODGING_FIELDS>;

export function itineraryFor(
  sees: boolean,
  itinerary: { days: ItineraryDay[]; legs: TravelLeg[]; lodgings: Lodging[]; home: CurrencyCode },
) {
  const legs = (list: readonly TravelLeg[]) => list.map((l) => legFor(sees, l));
  const stays = (list: readonly Lodging[]) => list.map((s) => lodgingFor(sees, s));
  return {
    days: itinerary.days.map((d) => ({
      ...shapeFor(sees, DAY_FIELDS, d),
      legs: legs(d.legs),
      lodgings: stays(d.lodgings),
    })),
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
const daySheetAdvanceFor = <Item extends { section: AdvanceSection }>(
  sees: boolean,
  items: readonly Item[],
): Item[] => items.filter((item) => sees || !isMoneySection(item.section));

/** An advance item's fields; a settlement answer is money (issue 38), so its values are. */
const ADVANCE_ITEM_FIELDS = {
  key: "everyone",
  section: "everyone",
  label: "everyone",
  kind: "everyone",
  state: "everyone",
  agreed: "everyone",
  proposed: "everyone",
  answeredBy: "everyone",
  // A day-sheet time changed after the venue agreed it (issue 47): times, everyone's.
  change: "everyone",
} as const satisfies AnswerFields<AdvanceItem>;
const MONEY_ADVANCE_ITEM_FIELDS = {
  ...ADVANCE_ITEM_FIELDS,
  agreed: "money",
  proposed: "money",
  change: "money",
} as const satisfies AnswerFields<AdvanceItem>;

const advanceItemFor = (sees: boolean, item: AdvanceItem) =>
  isMoneySection(item.section)
    ? shapeFor(sees, MONEY_ADVANCE_ITEM_FIELDS, item)
    : shapeFor(sees, ADVANCE_ITEM_FIELDS, item);

const SHOW_FILE_FIELDS = {
  id: "everyone",
  kind: "everyone",
  fileName: "everyone",
  contentType: "everyone",
  sizeBytes: "everyone",
  uploadedBy: "everyone",
  createdAt: "everyone",
} as const satisfies AnswerFields<ShowFile>;

/** Who reads a show's file at all: contracts carry the deal, the managers' (issue 38). */
const fileAudience = (kind: ShowFileKind): Audience =>
  isManagersFile(kind) ? "managers" : "everyone";

/** Whether a reader gets a show's file at all: in its list and by its address alike. */
export const readsShowFile = (sees: boolean, kind: ShowFileKind) =>
  mayRead(fileAudience(kind), sees);

const filesFor = (sees: boolean, files: readonly ShowFile[]) =>
  files.filter((f) => readsShowFile(sees, f.kind)).map((f) => shapeFor(sees, SHOW_FILE_FIELDS, f));

/** The show as a day sheet carries it (server queries/logistics/day-sheets.ts). */
interface DaySheetShow {
  id: string;
  tourId: string;
  tourTitle: string;
  performanceDate: string | null;
  venueName: string;
  city: string;
  state: string;
  capacity: number | null;
  showMoney: ShowMoney;
}
const DAY_SHEET_SHOW_FIELDS = {
  id: "everyone",
  tourId: "everyone",
  tourTitle: "everyone",
  performanceDate: "everyone",
  venueName: "everyone",
  city: "everyone",
  state: "everyone",
  capacity: "everyone",
  showMoney: "money",
} as const satisfies AnswerFields<DaySheetShow>;

/** A day sheet: the times, contacts and door figures are everyone's; the money is not. */
const DAY_SHEET_FIELDS = {
  show: "everyone",
  contacts: "everyone",
  sheet: "everyone",
  legs: "everyone",
  lodgings: "everyone",
  guestList: "everyone",
  advance: "everyone",
  files: "everyone",
} as const;

/** A day sheet: the show's money, the legs' and the rooms' costs are the managers'. */
export function daySheetFor<
  Show extends { [K in keyof typeof DAY_SHEET_SHOW_FIELDS]?: unknown },
  Sheet extends {
    show: ClassifiedBy<typeof DAY_SHEET_SHOW_FIELDS, Show>;
    legs: TravelLeg[];
    lodgings: Lodging[];
    advance: AdvanceItem[];
    files: ShowFile[];
  },
>(sees: boolean, sheet: ClassifiedBy<typeof DAY_SHEET_FIELDS, Sheet>) {
  return {
    ...shapeFor<Sheet, typeof DAY_SHEET_FIELDS>(sees, DAY_SHEET_FIELDS, sheet),
    // Settlement answers are money, left out as in the PDF (issue 47); contracts the managers'
    // (issue 38). What is left is shaped by its table all the same.
    advance: daySheetAdvanceFor(sees, sheet.advance).map((item) => advanceItemFor(sees, item)),
    files: filesFor(sees, sheet.files),
    show: shapeFor<Show, typeof DAY_SHEET_SHOW_FIELDS>(sees, DAY_SHEET_SHOW_FIELDS, sheet.show),
    legs: sheet.legs.map((l) => legFor(sees, l)),
    lodgings: sheet.lodgings.map((s) => lodgingFor(sees, s)),
  };
}

/** Who reads a guest list: their id, and whether they run it (owners and managers). */
export interface GuestListReader {
  userId: string;
  manages: boolean;
}

/**
 * A guest as the list answers it (server queries/logistics/guest-lists.ts). How to reach a
 * guest is the business of those who run the list and of the member who asked for that
 * guest (issue 35): the "managers" audience, widened for that member by `guestFor`.
 */
const GUEST_FIELDS = {
  id: "everyone",
  name: "everyone",
  plusOnes: "everyone",
  affiliation: "everyone",
  passType: "everyone",
  contact: "managers",
  notes: "everyone",
  status: "everyone",
  checkedIn: "everyone",
  checkedInAt: "everyone",
  requestedByName: "everyone",
  decidedByName: "everyone",
  overrideByName: "everyone",
  overrideReason: "everyone",
} as const;
type GuestRow = { [K in keyof typeof GUEST_FIELDS]?: unknown } & { requestedBy: string | null };
type ClassifiedGuest<G> = ClassifiedBy<typeof GUEST_FIELDS & { requestedBy: "never sent" }, G>;

/**
 * A guest as this reader may see them. Who asked (`requestedBy`, an id) is only read here
 * and never sent: it is not in the table.
 */
export function guestFor<G extends GuestRow>(reader: GuestListReader, guest: ClassifiedGuest<G>) {
  const { requestedBy } = guest;
  const sees = reader.manages || (requestedBy !== null && requestedBy === reader.userId);
  return shapeFor<Omit<G, "requestedBy">, typeof GUEST_FIELDS>(sees, GUEST_FIELDS, guest);
}

/** The whole list for this reader: every guest through `guestFor`. */
export function guestListFor<G extends GuestRow, L extends { guests: unknown[] }>(
  reader: GuestListReader,
  list: L & { guests: ClassifiedGuest<G>[] },
) {
  const { guests, ...rest } = list;
  const shaped = (guests as ClassifiedGuest<G>[]).map((g) => guestFor<G>(reader, g));
  return { ...(rest as Omit<L, "guests">), guests: shaped };
}

/**
 * A show's advance (issue 38): settlement answers are money, the links and contracts the
 * managers' business. Crew and artists get the same keys with the marker in their place, and
 * no contract in the file list.
 */
const SHOW_ADVANCE_FIELDS = {
  // Which show it is (venue, city, date, tour): the page's heading, everyone's (issue 47).
  show: "everyone",
  items: "everyone",
  progress: "everyone",
  links: "managers",
  files: "everyone",
} as const;

export function advanceFor<
  Advance extends {
    items: AdvanceItem[];
    files: ShowFile[];
    links: AdvanceLinkRow[];
  },
>(sees: boolean, advance: ClassifiedBy<typeof SHOW_ADVANCE_FIELDS, Advance>) {
  return {
    ...shapeFor<Advance, typeof SHOW_ADVANCE_FIELDS>(sees, SHOW_ADVANCE_FIELDS, advance),
    items: advance.items.map((item) => advanceItemFor(sees, item)),
    files: filesFor(sees, advance.files),
  };
}

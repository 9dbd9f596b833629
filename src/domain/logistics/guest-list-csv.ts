import { csvFile } from "../exports";
import { byLastName, ticketsOf } from "./guest-list-rules";
import { PASS_TYPE_LABELS, type PassType } from "./guest-lists";

/**
 * The box office's list: approved guests only (a request nobody approved is not let in),
 * sorted by last name. Cells go through the project's CSV writer, which neutralises
 * formulas (ADR 0004): a guest named "=HYPERLINK(…)" stays text in a spreadsheet. Its header
 * and passes are English whoever downloads it: a file handed on, not a screen.
 */
export interface BoxOfficeGuest {
  name: string;
  plusOnes: number;
  passType: PassType;
  affiliation: string | null;
  status: string;
  checkedIn: number;
  requestedByName: string;
  notes: string | null;
}

export const boxOfficeGuests = <T extends BoxOfficeGuest>(guests: readonly T[]) =>
  byLastName(guests.filter((g) => g.status === "approved"));

const HEADER = [
  "Name",
  "Tickets",
  "+N",
  "Pass",
  "Affiliation",
  "Checked in",
  "Requested by",
  "Notes",
];

export function guestListCsv(guests: readonly BoxOfficeGuest[]): string {
  const rows = boxOfficeGuests(guests).map((g) => [
    g.name,
    ticketsOf(g),
    g.plusOnes,
    PASS_TYPE_LABELS[g.passType].defaultMessage,
    g.affiliation ?? "",
    g.checkedIn,
    g.requestedByName,
    g.notes ?? "",
  ]);
  return csvFile([HEADER, ...rows]);
}

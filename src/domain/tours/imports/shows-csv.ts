import { csvRecord } from "../../exports";
import { negotiationStatusLabel } from "../../negotiations/negotiations";

/** One show as the shows CSV writes it: the columns the import recognises, so it reads back. */
export interface ShowCsvRow {
  tourTitle: string;
  date: string | null;
  venueName: string | null;
  city: string | null;
  state: string | null;
  capacity: number | null;
  fee: string | null;
  status: string;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  notes: string | null;
}

const SHOWS_CSV_HEADER = [
  "Tour",
  "Date",
  "Venue",
  "City",
  "State",
  "Capacity",
  "Fee",
  "Status",
  "Contact",
  "Phone",
  "Email",
  "Notes",
] as const;

/**
 * Every show of the account, one per line: dates ISO, fees exact decimal text, every cell
 * quoted and formula-like text neutralised (ADR 0004), like the tours CSV. The header names
 * are the import's own, so this file imports back to the same shows (ADR 0016).
 */
function showCsvLine(s: ShowCsvRow): string {
  return csvRecord([
    s.tourTitle,
    s.date ?? "",
    s.venueName ?? "",
    s.city ?? "",
    s.state ?? "",
    s.capacity === null ? "" : String(s.capacity),
    s.fee ?? "0.00",
    negotiationStatusLabel(s.status),
    s.contactName ?? "",
    s.contactPhone ?? "",
    s.contactEmail ?? "",
    s.notes ?? "",
  ]);
}

const showsCsvHeaderLine = () => csvRecord(SHOWS_CSV_HEADER);

export function showsToCsv(shows: readonly ShowCsvRow[]): string {
  return [showsCsvHeaderLine(), ...shows.map(showCsvLine)].join("");
}

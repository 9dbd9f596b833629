import type { CalendarDate } from "../tour-timing";

/**
 * Every IANA time zone the runtime knows, sorted, with UTC and any `extra` zone (a saved leg's
 * zone, the browser's: an older alias such as Asia/Calcutta is not in the canonical list).
 */
export function allTimeZones(extra: readonly string[] = []): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, "UTC", ...extra.filter(Boolean)])].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Names a browser or an old setting may give Coordinated Universal Time by. */
const UTC_ALIASES = new Set([
  "etc/utc",
  "etc/uct",
  "etc/gmt",
  "etc/gmt0",
  "etc/gmt+0",
  "etc/gmt-0",
  "etc/universal",
  "etc/zulu",
  "gmt",
  "uct",
  "universal",
  "zulu",
]);

/**
 * One name for UTC (issue 47): a browser in UTC says "UTC" or "Etc/UTC", and neither is in
 * the runtime's canonical list, which a list then replaced by its first entry,
 * "Africa/Abidjan". Every other zone is kept as given.
 */
export const plainZone = (zone: string) => (UTC_ALIASES.has(zone.toLowerCase()) ? "UTC" : zone);

/** "America/New_York" → "America/New York": how a zone reads in a list. */
export const timeZoneLabel = (zone: string) => zone.replace(/_/g, " ");

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s/_,-]+/)
    .filter(Boolean);

/**
 * The zones whose name holds every word typed, in any order and case: "new york", "york",
 * "europe ber" and "los_angeles" all find theirs. An empty search lists every zone.
 */
export function searchTimeZones(zones: readonly string[], query: string): string[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/[/_-]+/g, " ");
    return wanted.every((w) => name.includes(w));
  });
}

/**
 * The zone most of a US state or Canadian province keeps (a venue stores its state, not its
 * zone). States split between zones get their larger part; the form lets anyone change it.
 */
const REGION_ZONES: Record<string, string> = {
  ...Object.fromEntries(
    "CT DE DC FL GA KY ME MD MA NH NJ NY NC OH PA RI SC VT VA WV"
      .split(" ")
      .map((s) => [s, "America/New_York"]),
  ),
  ...Object.fromEntries(
    "AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI".split(" ").map((s) => [s, "America/Chicago"]),
  ),
  ...Object.fromEntries("CO MT NM UT WY".split(" ").map((s) => [s, "America/Denver"])),
  ...Object.fromEntries("CA NV OR WA".split(" ").map((s) => [s, "America/Los_Angeles"])),
  MI: "America/Detroit",
  IN: "America/Indianapolis",
  ID: "America/Boise",
  AZ: "America/Phoenix",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
  ON: "America/Toronto",
  QC: "America/Toronto",
  BC: "America/Vancouver",
  AB: "America/Edmonton",
  MB: "America/Winnipeg",
  SK: "America/Regina",
  NS: "America/Halifax",
  NB: "America/Moncton",
  PE: "America/Halifax",
  NL: "America/St_Johns",
  YT: "America/Whitehorse",
  NT: "America/Edmonton",
  NU: "America/Iqaluit",
};

export function zoneOfRegion(state: string | null | undefined): string | null {
  return REGION_ZONES[(state ?? "").trim().toUpperCase()] ?? null;
}

/**
 * Where a new travel leg's times are most likely local: the venue of the tour's next show
 * (from `today`; the last show once the tour is over), when its zone is known; else the
 * browser's own zone.
 */
export function defaultLegZone(
  shows: readonly { performanceDate: CalendarDate | null; state: string | null }[],
  today: CalendarDate,
  browserZone: string,
): string {
  const dated = shows
    .filter(
      (s): s is { performanceDate: CalendarDate; state: string | null } => !!s.performanceDate,
    )
    .sort((a, b) => a.performanceDate.localeCompare(b.performanceDate));
  const next = dated.find((s) => s.performanceDate >= today) ?? dated.at(-1);
  return zoneOfRegion(next?.state) ?? browserZone;
}

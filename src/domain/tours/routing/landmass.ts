/**
 * Which road network a place is on (issue 40; docs/product.md §18.2): two shows on different
 * ones cannot be driven between, however many days apart they are, so the leg is flown.
 * A network is the land a van reaches by road or by a scheduled car ferry or tunnel: Great
 * Britain and Ireland drive to France (Channel Tunnel, ferries), Spain to Morocco (Strait of
 * Gibraltar), Canada and Mexico to the US. Alaska drives to the lower 48 through Canada;
 * Hawaii does not, so it is a network of its own. Distance within a network is still judged
 * by the drive hours (route.ts): Lisbon → Beijing is one network but no tour drives it.
 */

const NETWORKS: Record<string, readonly string[]> = {
  // North and Central America: the Darién Gap has no road, so Panama ends it.
  "north-america": ["US", "CA", "MX", "GT", "BZ", "SV", "HN", "NI", "CR", "PA"],
  "south-america": ["CO", "VE", "EC", "PE", "BO", "BR", "PY", "UY", "AR", "CL", "GY", "SR"],
  // Europe, mainland Asia and Africa are one land; the islands tours drive to are on it.
  "afro-eurasia": [
    ...["GB", "IE", "FR", "BE", "NL", "LU", "DE", "CH", "AT", "LI", "IT", "SM", "VA", "MC"],
    ...["ES", "PT", "AD", "MT", "DK", "NO", "SE", "FI", "EE", "LV", "LT", "PL", "CZ", "SK"],
    ...["HU", "SI", "HR", "BA", "RS", "ME", "MK", "AL", "GR", "BG", "RO", "MD", "UA", "BY"],
    ...["RU", "TR", "GE", "AM", "AZ", "KZ", "UZ", "IL", "JO", "LB", "SA", "AE", "QA", "OM"],
    ...["IN", "PK", "NP", "BD", "CN", "HK", "MO", "MN", "TH", "MY", "SG", "VN", "KH", "LA"],
    ...["MA", "DZ", "TN", "EG", "ZA", "NA", "BW", "KE", "TZ", "NG", "GH", "SN", "CI", "ET"],
  ],
};

/**
 * Countries that are islands of their own for a touring party (no car ferry a tour uses):
 * each is its own network. Cyprus, Iceland and South Korea are here: Iceland's one ferry
 * takes two days, and South Korea's only land border is closed.
 */
const ISLANDS = [
  ...["AU", "NZ", "JP", "KR", "TW", "PH", "ID", "LK", "IS", "CY", "MG", "MU", "MV", "FJ"],
  ...["CU", "JM", "DO", "HT", "PR", "BS", "BB", "TT"],
];

const BY_COUNTRY = new Map<string, string>([
  ...Object.entries(NETWORKS).flatMap(([net, codes]) => codes.map((c) => [c, net] as const)),
  ...ISLANDS.map((c) => [c, c] as const),
]);

/**
 * The road network of a country (ISO 3166-1 alpha-2) and, in the US, a state; null when the
 * table does not know the country: then only the drive hours judge the leg.
 */
function roadNetwork(country: string, state = ""): string | null {
  const c = country.trim().toUpperCase();
  if (c === "US" && state.trim().toUpperCase() === "HI") return "US-HI";
  return BY_COUNTRY.get(c) ?? null;
}

/** Whether no road joins two places: both networks known, and different. */
export function noRoadBetween(
  a: { country: string; state?: string },
  b: { country: string; state?: string },
): boolean {
  const from = roadNetwork(a.country, a.state);
  const to = roadNetwork(b.country, b.state);
  return from !== null && to !== null && from !== to;
}

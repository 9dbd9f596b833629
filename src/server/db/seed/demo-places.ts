/**
 * What a tour manager would find on the road in each of the demo's cities (issue 36: every
 * hotel was "<City> Downtown Inn, 20 Station Road" and every booking code counted up). The
 * hotels are made up; their streets are the city's own. Codes are drawn from a hash of what
 * they book, so the demo stays the same for the same day and no two look alike.
 */
// biome-ignore format: a table reads best one row per line
const HOTELS: Record<string, readonly [name: string, address: string]> = {
  "Nashville, TN": ["The Cumberland House Hotel", "1512 Division Street, Nashville, TN 37203"],
  "Seattle, WA": ["Pike & Pine Lodge", "1423 Pike Street, Seattle, WA 98101"],
  "Austin, TX": ["Congress Avenue Inn", "604 Congress Avenue, Austin, TX 78701"],
  "Denver, CO": ["The Larimer Hotel", "1427 Larimer Street, Denver, CO 80202"],
  "Chicago, IL": ["Wicker Park Suites", "1541 N Milwaukee Avenue, Chicago, IL 60622"],
  "Atlanta, GA": ["Ponce City Hotel", "675 Ponce de Leon Avenue NE, Atlanta, GA 30308"],
  "Columbus, OH": ["The Short North Inn", "1033 N High Street, Columbus, OH 43201"],
  "Portland, OR": ["Burnside Hotel", "1022 W Burnside Street, Portland, OR 97209"],
  "Minneapolis, MN": ["Nicollet Mall Hotel", "821 Nicollet Mall, Minneapolis, MN 55402"],
  "San Francisco, CA": ["The Valencia Street Inn", "915 Valencia Street, San Francisco, CA 94110"],
};

/** The street address of each demo venue, by its city (the directory has one venue a city). */
// biome-ignore format: a table reads best one row per line
const VENUE_ADDRESSES: Record<string, string> = {
  "Nashville, TN": "1808 Church Street, Nashville, TN 37203",
  "Seattle, WA": "2200 Alaskan Way, Seattle, WA 98121",
  "Austin, TX": "801 Red River Street, Austin, TX 78701",
  "Denver, CO": "1635 Wazee Street, Denver, CO 80202",
  "Chicago, IL": "3159 N Southport Avenue, Chicago, IL 60657",
  "Atlanta, GA": "1150 Euclid Avenue NE, Atlanta, GA 30307",
  "Columbus, OH": "391 Neil Avenue, Columbus, OH 43215",
  "Portland, OR": "1401 SE Water Avenue, Portland, OR 97214",
  "Minneapolis, MN": "701 N 1st Avenue, Minneapolis, MN 55403",
  "San Francisco, CA": "1235 Polk Street, San Francisco, CA 94109",
};

// biome-ignore format: a table reads best one row per line
const AIRLINES = [["Delta", "DL"], ["United", "UA"], ["American", "AA"], ["Alaska", "AS"], ["Southwest", "WN"]] as const;

/** FNV-1a: a stable number from a text, the same on every run and engine. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Letters and digits a code is read aloud in without mixing up (no I, O, 0, 1). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function codeOf(seed: string, length: number, alphabet = CODE_ALPHABET) {
  let h = stableHash(seed);
  let out = "";
  for (let i = 0; i < length; i++) {
    if (i % 5 === 4) h = stableHash(`${seed}#${i}`);
    out += alphabet[h % alphabet.length];
    h = Math.floor(h / alphabet.length);
  }
  return out;
}

export function hotelIn(place: string) {
  const hotel = HOTELS[place];
  if (!hotel) throw new Error(`The demo has no hotel in ${place}`);
  return { name: hotel[0], address: hotel[1] };
}

export function venueAddressIn(place: string) {
  const address = VENUE_ADDRESSES[place];
  if (!address) throw new Error(`The demo has no venue address in ${place}`);
  return address;
}

/** A hotel's confirmation number: 8 to 10 digits, as chains write them. */
export const hotelConfirmation = (place: string, checkIn: string, run: string) =>
  codeOf(`hotel|${place}|${checkIn}|${run}`, 8 + (stableHash(place) % 3), "0123456789");

/** The airline, flight number and six-character record locator of a flight on a route and day. */
export function flightOf(from: string, to: string, day: string, run: string) {
  const route = stableHash(`${from}>${to}`);
  const [carrier, code] = AIRLINES[route % AIRLINES.length]!;
  return {
    carrier,
    number: `${code}${100 + (stableHash(`${from}>${to}|${day}`) % 2800)}`,
    confirmationCode: codeOf(`flight|${from}|${to}|${day}|${run}`, 6),
  };
}

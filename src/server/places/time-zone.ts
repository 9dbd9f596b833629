import tzlookup from "@photostructure/tz-lookup";
import { isTimeZone } from "@/domain/zoned-time";

/** The zone a listing's times are typed in when the venue's is not known. */
const FALLBACK_TIME_ZONE = "UTC";

/**
 * The IANA zone of the place a venue is (its latitude and longitude, from the gazetteer or
 * typed), so a new listing's announce and show times read as the venue's clock. The lookup
 * is offline (the zones' shapes ship in the package); no point, a point outside the world's
 * coordinates, or a zone this runtime's Intl does not know answers UTC.
 */
export function venueTimeZone(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string {
  if (latitude == null || longitude == null) return FALLBACK_TIME_ZONE;
  try {
    const zone = tzlookup(latitude, longitude);
    return isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

import { t } from "@/client/i18n/t";

/** The name a show without a venue goes by (UNKNOWN_VENUE in English). */
export const unknownVenue = () => t({ id: "tours.unknownVenue", defaultMessage: "Unknown Venue" });

import type { PublicDates } from "@/domain/listings/public-show";

/**
 * What every public feed is written from: the act's snapshot (public-dates-cache.ts) and the
 * address fans reach it at. The renderers are pure: the same source writes the same text, so
 * its ETag holds until the snapshot changes.
 */
export interface DatesFeedSource {
  /** The act's name as fans read it. */
  title: string;
  slug: string;
  dates: Pick<PublicDates, "upcoming" | "past">;
  /** "https://tribe.example": links in a feed are absolute. */
  origin: string;
}

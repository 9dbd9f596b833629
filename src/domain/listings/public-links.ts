/** Where fans reach an act's dates: the page and the files served beside it. */
export const datesPagePath = (slug: string) => `/dates/${slug}`;

/**
 * The id of a show's item on the page ("show-<id>"): the feeds link to `page#show-<id>`, so the
 * page gives each show this id.
 */
export const showAnchor = (showId: string) => `show-${showId}`;

/**
 * A stored link as a fan may follow it: http(s) only, as the URL parser writes it. The input
 * schema checks the typed text parses, but the parser drops tabs and line breaks where the
 * stored text keeps them, and a line break in an iCal URL would start a property of its own.
 */
export function publicLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Answers the server renders into a page's HTML (the Overview's session, figures and workspace), so the
 * client starts from them instead of asking again. Each is the API's own JSON text, in a
 * `<script type="application/json">` data block the browser never runs; the ids are the
 * contract between src/server/overview-page.ts and src/client/app/page-data.ts.
 */
export const PAGE_DATA_IDS = {
  session: "tribe-data-session",
  overview: "tribe-data-overview",
  team: "tribe-data-team",
} as const;

export type PageDataKey = keyof typeof PAGE_DATA_IDS;

/** The API's texts for a page, as they were sent (session: better-auth's get-session). */
export type PageData = Record<PageDataKey, string>;

/**
 * A JSON text safe inside a script element: "<" only occurs in JSON strings, where "\u003c"
 * means the same, so no "</script>" or "<!--" in an artist's data can end the block.
 */
export const jsonForScript = (json: string) => json.replaceAll("<", "\\u003c");

/** The data blocks of a page: one element per answer. */
export const pageDataBlocks = (data: PageData) =>
  (Object.keys(PAGE_DATA_IDS) as PageDataKey[])
    .map(
      (key) =>
        `<script type="application/json" id="${PAGE_DATA_IDS[key]}">${jsonForScript(data[key])}</script>`,
    )
    .join("");

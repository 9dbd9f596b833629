import { t } from "@/client/i18n/t";

/**
 * What a search result and a shared link show of the landing page (issue 55): its `<title>`
 * and `<meta name="description">`, written in each language the page is pre-rendered in
 * (scripts/prerender.tsx); the server sends the reader's (server/page-locale.ts).
 */
export const landingHead = () => ({
  title: t({
    id: "landing.hero.title",
    defaultMessage: "Professional tour management for independent artists",
  }),
  description: t({
    id: "landing.meta.description",
    defaultMessage: "Tribe — professional tour management for independent artists.",
  }),
});

/**
 * The languages Tribe speaks (issue 55): English, Spanish and German. A person chooses one in
 * Settings; until then the browser's (or, for mail and PDFs, the request's Accept-Language)
 * decides, and English is the fallback. Names are written in their own language, so a person
 * who cannot read the current one still finds theirs.
 */
export const LOCALES = ["en", "es", "de"] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
};

/** The regional form Intl formats with: US English, Spain's Spanish, Germany's German. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-ES", de: "de-DE" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The first of `preferred` (BCP 47 tags, best first) Tribe speaks, by language: "de-AT" → de. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return "en";
}

/** An Accept-Language header's tags, best first ("de-DE,de;q=0.9,en;q=0.8" → de-DE, de, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** The person's language: their choice, else what their browser asks for. */
export const personLocale = (chosen: Locale | null | undefined, asked: readonly string[]) =>
  chosen ?? pickLocale(asked);

/**
 * The weekday a calendar week starts on (0 Sunday, 1 Monday), as the locale's calendars print
 * it: Sunday in the United States, Monday in Spain and Germany (CLDR's firstDay).
 */
export const weekStartsOn = (locale: Locale): 0 | 1 => (locale === "en" ? 0 : 1);

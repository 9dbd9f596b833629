import { useSyncExternalStore } from "react";
import { isLocale, type Locale, personLocale } from "@/domain/i18n/locales";
import { currentLocale, switchMessages } from "./t";

/**
 * Which language the client speaks (issue 55): the person's choice from their session (Settings
 * → Language), else their browser's. Kept on the device, so the next visit (signed out, or
 * offline) starts in it without waiting for the session.
 */
const LOCALE_KEY = "tribe_locale";

const browserLanguages = () =>
  typeof navigator === "undefined" ? [] : [...(navigator.languages ?? [navigator.language])];

function remembered(): Locale | null {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The language a page starts in, before anything is asked of the server. */
export const startingLocale = (): Locale => remembered() ?? personLocale(null, browserLanguages());

/** Another language's catalogue, as a chunk of its own; English is the code's own words. */
async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  if (locale === "es") return (await import("@/domain/i18n/catalogue-es")).messages;
  if (locale === "de") return (await import("@/domain/i18n/catalogue-de")).messages;
  return {};
}

const listeners = new Set<() => void>();
let pending: Locale | undefined;

/** Speaks `locale` from now on: its catalogue loaded first, then every page re-drawn in it. */
export async function speak(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused: the next visit starts from the browser's language again.
  }
  if (locale === currentLocale() && pending === undefined) return;
  pending = locale;
  const messages = await loadCatalogue(locale);
  // A later choice made while this one loaded wins.
  if (pending !== locale) return;
  pending = undefined;
  switchMessages(locale, messages);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The session or the profile said what the person chose (null: their browser's language). */
export function notePersonLocale(chosen: Locale | null) {
  void speak(personLocale(chosen, browserLanguages()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language now; a component that reads it re-draws when it changes. */
export const useLocale = () => useSyncExternalStore(subscribe, currentLocale, () => "en" as const);

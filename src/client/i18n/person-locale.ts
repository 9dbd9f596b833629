import { useSyncExternalStore } from "react";
import { LOCALE_COOKIE, localeCookie } from "@/domain/i18n/locale-cookie";
import { isLocale, type Locale, personLocale } from "@/domain/i18n/locales";
import { currentLocale, switchMessages } from "./t";

/**
 * Which language the client speaks (issue 55): the person's choice from their session (Settings
 * → Language), else their browser's. The choice is kept on the device, so the next visit
 * (signed out, or offline) starts in it without waiting for the session, and in a cookie of
 * the same name, so the server sends the pre-rendered pages in it (domain/i18n/locale-cookie.ts).
 */
const LOCALE_KEY = LOCALE_COOKIE;

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

/** Keeps the person's choice on the device, or forgets it (null: as their browser). */
function rememberOnDevice(chosen: Locale | null) {
  try {
    if (chosen) localStorage.setItem(LOCALE_KEY, chosen);
    else localStorage.removeItem(LOCALE_KEY);
  } catch {
    // Storage refused: the next visit starts from the browser's language again.
  }
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and only recent in Safari (18.4) and Firefox (140); one synchronous write is all this needs.
    document.cookie = localeCookie(chosen, location.protocol === "https:");
  }
}

/**
 * Writes the cookie again for a choice kept before the cookie existed, and so that it lasts a
 * year from the last visit rather than from the choice.
 */
export function renewLocaleCookie() {
  const chosen = remembered();
  if (chosen) rememberOnDevice(chosen);
}

/** The language a page starts in, before anything is asked of the server. */
export const startingLocale = (): Locale => remembered() ?? personLocale(null, browserLanguages());

/** Another language's catalogue, as a chunk of its own; English is the code's own words. */
async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  if (locale === "es") return (await import("@/domain/i18n/catalogue-es-browser")).messages;
  if (locale === "de") return (await import("@/domain/i18n/catalogue-de-browser")).messages;
  return {};
}

const listeners = new Set<() => void>();
let pending: Locale | undefined;

/** Speaks `locale` from now on: its catalogue loaded first, then every page re-drawn in it. */
export async function speak(locale: Locale) {
  if (locale === currentLocale() && pending === undefined) return;
  pending = locale;
  const messages = await loadCatalogue(locale).catch((error: unknown) => {
    // Not loaded (offline, never fetched): the language stays as it was.
    if (pending === locale) pending = undefined;
    throw error;
  });
  // A later choice made while this one loaded wins.
  if (pending !== locale) return;
  pending = undefined;
  switchMessages(locale, messages);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The session or the profile said what the person chose (null: their browser's language). */
export function notePersonLocale(chosen: Locale | null) {
  rememberOnDevice(chosen);
  void speak(personLocale(chosen, browserLanguages()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language now; a component that reads it re-draws when it changes. A page rendered ahead
 * was rendered in the language it is hydrated in (app.tsx), so both snapshots are the same.
 */
export const useLocale = () => useSyncExternalStore(subscribe, currentLocale, currentLocale);

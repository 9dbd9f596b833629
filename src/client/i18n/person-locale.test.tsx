import { act } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { forgetAppStorage } from "@/client/offline/saved-answers";
import { notePersonLocale, renewLocaleCookie, speak, startingLocale } from "./person-locale";

/** What the server is told with the next page load (server/page-locale.ts). */
const sentCookie = () => document.cookie.match(/(?:^|; )tribe_locale=([^;]*)/)?.[1];

// Choosing German starts loading its catalogue without waiting for it (notePersonLocale): had
// it not loaded before, its import would outlive the test that started it.
beforeAll(async () => {
  await import("@/domain/i18n/catalogue-de-browser");
});

afterEach(async () => {
  notePersonLocale(null);
  await act(() => speak("en"));
});

describe("the person's language on the device (issue 55)", () => {
  it("is remembered for the next page load, by the page and by the server", () => {
    notePersonLocale("de");
    expect(localStorage.getItem("tribe_locale")).toBe("de");
    expect(sentCookie()).toBe("de");
    expect(startingLocale()).toBe("de");
  });

  it("is forgotten on both when the person goes back to their browser's language", () => {
    notePersonLocale("es");
    notePersonLocale(null);
    expect(localStorage.getItem("tribe_locale")).toBeNull();
    expect(sentCookie()).toBeUndefined();
    // jsdom's browser asks for English.
    expect(startingLocale()).toBe("en");
  });

  it("stays on the device when the person signs out, as the page after it is sent in it", () => {
    notePersonLocale("de");
    forgetAppStorage();
    expect(startingLocale()).toBe("de");
    expect(sentCookie()).toBe("de");
  });

  it("reaches the server for a choice kept before the cookie existed", () => {
    localStorage.setItem("tribe_locale", "es");
    renewLocaleCookie();
    expect(sentCookie()).toBe("es");
  });
});

import { describe, expect, it } from "vitest";
import { cookieLocale, localeCookie } from "./locale-cookie";

describe("the tribe_locale cookie", () => {
  it("keeps a chosen language for a year, sent with same-site navigations", () => {
    expect(localeCookie("de", false)).toBe(
      "tribe_locale=de; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(localeCookie("es", true)).toContain("; Secure");
  });

  it("is forgotten when the person goes back to their browser's language", () => {
    expect(localeCookie(null, false)).toBe("tribe_locale=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("is read from a Cookie header among others, only as a language Tribe speaks", () => {
    expect(cookieLocale("a=1; tribe_locale=es; better-auth.session_token=x")).toBe("es");
    expect(cookieLocale("tribe_locale=de")).toBe("de");
    expect(cookieLocale("tribe_locale=fr")).toBeNull();
    expect(cookieLocale("tribe_locale=")).toBeNull();
    expect(cookieLocale("not_tribe_locale=de")).toBeNull();
    expect(cookieLocale(undefined)).toBeNull();
  });
});

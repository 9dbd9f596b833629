import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "@/client/app/providers";
import { speak } from "@/client/i18n/person-locale";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { LanguageCard } from "./language-card";

const renderCard = (locale: string | null) =>
  renderWithQuery(
    <Providers>
      <LanguageCard />
    </Providers>,
    (client) =>
      client.setQueryData(queryKeys.profile, {
        id: "u1",
        email: "a@example.com",
        name: "A",
        artistName: "A",
        isAnonymous: false,
        timeFormat: null,
        locale,
      }),
  );

afterEach(async () => {
  await act(() => speak("en"));
});

describe("Settings → Language (issue 55)", () => {
  it("offers each language in its own words, and the browser's until one is chosen", () => {
    renderCard(null);
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "As my browser",
      "English",
      "Español",
      "Deutsch",
    ]);
    expect(select.value).toBe("browser");
  });

  it("re-draws the page in the language spoken, and back", async () => {
    renderCard("de");
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("de");
    await act(() => speak("de"));
    expect(screen.getByRole("heading", { name: "Sprache" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Wie mein Browser" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("de");
    await act(() => speak("es"));
    expect(screen.getByRole("heading", { name: "Idioma" })).toBeInTheDocument();
    await act(() => speak("en"));
    expect(screen.getByRole("heading", { name: "Language" })).toBeInTheDocument();
  });

  it("lets the last of two quick choices win", async () => {
    renderCard(null);
    await act(() => Promise.all([speak("de"), speak("es")]));
    expect(screen.getByRole("heading", { name: "Idioma" })).toBeInTheDocument();
  });
});

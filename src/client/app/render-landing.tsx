import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LandingPage } from "@/client/features/landing/landing-page";
import { speak, startingLocale } from "@/client/i18n/person-locale";

/**
 * The dev server sends the bare shell for "/": the landing page is rendered here instead, in
 * the language the built page would be sent in (issue 55). A catalogue that cannot load leaves
 * English.
 */
export async function renderLanding(container: HTMLElement) {
  const locale = startingLocale();
  if (locale !== "en") await speak(locale).catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}

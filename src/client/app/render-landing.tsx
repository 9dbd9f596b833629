import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LandingPage } from "@/client/features/landing/landing-page";

/** The dev server sends the bare shell for "/": the landing page is rendered here instead. */
export function renderLanding(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}

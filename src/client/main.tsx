import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { LandingEntry } from "./app/landing-entry";
import { afterPaint } from "./lib/after-paint";
import "./styles.css";

const container = document.getElementById("root")!;

// A first visit to "/" needs only the landing page, already in the HTML (pre-rendered at build
// time), so it is hydrated; the dev server sends the bare shell, which is rendered. Every other
// path starts the full app.
if (window.location.pathname === "/") {
  const page = (
    <StrictMode>
      <LandingEntry />
    </StrictMode>
  );
  // After a first paint, and as a transition: it yields to the browser, not one long task.
  if (container.hasChildNodes()) {
    void afterPaint().then(() => startTransition(() => void hydrateRoot(container, page)));
  } else createRoot(container).render(page);
} else {
  // The app: hydrated when the server sent a pre-rendered page (/auth), rendered otherwise.
  void import("./app/app").then(({ startApp }) => startApp(container));
}

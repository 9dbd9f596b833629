import { closePhoneMenuOnChoice } from "./features/landing/phone-menu";
import "./styles.css";

const container = document.getElementById("root")!;

// "/" is the landing page, pre-rendered at build time and whole as HTML: its links are plain
// page loads, so it is not hydrated and loads no React (decision 10). The dev server sends the
// bare shell, which is rendered. Every other path starts the full app.
if (window.location.pathname === "/") {
  closePhoneMenuOnChoice(document);
  if (!container.hasChildNodes()) {
    void import("./app/render-landing").then(({ renderLanding }) => renderLanding(container));
  }
} else {
  // The app: hydrated when the server sent a pre-rendered page (/auth), rendered otherwise.
  void import("./app/app").then(({ startApp }) => startApp(container));
}

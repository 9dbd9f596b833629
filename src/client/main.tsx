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
  // Asked for at once, but React is awaited first: each import is evaluated when its files
  // are in, so React and the app's modules run in two tasks, not one long one a tap would
  // wait behind on a slow phone (decision 10). Not a library's package entry: imported whole
  // it brings every export into the bundle (react-router's: +31 KB gz).
  const app = import("./app/app");
  void import("react-dom/client")
    .then(() => app)
    .then(({ startApp }) => startApp(container));
}

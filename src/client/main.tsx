import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LandingEntry } from "./app/landing-entry";
import "./styles.css";

const root = createRoot(document.getElementById("root")!);

// A first visit to "/" needs only the landing page; everything else starts the full app.
if (window.location.pathname === "/") {
  root.render(
    <StrictMode>
      <LandingEntry />
    </StrictMode>,
  );
} else {
  void import("./app/app").then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

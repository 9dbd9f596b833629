import type { VitePWAOptions } from "vite-plugin-pwa";

/**
 * The web app manifest and the service worker (ADR 0018). The worker is src/client/offline/sw/sw.ts,
 * built from Workbox's modules (injectManifest); the page registers it itself, after load
 * (src/client/offline/service-worker.ts), so the plugin injects no script.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: "injectManifest",
  srcDir: "src/client/offline/sw",
  filename: "sw.ts",
  injectRegister: false,
  manifestFilename: "manifest.webmanifest",
  manifest: {
    name: "Tribe — Tour management",
    short_name: "Tribe",
    description: "Professional tour management for independent artists.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: "#7c3aed",
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  // The manifest's icons are fetched by the browser when it installs the app, not precached.
  includeManifestIcons: false,
  injectManifest: {
    // The app's code and styles, the favicon and the shell. Not: the early-requests script
    // (the shell never loads it), the pre-rendered pages in each language (written after this
    // step, and online-only: offline every route gets the shell, which draws it in the
    // device's language).
    globPatterns: ["assets/**/*.{js,css}", "favicon.svg", "index.html"],
    // The charting library (its own chunk, vite.config.ts; ~390 KB) is left to the worker's
    // run-time cache of assets (sw.ts): the precache stays under the 1.5 MB, and a road
    // day needs no chart. No page imports it statically (offline/lazy-chart.tsx), so every
    // route chunk the app can navigate to is precached and loads offline (issue 34).
    // The route map's data (~200 KB) likewise: kept once a tour's route has been drawn. And
    // the pages that cannot work without the network whatever the device keeps, which a
    // touring party does not open on the road: joining with an invitation, resetting a
    // password, a venue's advance link, a promoter's contract link and the verify page (offline they say the page needs the network); and the
    // landing page, which is served pre-rendered and is no part of the installed app.
    globIgnores: [
      "assets/early-requests-*",
      // Spanish and German (issue 55): a person who reads one loads it once online, and the
      // run-time cache keeps it for the road; nobody needs the other precached.
      "assets/catalogue-*",
      "assets/charts-*",
      "assets/route-map-*",
      "assets/join-page-*",
      "assets/reset-password-page-*",
      "assets/advance-link-page-*",
      // The advance questions (issue 38): edited at a desk, saved only online anyway.
      "assets/advance-template-page-*",
      "assets/contract-link-page-*",
      // A show's contract panel and the template editor (contract/lazy.tsx): each step needs
      // the network, and the budget is spent.
      "assets/contract-panel-*",
      "assets/template-editor-*",
      // What only those contract chunks share (the signing form, loaded with them).
      "assets/sign-form-*",
      "assets/verify-page-*",
      "assets/landing-page-*",
      "assets/render-landing-*",
    ],
    // index.html is, at this point of the build, the empty shell; scripts/prerender.tsx then
    // copies it to app.html and renders the landing page into index.html. Precaching it
    // under the name it keeps (same bytes, same revision) gives the worker the shell.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === "index.html" ? { ...entry, url: "app.html" } : entry,
        ),
        warnings: [],
      }),
    ],
  },
  devOptions: { enabled: false },
};

import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { messageAsts } from "./scripts/message-asts";
import { pwaOptions } from "./scripts/pwa-options";

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export default defineConfig({
  plugins: [messageAsts(), react(), tailwindcss(), VitePWA(pwaOptions)],
  resolve: {
    alias: {
      "@/domain": src("domain"),
      "@/server": src("server"),
      "@/client": src("client"),
    },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/prerender.tsx to preload a route's chunks from its HTML, then removed.
    manifest: true,
    rolldownOptions: {
      // Needed to inline common chunks (below); no entry's exports are read from outside.
      preserveEntrySignatures: false,
      output: {
        // Libraries only the app uses get their own chunk, so the landing page never loads them.
        codeSplitting: {
          // Shared modules under 8 KB (source) are copied into the chunks that use them
          // instead of being chunks of their own: the Overview's first load fell from 35
          // files to about 20. Under a slow network each file is a round trip, at most six at
          // a time over HTTP/1.1 (issue 12: the throttled dashboard paid for it).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            // One chunk per library the app uses: a lazy page loads only the libraries it needs,
            // and the landing page none of them. Radix is left to the bundler on purpose: split
            // by use, the dashboard loads its dialog and menu parts (~20 KB gz), not all of them.
            ...(
              [
                // Every app page past the landing needs these together: one file, not four.
                [
                  "app-libs",
                  // Not @better-auth/passkey (and the WebAuthn code it brings): it loads with a
                  // passkey sign-in only (lib/passkey-client.ts), not with every page.
                  "react-router|@tanstack|better-auth|@better-auth[\\\\/](?!passkey)[^\\\\/]+|better-call|@better-fetch|nanostores|jose|defu|sonner",
                ],
                ["forms", "react-hook-form|@hookform"],
                ["zod", "zod"],
              ] as [string, string][]
            ).map(([name, libs]) => ({
              name,
              test: new RegExp(`node_modules[\\\\/](${libs})[\\\\/]`),
              priority: 1,
            })),
            // What every page shows while it loads or fails (and its header), and the money
            // formats: all on the Overview too, so one chunk its first load takes in place of
            // the copies in its page's chunk, shared with every other page.
            {
              name: "page-kit",
              test: /src[\\/](client[\\/]components[\\/](query-state|page-header|ui[\\/](spinner|badge))\.tsx|domain[\\/](format|money|hidden)\.ts)$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // A labelled field and its input: what /auth's forms use of the editing kit below.
            // In the kit they brought it to /auth's first load, and with it what the kit imports
            // (zod, the select, the dialogs: ~55 KB gz, ~0.5 s of a 4× slower CPU).
            {
              name: "field-kit",
              test: /src[\\/]client[\\/]components[\\/]ui[\\/](input|form-field|label)\.tsx$|node_modules[\\/]@radix-ui[\\/]react-label[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The editing kit (dialogs, tables, row actions): shared by most pages but the
            // Overview, and over 8 KB together, so the rule above copied it into each page's
            // chunk (~10 copies, ~60 KB of the precache). One chunk instead; nothing the
            // Overview's first load uses is in it (its dashboard's sign-out dialog and its
            // progress bars stay where they are), nor what these import, nor anything /auth uses.
            {
              name: "edit-kit",
              test: /src[\\/](client[\\/]components[\\/](ui[\\/](dialog|table)|form-dialog|form-dialog-footer|form-select|confirm-delete-dialog|row-actions|money-input)\.tsx|domain[\\/]date-bounds\.ts)$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The route map's projection and its packaged map data (issue 40), loaded with the
            // map only and left out of the precache like the charts (scripts/pwa-options.ts).
            {
              name: "route-map",
              test: /node_modules[\\/](d3-geo|d3-array|internmap|topojson-client|world-atlas|us-atlas)[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The charting library and what only it uses, under one name the service worker's
            // precache leaves out (scripts/pwa-options.ts): loaded with a chart, never with a
            // page. Without its shared dependencies (clsx), which the landing page uses too.
            {
              name: "charts",
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});

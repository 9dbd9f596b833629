import os from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import SlowestFirstSequencer from "./tests/slowest-first-sequencer.ts";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The migrated embedded database every test starts from, made once per run.
      globalSetup: ["./tests/global-setup.ts"],
      // The slowest API files first, also on a fresh clone (tests/slowest-first-sequencer.ts).
      sequence: { sequencer: SlowestFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            // Every *.test.ts anywhere in src (a client helper's test included), the
            // architecture checks and the test runner's own tests. An orphan test file is
            // caught by scripts/test-files.test.mjs.
            include: [
              "src/**/*.test.ts",
              "tests/architecture/**/*.test.ts",
              "scripts/**/*.test.mjs",
            ],
            environment: "node",
            // Files share a worker's loaded modules (40 s → 11 s): no unit file mocks a module
            // or stubs a global, and 713 tests passed in three shuffled orders this way. The
            // component files stay isolated: they share the DOM, the outbox and react-query's
            // online state, which an order-dependent failure showed.
            isolate: false,
            // Vitest's 5 s is no ceiling for the few files that open an embedded database on
            // disk: one took 3.4 s alone and 5.2 s beside the component files on a slow machine
            // (2026-12-06). As the component files' 15 s; speed is the benches' business.
            testTimeout: 15_000,
            // Two workers, as for the component files: on one (Vitest's default here) a core sat
            // a third idle, 37.7 · 41.5 → 29.7 · 31.1 s (ADR 0043).
            maxWorkers: Math.max(2, os.availableParallelism() - 1),
          },
        },
        {
          extends: true,
          // The VM contexts below load recharts' CommonJS build, which requires an ES module
          // (@reduxjs/toolkit): its ES build instead, through Vite like the app's own code.
          resolve: { alias: [{ find: /^recharts$/, replacement: "recharts/es6/index.js" }] },
          test: {
            name: "component",
            include: ["src/**/*.test.tsx"],
            environment: "jsdom",
            setupFiles: ["./tests/setup-dom.ts"],
            // Above setup-dom's 5 s wait for an element, so a slow wait fails as that wait.
            testTimeout: 15_000,
            // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where
            // the files' jsdom and imports left a core a third idle (159 → 111 s with two).
            maxWorkers: Math.max(2, os.availableParallelism() - 1),
            // Each file in a fresh VM context (its own window, DOM and app modules) inside a
            // worker kept for the next, instead of a new process per file that loads jsdom,
            // React and Radix again: 111 → 50 s (ADR 0038). Passed in 8 shuffled orders of
            // files and tests, two of them beside the API suite.
            pool: "vmThreads",
            server: { deps: { inline: ["recharts"] } },
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: "api",
            include: ["tests/api/**/*.test.ts"],
            environment: "node",
            // Each file owns one database; PGlite is heavy, so keep parallelism modest.
            maxWorkers: 2,
            // Files share a worker's loaded modules (the whole server) instead of importing it
            // again each: no file mocks a module, and each opens its own database and app.
            isolate: false,
            sequence: { groupOrder: 2 },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);

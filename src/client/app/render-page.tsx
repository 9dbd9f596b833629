import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { createQueryClient } from "@/client/lib/query-client";
import { messageFormatter } from "@/domain/i18n/messages";
import { withWords } from "@/domain/i18n/words";
import type { PageData } from "@/domain/page-data";
import { App, routerReady } from "./app";
import { seedQueries } from "./page-data";
import { routes } from "./router";

/**
 * Renders a page on the server from the answers the browser would otherwise ask for: the
 * Overview with its figures in the HTML, so they show before any script has loaded. Built
 * into dist/server/render-page.js (scripts/build-server.mjs); the server loads it by path
 * and never imports client code. A fresh query cache per call: nothing carries over from
 * one account's page to the next.
 */
const english = messageFormatter("en", {});

export async function renderPage(url: string, data: PageData): Promise<string> {
  const queryClient = createQueryClient();
  seedQueries(queryClient, data);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  // In English, whatever the request's language: a reader of another gets the shell
  // (overview-page.ts), and the browser hydrates this page in English.
  const html = withWords(english, () =>
    renderToString(<App router={router} queryClient={queryClient} />),
  );
  queryClient.clear();
  return html;
}

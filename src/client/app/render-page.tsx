import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { createQueryClient } from "@/client/lib/query-client";
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
export async function renderPage(url: string, data: PageData): Promise<string> {
  const queryClient = createQueryClient();
  seedQueries(queryClient, data);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  const html = renderToString(<App router={router} queryClient={queryClient} />);
  queryClient.clear();
  return html;
}

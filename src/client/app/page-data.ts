import type { QueryClient } from "@tanstack/react-query";
import { parseJSON } from "better-auth/client";
import { overviewQuery } from "@/client/features/overview/api/overview";
import { rememberSignedIn, type Session, sessionQuery } from "@/client/lib/auth-client";
import { provideEarly } from "@/client/lib/early-requests";
import { workspaceQuery } from "@/client/lib/workspace";
import { rememberWorkspace } from "@/client/offline/saved-answers";
import { PAGE_DATA_IDS, type PageData, type PageDataKey } from "@/domain/page-data";

/**
 * Puts the answers a page was rendered from into the query cache: on the server before it
 * renders, in the browser before it hydrates, so both render the same tree. The session is
 * parsed as better-auth's client parses it (dates as Date).
 */
export function seedQueries(client: QueryClient, data: PageData) {
  const session = (parseJSON(data.session, { strict: false }) ?? null) as Session;
  client.setQueryData(sessionQuery.queryKey, session);
  client.setQueryData(overviewQuery.queryKey, JSON.parse(data.overview));
  client.setQueryData(workspaceQuery.queryKey, JSON.parse(data.team));
  return session;
}

/** The answers the server rendered into this page (src/domain/page-data.ts), if any. */
function readPageData(doc: Document): PageData | undefined {
  const texts: Partial<PageData> = {};
  for (const key of Object.keys(PAGE_DATA_IDS) as PageDataKey[]) {
    const text = doc.getElementById(PAGE_DATA_IDS[key])?.textContent;
    if (!text) return undefined;
    texts[key] = text;
  }
  return texts as PageData;
}

/**
 * In the browser: seeds the app's cache from the page, and keeps the spec's tribe_auth. The
 * Overview's figures go stale at once as any fetched answer does (a later visit asks again);
 * the refetch as the page hydrates is answered from the page itself, not the network.
 */
export function seedFromPage(client: QueryClient, doc: Document) {
  const data = readPageData(doc);
  if (!data) return false;
  const session = seedQueries(client, data);
  provideEarly("overview", data.overview);
  if (session) {
    rememberSignedIn(session);
    // The workspace the page was rendered in is the one every answer is filed under.
    rememberWorkspace((JSON.parse(data.team) as { id: string }).id);
  }
  return true;
}

import { queryOptions } from "@tanstack/react-query";
import { t } from "@/client/i18n/t";
import { ApiRequestError, NETWORK_MESSAGE, refusalOf } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";

export const OPENAPI_URL = "/api/openapi.json";
const OPENAPI_ERROR = {
  id: "integrations.openapi.loadApiReferenceFailed",
  defaultMessage: "Failed to load the API reference",
};

/**
 * The API's description. It is public and outside the session's API (the typed client holds
 * the routes behind the session check), so a plain same-origin fetch. Its shape is read
 * defensively by openapi-model.ts: the document is only `unknown` here.
 */
export const openApiQuery = queryOptions({
  queryKey: queryKeys.integrations.openapi,
  queryFn: async (): Promise<unknown> => {
    let res: Response;
    try {
      // Resolved against the page, as a browser's fetch would (outside one, e.g. under jsdom,
      // a relative URL is refused).
      res = await fetch(new URL(OPENAPI_URL, globalThis.location?.href), {
        credentials: "same-origin",
      });
    } catch {
      throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
    }
    if (!res.ok) throw await refusalOf(res, OPENAPI_ERROR);
    return (await res.json()) as unknown;
  },
  // The document changes only with a new server: read once per visit.
  staleTime: Number.POSITIVE_INFINITY,
});

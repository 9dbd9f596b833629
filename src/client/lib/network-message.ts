import type { Message } from "@/client/i18n/t";

/**
 * What a person reads when the server was not reached: an API call (api-client.ts) or a form
 * whose checking code could not be fetched (lazy-resolver.ts). Apart from the API client, so
 * the sign-in page's forms have it without the client's weight.
 */
export const NETWORK_MESSAGE: Message = {
  id: "app.api.unreachable",
  defaultMessage: "Cannot reach the server. Check your connection.",
};

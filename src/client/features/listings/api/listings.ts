import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { ListingsAnswer } from "@/domain/listings/listing-answer";
import type { DatesPageInput, ShowListingFormValues } from "@/domain/listings/listing-input";

export const LISTINGS_ERROR = {
  id: "listings.api.loadPublicDatesFailed",
  defaultMessage: "Failed to load your public dates",
};

/** The page's settings, the suggestion before the first save, and every show's standing. */
export const listingsQuery = queryOptions({
  queryKey: queryKeys.listings.all,
  queryFn: (): Promise<ListingsAnswer> => unwrap(api.listings.$get(), LISTINGS_ERROR),
});

/** Whether another act has an address (the shape and reserved words are checked here first). */
export const slugCheckQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.listings.slug(slug),
    queryFn: () =>
      unwrap(api.listings.slug.$get({ query: { slug } }), {
        id: "listings.api.checkAddressFailed",
        defaultMessage: "Could not check the address",
      }),
    staleTime: 30_000,
  });

const savePageMutation = mutationOptions({
  mutationFn: (input: DatesPageInput) =>
    unwrap(api.listings.page.$put({ json: input }), {
      id: "listings.api.savePageFailed",
      defaultMessage: "Failed to save the page",
    }),
});

const saveShowMutation = mutationOptions({
  // The local times as typed, with their zone: the API converts them with the same schema.
  mutationFn: ({ showId, input }: { showId: string; input: ShowListingFormValues }) =>
    unwrap(api.listings.shows[":showId"].$put({ param: { showId }, json: input }), {
      id: "listings.api.saveListingFailed",
      defaultMessage: "Failed to save the listing",
    }),
});

const announceMutation = mutationOptions({
  mutationFn: (showIds: string[]): Promise<{ announced: number }> =>
    unwrap(api.listings.announce.$post({ json: { showIds } }), {
      id: "listings.api.announceShowsFailed",
      defaultMessage: "Failed to announce the shows",
    }),
});

/** Every write changes what the page, its preview and the downloads show: reread them all. */
const refresh = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: queryKeys.listings.all });

export function useSavePage() {
  const client = useQueryClient();
  return useMutation({ ...savePageMutation, onSuccess: () => refresh(client) });
}

export function useSaveShowListing() {
  const client = useQueryClient();
  return useMutation({ ...saveShowMutation, onSuccess: () => refresh(client) });
}

export function useAnnounce() {
  const client = useQueryClient();
  return useMutation({ ...announceMutation, onSuccess: () => refresh(client) });
}

/** Where fans read the page, and each of its outputs (served at /dates, no account). */
export const publicPath = (slug: string) => `/dates/${encodeURIComponent(slug)}`;
export const publicUrl = (slug: string, rest = "") =>
  `${window.location.origin}${publicPath(slug)}${rest}`;

export const bandsintownPartUrl = (part: number) => `/api/listings/bandsintown.csv?part=${part}`;
export const BANDSINTOWN_ZIP_URL = "/api/listings/bandsintown.zip";
export const SONGKICK_CSV_URL = "/api/listings/songkick.csv";

import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import { apiFetch } from "@/client/offline/offline-fetch";
import type { PlayedSetInput, SavedSetInput, ShowSetInput } from "@/domain/setlists/set-lists";
import { stageCopyPath } from "@/domain/setlists/stage-copy-path";

export interface ShowRef {
  tourId: string;
  showId: string;
}

const showSet = api.tours[":tourId"]["set-lists"][":showId"];
const savedSet = api["saved-sets"][":setId"];

export const showSetQuery = ({ tourId, showId }: ShowRef) =>
  queryOptions({
    queryKey: queryKeys.setlists.show(tourId, showId),
    queryFn: () =>
      unwrap(showSet.$get({ param: { tourId, showId } }), {
        id: "setlists.sets.fetchSetListFailed",
        defaultMessage: "Failed to fetch the set list",
      }),
  });
export type ShowSetData = Awaited<ReturnType<ReturnType<typeof showSetQuery>["queryFn"] & {}>>;
export type SetLineData = ShowSetData["planned"][number];

/** The stage copy: printed from the saved set (and its stage options). */
export const stageCopyUrl = ({ tourId, showId }: ShowRef) => stageCopyPath(tourId, showId);

export const savedSetsQuery = queryOptions({
  queryKey: queryKeys.setlists.savedSets,
  queryFn: () =>
    unwrap(api["saved-sets"].$get(), {
      id: "setlists.sets.fetchSavedSetsFailed",
      defaultMessage: "Failed to fetch the saved sets",
    }),
});
export type SavedSetSummaryData = Awaited<
  ReturnType<(typeof savedSetsQuery)["queryFn"] & {}>
>[number];

export const savedSetQuery = (setId: string) =>
  queryOptions({
    queryKey: [...queryKeys.setlists.savedSets, setId] as const,
    queryFn: () =>
      unwrap(savedSet.$get({ param: { setId } }), {
        id: "setlists.sets.fetchSavedSetFailed",
        defaultMessage: "Failed to fetch the saved set",
      }),
  });

/** Shows that have a set, to start another show's from. */
export const showSetsQuery = queryOptions({
  queryKey: queryKeys.setlists.showSets,
  queryFn: () =>
    unwrap(api["set-lists"].$get(), {
      id: "setlists.sets.fetchShowsSetsFailed",
      defaultMessage: "Failed to fetch the shows' sets",
    }),
});

/** What the set editor needs of a catalogue song. */
export interface SongChoice {
  id: string;
  title: string;
  durationSeconds: number | null;
  musicalKey: string | null;
}

/**
 * The catalogue as the set editor picks from it (GET /api/songs, the catalogue's own route:
 * read here by its address so this feature's files stand alone). Whatever else a song holds
 * is left out; a list or `{ songs }` are both read.
 */
export const songChoicesQuery = queryOptions({
  queryKey: [...queryKeys.setlists.songs, "choices"] as const,
  queryFn: async (): Promise<SongChoice[]> => {
    const body = (await unwrap(apiFetch("/api/songs"), {
      id: "setlists.sets.fetchSongsFailed",
      defaultMessage: "Failed to fetch the songs",
    })) as SongChoice[] | { songs: SongChoice[] };
    const list = Array.isArray(body) ? body : body.songs;
    return list.map(({ id, title, durationSeconds, musicalKey }) => ({
      id,
      title,
      durationSeconds: durationSeconds ?? null,
      musicalKey: musicalKey ?? null,
    }));
  },
});

const writes = {
  saveSet: ({ ref, input }: { ref: ShowRef; input: ShowSetInput }) =>
    unwrap(showSet.$put({ param: ref, json: input }), {
      id: "setlists.sets.saveSetListFailed",
      defaultMessage: "Failed to save the set list",
    }),
  confirmPlayed: ({ ref, input }: { ref: ShowRef; input: PlayedSetInput }) =>
    unwrap(showSet.played.$put({ param: ref, json: input }), {
      id: "setlists.sets.confirmWhatWasPlayedFailed",
      defaultMessage: "Failed to confirm what was played",
    }),
  createSaved: ({ input }: { input: SavedSetInput }) =>
    unwrap(api["saved-sets"].$post({ json: input }), {
      id: "setlists.sets.saveSetFailed",
      defaultMessage: "Failed to save the set",
    }),
  updateSaved: ({ setId, input }: { setId: string; input: SavedSetInput }) =>
    unwrap(savedSet.$put({ param: { setId }, json: input }), {
      id: "setlists.sets.saveSetFailed",
      defaultMessage: "Failed to save the set",
    }),
  deleteSaved: ({ setId }: { setId: string }) =>
    unwrap(savedSet.$delete({ param: { setId } }), {
      id: "setlists.sets.deleteSavedSetFailed",
      defaultMessage: "Failed to delete the saved set",
    }),
};
type Writes = typeof writes;

/**
 * A set's write changes its show's set, the lists of sets and the filing's report. A show's
 * set answers with the set as it now is: it is the page's at once (the editor compares its
 * lines with it), before the rest is read again.
 */
function refresh(queryClient: QueryClient, vars: unknown, answer: unknown) {
  const ref = (vars as { ref?: ShowRef }).ref;
  if (ref) queryClient.setQueryData(queryKeys.setlists.show(ref.tourId, ref.showId), answer);
  void queryClient.invalidateQueries({ queryKey: queryKeys.setlists.all });
}

export function useSetMutation<K extends keyof Writes>(name: K) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<Writes[K]>>, Error, Parameters<Writes[K]>[0]>({
    mutationFn: writes[name] as (
      input: Parameters<Writes[K]>[0],
    ) => Promise<Awaited<ReturnType<Writes[K]>>>,
    onSuccess: (answer, vars) => refresh(queryClient, vars, answer),
  });
}

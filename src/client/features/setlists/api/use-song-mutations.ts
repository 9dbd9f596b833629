import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { createSongMutation, deleteSongMutation, updateSongMutation } from "./songs";

/**
 * A song's title, length and writers show in sets and in the filing's reports too: the whole
 * area refreshes.
 */
export const refreshSetlists = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: queryKeys.setlists.all });

export function useCreateSong() {
  const queryClient = useQueryClient();
  return useMutation({ ...createSongMutation, onSuccess: () => refreshSetlists(queryClient) });
}

export function useUpdateSong() {
  const queryClient = useQueryClient();
  return useMutation({ ...updateSongMutation, onSuccess: () => refreshSetlists(queryClient) });
}

export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteSongMutation, onSuccess: () => refreshSetlists(queryClient) });
}

import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { CatalogueSong } from "@/domain/setlists/catalogue";
import type { songInputSchema } from "@/domain/setlists/songs";

/** A song as the form sends it (the API checks it with the same schema). */
export type SongFormValues = z.input<typeof songInputSchema>;

export const SONGS_ERROR = {
  id: "setlists.songs.loadCatalogueFailed",
  defaultMessage: "Failed to load the catalogue",
};

/** The workspace's catalogue, sorted by title (docs/product.md §22.1). */
export const songsQuery = queryOptions({
  queryKey: queryKeys.setlists.songs,
  queryFn: (): Promise<CatalogueSong[]> => unwrap(api.songs.$get(), SONGS_ERROR),
});

export const createSongMutation = mutationOptions({
  mutationFn: (input: SongFormValues): Promise<CatalogueSong> =>
    unwrap(api.songs.$post({ json: input }), {
      id: "setlists.songs.addSongFailed",
      defaultMessage: "Failed to add the song",
    }),
});

export const updateSongMutation = mutationOptions({
  mutationFn: ({ id, input }: { id: string; input: SongFormValues }): Promise<CatalogueSong> =>
    unwrap(api.songs[":songId"].$put({ param: { songId: id }, json: input }), {
      id: "setlists.songs.saveSongFailed",
      defaultMessage: "Failed to save the song",
    }),
});

export const deleteSongMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(api.songs[":songId"].$delete({ param: { songId: id } }), {
      id: "setlists.songs.deleteSongFailed",
      defaultMessage: "Failed to delete the song",
    }),
});

/** The catalogue as a CSV in the import's own columns: it imports back unchanged. */
export const SONGS_CSV_URL = "/api/exports/songs.csv";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { advanceWrites, linkWrites } from "./advances";

type Writes = typeof advanceWrites;

/**
 * A manager's advance writes: the tour's logistics (the advance, its progress, the day sheet
 * an accepted time lands on) and the storage meter (a file counts in it) go stale.
 */
export function useAdvanceMutation<K extends keyof Writes>(name: K) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<Writes[K]>>, Error, Parameters<Writes[K]>[0]>({
    mutationFn: advanceWrites[name] as (
      input: Parameters<Writes[K]>[0],
    ) => Promise<Awaited<ReturnType<Writes[K]>>>,
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.logistics.tour(input.tourId) });
      if (name === "uploadFile" || name === "deleteFile")
        void queryClient.invalidateQueries({ queryKey: queryKeys.merch.storage });
    },
  });
}

type LinkWrites = typeof linkWrites;

/** The venue's answers and uploads: its own view of the advance is read again. */
export function useLinkMutation<K extends keyof LinkWrites>(name: K) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<LinkWrites[K]>>, Error, Parameters<LinkWrites[K]>[0]>({
    mutationFn: linkWrites[name] as (
      input: Parameters<LinkWrites[K]>[0],
    ) => Promise<Awaited<ReturnType<LinkWrites[K]>>>,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.logistics.advanceLink(input.token) }),
  });
}

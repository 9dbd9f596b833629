import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { markAllReadMutation, markReadMutation } from "./notifications";

/** Reading changes only the list and its count (the bell reads the same key). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markReadMutation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markAllReadMutation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list }),
  });
}

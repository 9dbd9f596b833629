import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { deleteCountMutation, reportCountMutation, saveTicketSettingsMutation } from "./tickets";

/**
 * A count changes the show's line, its curve, its tour's pace (every other show's standing)
 * and the Overview's flag: the whole area is read again, and the Overview with it.
 */
const refreshTickets = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: queryKeys.tickets.all });
  void client.invalidateQueries({ queryKey: queryKeys.overview });
};

export function useReportCount() {
  const client = useQueryClient();
  return useMutation({ ...reportCountMutation, onSuccess: () => refreshTickets(client) });
}

export function useDeleteCount() {
  const client = useQueryClient();
  return useMutation({ ...deleteCountMutation, onSuccess: () => refreshTickets(client) });
}

export function useSaveTicketSettings() {
  const client = useQueryClient();
  return useMutation({
    ...saveTicketSettingsMutation,
    onSuccess: (saved) => client.setQueryData(queryKeys.tickets.settings, saved),
  });
}

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import type { DesignProjectDetail } from "@/domain/merch/design-projects";
import {
  createProjectMutation,
  deleteArtworkMutation,
  deleteProjectMutation,
  moveProjectMutation,
  updateProjectMutation,
  uploadArtworkMutation,
} from "./design-projects";

/** Projects feed the overview's counts, partners' counts and the product form's designs. */
function refresh(queryClient: QueryClient, detail?: DesignProjectDetail) {
  if (detail) queryClient.setQueryData(queryKeys.merch.project(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: queryKeys.merch.all });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ ...createProjectMutation, onSuccess: (p) => refresh(queryClient, p) });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ ...updateProjectMutation, onSuccess: (p) => refresh(queryClient, p) });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteProjectMutation, onSuccess: () => refresh(queryClient) });
}

export function useMoveProject() {
  const queryClient = useQueryClient();
  return useMutation({ ...moveProjectMutation, onSuccess: (p) => refresh(queryClient, p) });
}

export function useUploadArtwork() {
  const queryClient = useQueryClient();
  return useMutation({ ...uploadArtworkMutation, onSuccess: () => refresh(queryClient) });
}

export function useDeleteArtwork() {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteArtworkMutation, onSuccess: () => refresh(queryClient) });
}

import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap, uploadFile } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type {
  ArtworkFile,
  DesignProjectDetail,
  DesignProjectFormValues,
  DesignStatus,
} from "@/domain/merch/design-projects";
import type { ShownDesignProject, ShownDesignProjectDetail } from "@/domain/merch/reader-shape";

export const designProjectsQuery = queryOptions({
  queryKey: queryKeys.merch.projects,
  queryFn: (): Promise<ShownDesignProject[]> =>
    unwrap(api.merch.projects.$get(), {
      id: "merch.designProjects.loadDesignProjectsFailed",
      defaultMessage: "Failed to load design projects",
    }),
});

export const designProjectQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.merch.project(projectId),
    queryFn: (): Promise<ShownDesignProjectDetail> =>
      unwrap(api.merch.projects[":projectId"].$get({ param: { projectId } }), {
        id: "merch.designProjects.loadDesignProjectFailed",
        defaultMessage: "Failed to load the design project",
      }),
  });

export const createProjectMutation = mutationOptions({
  mutationFn: (input: DesignProjectFormValues): Promise<DesignProjectDetail> =>
    unwrap(api.merch.projects.$post({ json: input }), {
      id: "merch.designProjects.createDesignProjectFailed",
      defaultMessage: "Failed to create design project",
    }),
});

export const updateProjectMutation = mutationOptions({
  mutationFn: ({ id, input }: { id: string; input: DesignProjectFormValues }) =>
    unwrap(api.merch.projects[":projectId"].$put({ param: { projectId: id }, json: input }), {
      id: "merch.designProjects.updateDesignProjectFailed",
      defaultMessage: "Failed to update design project",
    }) as Promise<DesignProjectDetail>,
});

export const deleteProjectMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(api.merch.projects[":projectId"].$delete({ param: { projectId: id } }), {
      id: "merch.designProjects.deleteDesignProjectFailed",
      defaultMessage: "Failed to delete design project",
    }),
});

export const moveProjectMutation = mutationOptions({
  mutationFn: ({ id, to, comment }: { id: string; to: DesignStatus; comment?: string }) =>
    unwrap(
      api.merch.projects[":projectId"].moves.$post({
        param: { projectId: id },
        json: { to, comment: comment ?? "" },
      }),
      {
        id: "merch.designProjects.changeStatusFailed",
        defaultMessage: "Failed to change the status",
      },
    ) as Promise<DesignProjectDetail>,
});

/** The file goes as the raw body (no multipart parsing on the server); its name in ?name=. */
export const uploadArtworkMutation = mutationOptions({
  mutationFn: ({ projectId, file }: { projectId: string; file: File }) =>
    uploadFile<ArtworkFile>(
      `/api/merch/projects/${projectId}/files?name=${encodeURIComponent(file.name)}`,
      file,
    ),
});

export const deleteArtworkMutation = mutationOptions({
  mutationFn: (fileId: string) =>
    unwrap(api.merch.files[":fileId"].$delete({ param: { fileId } }), {
      id: "merch.designProjects.deleteFileFailed",
      defaultMessage: "Failed to delete the file",
    }),
});

export const artworkUrl = (fileId: string) => `/api/merch/files/${fileId}`;
export const thumbnailUrl = (fileId: string) => `/api/merch/files/${fileId}/thumbnail`;

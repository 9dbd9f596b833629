import { queryOptions } from "@tanstack/react-query";
import { t } from "@/client/i18n/t";
import {
  ApiRequestError,
  api,
  NETWORK_MESSAGE,
  refusalOf,
  unwrap,
  uploadFile,
} from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { LinkInput } from "@/domain/logistics/advance-links";
import type { AdvanceItem } from "@/domain/logistics/advances";
import { showFilePath } from "@/domain/logistics/show-file-path";
import type { ShowFile, ShowFileKind } from "@/domain/logistics/show-files";

const a = api.tours[":tourId"].advances;

export const advanceQuery = (tourId: string, showId: string) =>
  queryOptions({
    queryKey: queryKeys.logistics.advance(tourId, showId),
    queryFn: () =>
      unwrap(a[":showId"].$get({ param: { tourId, showId } }), {
        id: "logistics.advances.fetchAdvanceFailed",
        defaultMessage: "Failed to fetch the advance",
      }),
  });
export type AdvanceData = Awaited<ReturnType<ReturnType<typeof advanceQuery>["queryFn"] & {}>>;

/** A raw file as the body, its name and kind in the query (the server sniffs its type). */
const upload = (url: string, file: File) => uploadFile<ShowFile>(url, file);
const fileQuery = (file: File, kind: ShowFileKind) =>
  `?kind=${kind}&name=${encodeURIComponent(file.name)}`;

export const showFileUrl = showFilePath;

type At = { tourId: string; showId: string };
export const advanceWrites = {
  editItem: ({ tourId, showId, key, value }: At & { key: string; value: string }) =>
    unwrap(a[":showId"].items[":key"].$put({ param: { tourId, showId, key }, json: { value } }), {
      id: "logistics.advances.saveAnswerFailed",
      defaultMessage: "Failed to save the answer",
    }),
  accept: ({ tourId, showId, keys }: At & { keys: string[] }) =>
    unwrap(a[":showId"].accept.$post({ param: { tourId, showId }, json: { keys } }), {
      id: "logistics.advances.acceptAnswersFailed",
      defaultMessage: "Failed to accept the answers",
    }),
  createLink: ({ tourId, showId, input }: At & { input: LinkInput }) =>
    unwrap(a[":showId"].links.$post({ param: { tourId, showId }, json: input }), {
      id: "logistics.advances.makeLinkFailed",
      defaultMessage: "Failed to make the link",
    }),
  revokeLink: ({ tourId, showId, id }: At & { id: string }) =>
    unwrap(a[":showId"].links[":id"].$delete({ param: { tourId, showId, id } }), {
      id: "logistics.advances.turnLinkOffFailed",
      defaultMessage: "Failed to turn the link off",
    }),
  uploadFile: ({ tourId, showId, file, kind }: At & { file: File; kind: ShowFileKind }) =>
    upload(`/api/tours/${tourId}/advances/${showId}/files${fileQuery(file, kind)}`, file),
  deleteFile: ({ tourId, showId, fileId }: At & { fileId: string }) =>
    unwrap(a[":showId"].files[":fileId"].$delete({ param: { tourId, showId, fileId } }), {
      id: "logistics.advances.deleteFileFailed",
      defaultMessage: "Failed to delete the file",
    }),
};

/** What a venue's link opens: a plain fetch, as the join page's (no session, not in AppType). */
export interface AdvanceLinkView {
  workspaceName: string;
  tourTitle: string;
  venueName: string | null;
  city: string | null;
  performanceDate: string | null;
  recipient: string;
  items: AdvanceItem[];
  files: ShowFile[];
}

async function linkFetch(url: string, init?: RequestInit) {
  try {
    return await fetch(url, { credentials: "omit", ...init });
  } catch {
    throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
  }
}

export const advanceLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.logistics.advanceLink(token),
    queryFn: async (): Promise<AdvanceLinkView> => {
      const res = await linkFetch(`/api/advance-links/${encodeURIComponent(token)}`);
      if (!res.ok)
        throw await refusalOf(res, {
          id: "logistics.advances.openAdvanceFailed",
          defaultMessage: "Failed to open the advance",
        });
      return (await res.json()) as AdvanceLinkView;
    },
    // A link that is unknown or gone stays so.
    retry: (count, err) =>
      !(err instanceof ApiRequestError && (err.status === 404 || err.status === 410)) && count < 2,
  });

export const linkWrites = {
  answer: async ({ token, key, value }: { token: string; key: string; value: string }) => {
    const res = await linkFetch(`/api/advance-links/${token}/items/${key}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ value }),
    });
    if (!res.ok)
      throw await refusalOf(res, {
        id: "logistics.advances.saveAnswerFailed",
        defaultMessage: "Failed to save the answer",
      });
  },
  upload: ({ token, file, kind }: { token: string; file: File; kind: ShowFileKind }) =>
    upload(`/api/advance-links/${token}/files${fileQuery(file, kind)}`, file),
};
export const linkFileUrl = (token: string, fileId: string) =>
  `/api/advance-links/${token}/files/${fileId}`;

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { FilingInput } from "@/domain/setlists/filings";
import type { SocietyCode } from "@/domain/setlists/societies";

/** One society's report over a period: what the Filing tab lists and downloads. */
export interface FilingPeriod {
  society: SocietyCode;
  from: string;
  to: string;
}

export interface ShowRef {
  tourId: string;
  showId: string;
}

export const setlistSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.setlists.settings,
    queryFn: () =>
      unwrap(api["setlist-settings"].$get(), {
        id: "setlists.filings.fetchSocietiesBandFilesFailed",
        defaultMessage: "Failed to fetch the societies the band files with",
      }),
  });

export const filingsQuery = (period: FilingPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.setlists.filings, period.society, period.from, period.to],
    queryFn: () =>
      unwrap(api["setlist-filings"].$get({ query: period }), {
        id: "setlists.filings.fetchShowsToFileFailed",
        defaultMessage: "Failed to fetch the shows to file",
      }),
  });
type FilingsData = Awaited<ReturnType<ReturnType<typeof filingsQuery>["queryFn"] & {}>>;
export type FilingShow = FilingsData["shows"][number];

/** The report as a file: the browser downloads it from the link. */
export const reportUrl = (period: FilingPeriod, kind: "csv" | "pdf") =>
  `/api/setlist-filings/report.${kind}?${new URLSearchParams({ ...period })}`;

const filing = api.tours[":tourId"]["set-lists"][":showId"].filings[":society"];

/** Every write here changes what the Filing tab lists: its lists are read again. */
function useFilingWrite<Input, Result>(write: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Input>({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.setlists.filings }),
  });
}

export const useMarkFiled = () =>
  useFilingWrite(
    ({ show, society, input }: { show: ShowRef; society: SocietyCode; input: FilingInput }) =>
      unwrap(filing.$put({ param: { ...show, society }, json: input }), {
        id: "setlists.filings.markReportFiledFailed",
        defaultMessage: "Failed to mark the report filed",
      }),
  );

export const useUnmarkFiled = () =>
  useFilingWrite(({ show, society }: { show: ShowRef; society: SocietyCode }) =>
    unwrap(filing.$delete({ param: { ...show, society } }), {
      id: "setlists.filings.undoFilingFailed",
      defaultMessage: "Failed to undo the filing",
    }),
  );

export function useSaveSocieties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (societies: SocietyCode[]) =>
      unwrap(api["setlist-settings"].$put({ json: { societies } }), {
        id: "setlists.filings.saveSocietiesFailed",
        defaultMessage: "Failed to save the societies",
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.setlists.settings, data),
  });
}

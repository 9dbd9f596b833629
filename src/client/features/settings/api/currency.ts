import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@/client/i18n/t";
import { ApiRequestError, api, NETWORK_MESSAGE, refusalOf, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";

/** The workspace's home currency and rates (issue 41): one answer, for Settings and the forms. */
export const currencyQuery = queryOptions({
  queryKey: [...queryKeys.finances.all, "currency"] as const,
  queryFn: () =>
    unwrap(api.currency.$get(), {
      id: "settings.currency.loadCurrenciesFailed",
      defaultMessage: "Failed to load the currencies",
    }),
});

const c = api.currency;

/** The file goes as the raw body, as a receipt does; the server reads it as UTF-8 text. */
async function uploadRates(file: File) {
  let res: Response;
  try {
    res = await fetch("/api/currency/uploaded", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "text/csv" },
      body: file,
    });
  } catch {
    throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
  }
  if (!res.ok)
    throw await refusalOf(res, {
      id: "settings.currency.loadRatesFileFailed",
      defaultMessage: "The rates file could not be loaded",
    });
  return (await res.json()) as {
    rates: number;
    days: number;
    currencies: string[];
    skipped: string[];
  };
}

/**
 * Every currency write changes what every tour's totals are in or converted at, so each one
 * refetches all finance answers (the tours' and this one).
 */
export function useCurrencyMutations() {
  const queryClient = useQueryClient();
  const again = () => queryClient.invalidateQueries({ queryKey: queryKeys.finances.all });
  const everything = () => queryClient.invalidateQueries();
  return {
    setHome: useMutation({
      mutationFn: (homeCurrency: string) =>
        unwrap(c.home.$put({ json: { homeCurrency } }), {
          id: "settings.currency.changeHomeCurrencyFailed",
          defaultMessage: "Failed to change the home currency",
        }),
      // Totals on every page (the Overview, tours, reports) are in the home currency.
      onSuccess: everything,
    }),
    addRate: useMutation({
      mutationFn: (json: { currency: string; rate: string; on: string }) =>
        unwrap(c.rates.$post({ json }), {
          id: "settings.currency.saveRateFailed",
          defaultMessage: "Failed to save the rate",
        }),
      onSuccess: again,
    }),
    deleteRate: useMutation({
      mutationFn: (id: string) =>
        unwrap(c.rates[":id"].$delete({ param: { id } }), {
          id: "settings.currency.removeRateFailed",
          defaultMessage: "Failed to remove the rate",
        }),
      onSuccess: again,
    }),
    upload: useMutation({ mutationFn: uploadRates, onSuccess: again }),
    clearUploaded: useMutation({
      mutationFn: () =>
        unwrap(c.uploaded.$delete(), {
          id: "settings.currency.forgetUploadedRatesFailed",
          defaultMessage: "Failed to forget the uploaded rates",
        }),
      onSuccess: again,
    }),
  };
}

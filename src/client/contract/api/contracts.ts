import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Message, t } from "@/client/i18n/t";
import { ApiRequestError, NETWORK_MESSAGE, refusalOf } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import { apiFetch, OfflineWriteError, WorkspaceChangedError } from "@/client/offline/offline-fetch";
import type { ContractDetail, ContractSummary, Signature } from "@/domain/contracts/contracts";
import type { ContractTemplate } from "@/domain/contracts/template";
import type { Hidden } from "@/domain/hidden";
import type { ShowContract } from "./types";

/**
 * The manager's side of contracts (issue 39), through the app's fetch (it names the account
 * and refuses writes offline). Plain JSON calls: the routes are the contracts ADR's.
 */
async function call<T>(url: string, fallback: Message, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await apiFetch(url, {
      credentials: "same-origin",
      ...init,
      headers: init?.body ? { "content-type": "application/json" } : undefined,
    });
  } catch (error) {
    if (error instanceof OfflineWriteError || error instanceof WorkspaceChangedError)
      throw new ApiRequestError(error.message, 0);
    throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
  }
  if (!res.ok) throw await refusalOf(res, fallback);
  return (await res.json()) as T;
}
const post = <T>(url: string, fallback: Message, body?: unknown) =>
  call<T>(url, fallback, {
    method: "POST",
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export type TourContracts = { contracts: ContractSummary[] | Hidden };

/** The latest version of each show's contract; crew and artists get the hidden marker. */
export const tourContractsQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.tours.contracts(tourId),
    queryFn: () =>
      call<TourContracts>(`/api/tours/${tourId}/contracts`, {
        id: "contracts.api.loadListFailed",
        defaultMessage: "Failed to load contracts",
      }),
  });

export const showContractQuery = (tourId: string, showId: string) =>
  queryOptions({
    queryKey: queryKeys.tours.contract(tourId, showId),
    queryFn: () =>
      call<ShowContract>(`/api/tours/${tourId}/shows/${showId}/contract`, {
        id: "contracts.panel.loadFailed",
        defaultMessage: "Failed to load the contract",
      }),
  });

export const contractPdfUrl = (contractId: string) => `/api/contracts/${contractId}/pdf`;

export interface SendInput {
  promoterName: string;
  promoterEmail: string;
  expiresInDays?: number;
}
interface CountersignInput {
  name: string;
  signature: Signature;
  agree: true;
}
type One = { contract: ContractDetail };
/** Whether the server mailed the link: when not, the manager sends it themselves. */
export type MailOutcome = "sent" | "not_configured" | "failed";

const writes = {
  create: ({ tourId, showId }: { tourId: string; showId: string }) =>
    post<One>(`/api/tours/${tourId}/shows/${showId}/contract`, {
      id: "contracts.api.makeFailed",
      defaultMessage: "Failed to make the contract",
    }),
  send: ({ id, input }: { id: string; input: SendInput }) =>
    post<One & { link: { url: string; expiresAt: string }; mail: MailOutcome }>(
      `/api/contracts/${id}/send`,
      { id: "contracts.api.sendFailed", defaultMessage: "Failed to send the contract" },
      input,
    ),
  revoke: ({ id }: { id: string }) =>
    post<One>(`/api/contracts/${id}/revoke-link`, {
      id: "contracts.api.revokeFailed",
      defaultMessage: "Failed to turn the link off",
    }),
  countersign: ({ id, input }: { id: string; input: CountersignInput }) =>
    post<One>(
      `/api/contracts/${id}/countersign`,
      { id: "contracts.api.countersignFailed", defaultMessage: "Failed to countersign" },
      input,
    ),
  void: ({ id }: { id: string }) =>
    post<One>(`/api/contracts/${id}/void`, {
      id: "contracts.api.voidFailed",
      defaultMessage: "Failed to void",
    }),
};

type Writes = typeof writes;
type Input<K extends keyof Writes> = Parameters<Writes[K]>[0];
type Output<K extends keyof Writes> = Awaited<ReturnType<Writes[K]>>;

/** One write of a show's contract; it refreshes the show's panel and the tour's chips. */
export function useContractWrite<K extends keyof Writes>(kind: K, tourId: string) {
  const queryClient = useQueryClient();
  return useMutation<Output<K>, Error, Input<K>>({
    mutationFn: writes[kind] as (input: Input<K>) => Promise<Output<K>>,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tours.contracts(tourId) });
    },
  });
}

export const contractTemplateQuery = queryOptions({
  queryKey: queryKeys.contracts.template,
  queryFn: () =>
    call<{ template: ContractTemplate; isDefault: boolean }>("/api/contract-template", {
      id: "contracts.template.loadFailed",
      defaultMessage: "Failed to load the contract template",
    }),
});

export function useTemplateWrite(kind: "save" | "reset") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template?: ContractTemplate) =>
      kind === "save"
        ? call<{ template: ContractTemplate; isDefault: boolean }>(
            "/api/contract-template",
            {
              id: "contracts.api.saveTemplateFailed",
              defaultMessage: "Failed to save the template",
            },
            { method: "PUT", body: JSON.stringify(template) },
          )
        : post<{ template: ContractTemplate; isDefault: boolean }>("/api/contract-template/reset", {
            id: "contracts.api.resetTemplateFailed",
            defaultMessage: "Failed to reset the template",
          }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.contracts.template, data),
  });
}

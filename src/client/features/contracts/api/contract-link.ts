import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LinkView } from "@/client/contract/api/types";
import type { SignInput } from "@/client/contract/sign-form";
import { type Message, t } from "@/client/i18n/t";
import { ApiRequestError, NETWORK_MESSAGE, refusalOf } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { VerifyAnswer } from "@/domain/contracts/contracts";

/** The public pages' fetch: no session, no account header; the token is the key. */
async function open(url: string, fallback: Message, init?: RequestInit) {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "omit", ...init });
  } catch {
    throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
  }
  if (!res.ok) throw await refusalOf(res, fallback);
  return res;
}

const linkUrl = (token: string) => `/api/contract-links/${encodeURIComponent(token)}`;

export const contractLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.contracts.link(token),
    queryFn: async () =>
      (await (
        await open(linkUrl(token), {
          id: "contracts.link.unknown",
          defaultMessage: "This contract link does not work",
        })
      ).json()) as LinkView,
    // A link that is unknown or gone stays so.
    retry: (count, err) =>
      !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2,
    refetchOnWindowFocus: false,
  });

/** The promoter signs the document they read: its hash goes along, so a changed one is refused. */
export function useSignLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInput & { documentSha256: string }) =>
      (await (
        await open(
          `${linkUrl(token)}/sign`,
          { id: "contracts.api.notSigned", defaultMessage: "Not signed" },
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(input),
          },
        )
      ).json()) as Pick<LinkView, "contract">,
    onSuccess: (data) =>
      queryClient.setQueryData<LinkView>(queryKeys.contracts.link(token), (old) =>
        old ? { ...old, contract: data.contract } : old,
      ),
  });
}

/** The file goes as it is, bytes only: the server reads its signature and hash. */
export async function verifyPdf(file: Blob): Promise<VerifyAnswer> {
  const res = await open(
    "/api/contracts/verify",
    { id: "contracts.api.verifyFailed", defaultMessage: "Could not check this file" },
    {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: file,
    },
  );
  return (await res.json()) as VerifyAnswer;
}

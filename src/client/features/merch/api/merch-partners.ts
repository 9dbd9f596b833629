import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type {
  MerchPartner,
  MerchPartnerFormValues,
  PartnerProjectChoice,
} from "@/domain/merch/partners";

export const merchPartnersQuery = queryOptions({
  queryKey: queryKeys.merch.partners,
  queryFn: (): Promise<MerchPartner[]> =>
    unwrap(api.merch.partners.$get(), {
      id: "merch.partners.loadPartnersFailed",
      defaultMessage: "Failed to load partners",
    }),
});

export const createPartnerMutation = mutationOptions({
  mutationFn: (input: MerchPartnerFormValues): Promise<MerchPartner> =>
    unwrap(api.merch.partners.$post({ json: input }), {
      id: "merch.partners.createPartnerFailed",
      defaultMessage: "Failed to create partner",
    }),
});

export const updatePartnerMutation = mutationOptions({
  mutationFn: ({
    id,
    input,
  }: {
    id: string;
    input: MerchPartnerFormValues;
  }): Promise<MerchPartner> =>
    unwrap(api.merch.partners[":partnerId"].$put({ param: { partnerId: id }, json: input }), {
      id: "merch.partners.updatePartnerFailed",
      defaultMessage: "Failed to update partner",
    }),
});

export const deletePartnerMutation = mutationOptions({
  mutationFn: ({ id, projects }: { id: string; projects?: PartnerProjectChoice }) =>
    unwrap(
      api.merch.partners[":partnerId"].$delete({
        param: { partnerId: id },
        query: projects ? { projects } : {},
      }),
      { id: "merch.partners.deletePartnerFailed", defaultMessage: "Failed to delete partner" },
    ),
});

import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { GenerateAnswer, PartyAnswer } from "@/domain/party/answers";
import type { FloatEntryInput } from "@/domain/party/float";
import type { PaymentInput } from "@/domain/party/payments";
import type { PartyPersonInput } from "@/domain/party/people";

const PARTY_ERROR = { id: "party.api.loadPartyFailed", defaultMessage: "Failed to load the party" };
const PAYMENTS_ERROR = {
  id: "party.api.loadPartyLinesFailed",
  defaultMessage: "Failed to load the party's lines",
};
const FLOAT_ERROR = { id: "party.api.loadFloatFailed", defaultMessage: "Failed to load the float" };

const tour = api.tours[":tourId"];

/** The party of one tour: people with their totals, and the members not yet on it. */
export const partyQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.party.people(tourId),
    queryFn: (): Promise<PartyAnswer> =>
      unwrap(tour.party.$get({ param: { tourId } }), PARTY_ERROR),
  });

export const paymentsQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.party.payments(tourId),
    queryFn: () => unwrap(tour.payments.$get({ param: { tourId } }), PAYMENTS_ERROR),
  });

export const floatQuery = (tourId: string) =>
  queryOptions({
    queryKey: queryKeys.party.float(tourId),
    queryFn: () => unwrap(tour.float.$get({ param: { tourId } }), FLOAT_ERROR),
  });

/** The answers as they come over the wire (instants as text): PaymentsAnswer and FloatAnswer. */
export type PaymentsData = Awaited<
  ReturnType<NonNullable<ReturnType<typeof paymentsQuery>["queryFn"]>>
>;
export type FloatData = Awaited<ReturnType<NonNullable<ReturnType<typeof floatQuery>["queryFn"]>>>;

/** The manager's statement of one person (a PDF, rendered by the server). */
export const statementHref = (tourId: string, personId: string) =>
  `/api/tours/${tourId}/party/${personId}/statement.pdf`;

export const addPeopleMutation = mutationOptions({
  mutationFn: ({ tourId, people }: { tourId: string; people: PartyPersonInput[] }) =>
    unwrap(tour.party.$post({ param: { tourId }, json: { people } }), {
      id: "party.api.addPeopleFailed",
      defaultMessage: "Failed to add people",
    }),
});

export const updatePersonMutation = mutationOptions({
  mutationFn: ({
    tourId,
    personId,
    person,
  }: {
    tourId: string;
    personId: string;
    person: PartyPersonInput;
  }) =>
    unwrap(tour.party[":personId"].$put({ param: { tourId, personId }, json: person }), {
      id: "party.api.savePersonFailed",
      defaultMessage: "Failed to save the person",
    }),
});

export const removePersonMutation = mutationOptions({
  mutationFn: ({ tourId, personId }: { tourId: string; personId: string }) =>
    unwrap(tour.party[":personId"].$delete({ param: { tourId, personId } }), {
      id: "party.api.removePersonFailed",
      defaultMessage: "Failed to remove the person",
    }),
});

export const generateMutation = mutationOptions({
  mutationFn: ({ tourId }: { tourId: string }): Promise<GenerateAnswer> =>
    unwrap(tour.party.generate.$post({ param: { tourId } }), {
      id: "party.api.generateLinesFailed",
      defaultMessage: "Failed to generate the lines",
    }),
});

export const savePaymentMutation = mutationOptions({
  mutationFn: ({
    tourId,
    paymentId,
    payment,
  }: {
    tourId: string;
    paymentId: string | null;
    payment: PaymentInput;
  }) =>
    unwrap(
      paymentId
        ? tour.payments[":paymentId"].$put({ param: { tourId, paymentId }, json: payment })
        : tour.payments.$post({ param: { tourId }, json: payment }),
      { id: "party.api.saveLineFailed", defaultMessage: "Failed to save the line" },
    ),
});

export const deletePaymentMutation = mutationOptions({
  mutationFn: ({ tourId, paymentId }: { tourId: string; paymentId: string }) =>
    unwrap(tour.payments[":paymentId"].$delete({ param: { tourId, paymentId } }), {
      id: "party.api.deleteLineFailed",
      defaultMessage: "Failed to delete the line",
    }),
});

export const payMutation = mutationOptions({
  mutationFn: ({
    tourId,
    paymentId,
    fromFloat,
  }: {
    tourId: string;
    paymentId: string;
    fromFloat: boolean;
  }) =>
    unwrap(
      tour.payments[":paymentId"].paid.$post({ param: { tourId, paymentId }, json: { fromFloat } }),
      { id: "party.api.payLineFailed", defaultMessage: "Failed to pay the line" },
    ),
});

export const undoPayMutation = mutationOptions({
  mutationFn: ({ tourId, paymentId }: { tourId: string; paymentId: string }) =>
    unwrap(tour.payments[":paymentId"].paid.$delete({ param: { tourId, paymentId } }), {
      id: "party.api.undoPaymentFailed",
      defaultMessage: "Failed to undo the payment",
    }),
});

export const addFloatEntryMutation = mutationOptions({
  mutationFn: ({ tourId, entry }: { tourId: string; entry: FloatEntryInput }) =>
    unwrap(tour.float.$post({ param: { tourId }, json: entry }), {
      id: "party.api.saveEntryFailed",
      defaultMessage: "Failed to save the entry",
    }),
});

export const deleteFloatEntryMutation = mutationOptions({
  mutationFn: ({ tourId, entryId }: { tourId: string; entryId: string }) =>
    unwrap(tour.float[":entryId"].$delete({ param: { tourId, entryId } }), {
      id: "party.api.deleteEntryFailed",
      defaultMessage: "Failed to delete the entry",
    }),
});

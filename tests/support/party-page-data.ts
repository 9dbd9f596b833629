import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import type { FloatAnswer, PartyAnswer, PaymentsAnswer } from "@/domain/party/answers";

/** Answers of the party's routes for the page's tests (as the server sends them). */
export const TOUR = "5b2f0c1e-0000-4000-8000-000000000001";
export const ANA = "5b2f0c1e-0000-4000-8000-0000000000a1";
export const BEN = "5b2f0c1e-0000-4000-8000-0000000000a2";

const person = (over: Partial<PartyAnswer["people"][number]>): PartyAnswer["people"][number] => ({
  id: ANA,
  tourId: TOUR,
  userId: "u-ana",
  name: "Ana Ruiz",
  roadRole: "Guitar",
  homeCurrency: "GBP",
  joinsOn: null,
  leavesOn: null,
  perDiemCurrency: "GBP",
  perDiemShow: "45.00",
  perDiemTravel: "30.00",
  perDiemOff: null,
  payAmount: "300.00",
  payPer: "show",
  payCurrency: "GBP",
  totals: [],
  ...over,
});

export const party = (over: Partial<PartyAnswer> = {}): PartyAnswer => ({
  tourId: TOUR,
  firstDay: "2099-05-01",
  lastDay: "2099-05-20",
  members: [
    { userId: "u-cleo", name: "Cleo Park", role: "artist" },
    { userId: "u-dev", name: "Dev Shah", role: "crew" },
  ],
  people: [
    person({}),
    person({
      id: BEN,
      userId: null,
      name: "Ben the driver",
      roadRole: "Driver",
      joinsOn: "2099-05-03",
      leavesOn: "2099-05-10",
      perDiemCurrency: "EUR",
      perDiemShow: "40.00",
      perDiemTravel: "40.00",
      perDiemOff: "40.00",
      payAmount: "1200.00",
      payPer: "week",
      payCurrency: "EUR",
    }),
  ],
  generatedAt: null,
  home: "GBP",
  ...over,
});

type WireLine = Omit<PaymentsAnswer["lines"][number], "paidAt"> & { paidAt: string | null };

export const line = (over: Partial<WireLine>): WireLine => ({
  id: "5b2f0c1e-0000-4000-8000-0000000000c1",
  tourId: TOUR,
  personId: ANA,
  personName: "Ana Ruiz",
  kind: "per_diem",
  day: "2099-05-01",
  dayKind: "show",
  showId: null,
  showLabel: "Metro, Chicago",
  amount: "45.00",
  currency: "GBP",
  origin: "generated",
  note: null,
  paidAt: null,
  paidByName: null,
  paidFromFloat: false,
  ...over,
});

export const payments = (lines: WireLine[]) => ({
  lines,
  totals: [{ currency: "GBP", total: "45.00", paid: "0.00", owed: "45.00" }],
});

export const float = (over: Partial<FloatAnswer> = {}) => ({
  balances: [
    {
      currency: "GBP",
      drawn: "500.00",
      returned: "0.00",
      paidOut: "380.00",
      overShort: "0.00",
      shouldHave: "120.00",
      lastCount: null,
    },
  ],
  entries: [],
  ...over,
});

/** The workspace a manager of a pounds workspace is in, and the tour picked. */
export function seedManager(client: QueryClient) {
  client.setQueryData(queryKeys.team.current, {
    id: "w1",
    name: "The Band",
    role: "manager",
    homeCurrency: "GBP",
  });
  client.setQueryData(queryKeys.profile, { timeFormat: "24h" });
  client.setQueryData(queryKeys.tours.options, [
    { id: TOUR, title: "Spring Run", status: "active" },
  ]);
}

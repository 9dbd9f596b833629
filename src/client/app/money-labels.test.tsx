import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { BudgetDialog } from "@/client/features/finances/components/budget-dialog";
import { AddVenueDialog } from "@/client/features/negotiations/components/add-venue-dialog";
import { RoadSettingsDialog } from "@/client/features/tours/components/road-settings-dialog";
import { ShowFormDialog } from "@/client/features/tours/components/show-form-dialog";
import { TourFormDialog } from "@/client/features/tours/components/tour-form-dialog";
import { queryKeys } from "@/client/lib/query-keys";
import { DEFAULT_ROAD_SETTINGS } from "@/domain/tours/routing/road-costs";
import { renderWithQuery } from "../../../tests/support/render-with-query";

/**
 * Issue 47: a workspace at home in pounds typed its fees under "(USD)" and "($)" and then
 * read them as pounds. Every money field of the forms typed in the home currency names it.
 */
const renderAtHomeIn = (homeCurrency: string, ui: ReactNode) =>
  renderWithQuery(ui, (client) => {
    client.setQueryData(queryKeys.team.current, {
      id: "w1",
      name: "Mara Vale",
      role: "owner",
      memberRole: "owner",
      requireTwoFactor: false,
      members: [],
      homeCurrency,
    });
    client.setQueryData(queryKeys.venues, []);
  });

const tour = {
  id: "4f1c2b9e-8a7d-4c3b-9e2f-1a0b9c8d7e6f",
  title: "Channel Run",
  status: "planning",
  startDate: "2026-05-01",
  endDate: "2026-05-20",
  totalEstimatedCost: "0.00",
  createdAt: "2026-01-01T00:00:00.000Z",
};
const noop = () => {};

/** Each form and the labels of its money fields, for a home currency `c`. */
const FORMS: [string, () => ReactNode, (c: string) => string[]][] = [
  [
    "New Tour",
    () => <TourFormDialog open onOpenChange={noop} />,
    (c) => [`Estimated gross (${c})`],
  ],
  [
    "Add Show",
    () => <ShowFormDialog tour={tour} open onOpenChange={noop} />,
    (c) => [`Venue fee (${c})`, `Travel cost (${c})`, `Accommodation (${c})`],
  ],
  [
    "Set Budget",
    () => (
      <BudgetDialog
        tourId={tour.id}
        open
        onOpenChange={noop}
        values={{ category: "", amount: "" }}
      />
    ),
    (c) => [`Budget (${c})`],
  ],
  [
    "Road settings",
    () => (
      <RoadSettingsDialog
        tourId={tour.id}
        open
        onOpenChange={noop}
        settings={DEFAULT_ROAD_SETTINGS}
        unit="km"
        teamSize={4}
        legs={[
          { key: "a", label: "London → Paris", flight: true },
          { key: "b", label: "Paris → Brussels", flight: false },
        ]}
      />
    ),
    (c) => [
      `Fuel price per gallon (${c})`,
      `Per diem per person (${c})`,
      `Hotel rate per room (${c})`,
      `Other tolls for the tour (${c})`,
    ],
  ],
  ["Add Venue", () => <AddVenueDialog open onOpenChange={noop} />, (c) => [`Fee (${c})`]],
];

describe("money fields name the home currency", () => {
  for (const [name, ui, labels] of FORMS) {
    it(`${name} says pounds in a GBP workspace, and never dollars`, async () => {
      renderAtHomeIn("GBP", ui());
      const dialog = await screen.findByRole("dialog");
      for (const label of labels("GBP")) expect(screen.getByLabelText(label)).toBeInTheDocument();
      expect(dialog.textContent).not.toMatch(/\(USD\)|\(\$\)/);
    });
  }

  it("Road settings' fares and tolls per leg name it too", async () => {
    renderAtHomeIn("GBP", FORMS[3]?.[1]());
    expect(
      await screen.findByText("Flight fare per person, per flown leg (GBP)"),
    ).toBeInTheDocument();
    expect(screen.getByText("Tolls per leg (GBP)")).toBeInTheDocument();
  });

  it("keeps '(USD)' in a dollars workspace", async () => {
    renderAtHomeIn("USD", FORMS[1]?.[1]());
    expect(await screen.findByLabelText("Venue fee (USD)")).toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TourDetail } from "../api/tours";
import { TourTotals } from "./tour-totals";

const figures = {
  booked: "1565.00",
  settled: "0.00",
  travelPlanned: "253.00",
  travelBooked: "0.00",
  lodgingPlanned: "0.00",
  lodgingBooked: "0.00",
};
const detailWith = (moneyTotals: unknown) =>
  ({
    shows: [{ id: "s2", venue: { name: "The Lantern", capacity: 400 } }],
    moneyTotals,
  }) as unknown as TourDetail;

describe("the tour's totals across currencies (issue 41)", () => {
  it("prints them in the home currency and says which shows no rate converts", () => {
    render(
      <TourTotals
        detail={detailWith({
          ...figures,
          homeCurrency: "EUR",
          unconverted: [{ showId: "s2", currency: "GBP", date: "2026-11-01" }],
        })}
      />,
    );
    expect(screen.getByTestId("total-Booked")).toHaveTextContent("€1,565");
    expect(screen.getByRole("status")).toHaveTextContent(
      "The totals leave out 1 show with no rate: they are not complete.",
    );
    // The show is named, so the person knows which deal wants a rate.
    expect(screen.getByRole("status")).toHaveTextContent(
      "The Lantern: No rate for GBP on 2026-11-01",
    );
  });

  it("warns of nothing when every show converts", () => {
    render(
      <TourTotals detail={detailWith({ ...figures, homeCurrency: "USD", unconverted: [] })} />,
    );
    expect(screen.getByTestId("total-Booked")).toHaveTextContent("$1,565");
    expect(screen.queryByRole("status")).toBeNull();
  });
});

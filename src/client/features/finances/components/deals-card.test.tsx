import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deal } from "../../../../../tests/support/deal-fixture";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { DealsCard } from "./deals-card";

const noop = () => undefined;

const renderDeals = (deals: (typeof deal)[]) =>
  renderWithQuery(
    <DealsCard
      tourId="t1"
      deals={deals}
      onAdd={noop}
      onEdit={noop}
      onDelete={noop}
      onSettle={noop}
      onReopen={noop}
    />,
  );

describe("a deal's projection", () => {
  it("says when it is estimated from the show's latest ticket count", () => {
    renderDeals([
      {
        ...deal,
        dealType: "door_split",
        estimateFrom: "count",
        countSold: 1412,
        countAsOf: "2099-04-01T15:00:00.000Z",
      },
    ]);
    expect(screen.getByText("Estimated from 1,412 sold (latest count)")).toBeInTheDocument();
  });

  it("says nothing more when it reads the expected attendance", () => {
    renderDeals([{ ...deal, estimateFrom: "expected", countSold: null, countAsOf: null }]);
    expect(screen.queryByText(/latest count/)).toBeNull();
  });
});

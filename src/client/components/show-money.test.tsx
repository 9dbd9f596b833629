import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../tests/support/render-with-query";
import { ShowMoneyFigure } from "./show-money";

describe("a show's money on Tours, HCC and the day sheet", () => {
  it("writes an offer in the workspace's home currency, not dollars", () => {
    renderWithQuery(<ShowMoneyFigure money={{ amount: "600.00", basis: "offer" }} />, (client) =>
      client.setQueryData(queryKeys.team.current, { id: "w1", homeCurrency: "EUR" }),
    );
    expect(screen.getByTestId("show-money")).toHaveTextContent("Offer €600");
  });

  it("says a door deal's projection is estimated from the latest ticket count", () => {
    renderWithQuery(
      <ShowMoneyFigure
        money={{
          amount: "4120.00",
          basis: "projected",
          currency: "USD",
          fromCount: { sold: 412, asOf: "2099-04-01T15:00:00.000Z" },
        }}
      />,
    );
    expect(screen.getByTestId("show-money")).toHaveTextContent("$4,120");
    expect(screen.getByText("Estimated from 412 sold (latest count)")).toBeInTheDocument();
  });
});

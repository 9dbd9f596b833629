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
});

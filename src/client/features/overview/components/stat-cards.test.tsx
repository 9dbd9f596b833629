import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { emptyDashboardStats, statsFor } from "@/domain/overview/overview";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { StatCards } from "./stat-cards";

const stats = statsFor(true, { ...emptyDashboardStats, revenueProjection: "12345.60" });

/** The Overview's cards in a workspace whose answer says its home currency. */
const renderIn = (homeCurrency: string | undefined) =>
  renderWithQuery(<StatCards stats={stats} />, (client) =>
    client.setQueryData(queryKeys.team.current, {
      id: "w1",
      name: "Mara Vale",
      role: "owner",
      memberRole: "owner",
      requireTwoFactor: false,
      members: [],
      ...(homeCurrency ? { homeCurrency } : {}),
    }),
  );

describe("the Revenue Projection in the home currency", () => {
  it("is written in euros in a workspace at home in EUR", () => {
    renderIn("EUR");
    expect(screen.getByText("€12,346")).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it("stays dollars, byte for byte as before, in a USD workspace", () => {
    renderIn("USD");
    expect(screen.getByText("$12,346")).toBeInTheDocument();
  });

  it("stays dollars in an answer saved before currencies existed", () => {
    renderIn(undefined);
    expect(screen.getByText("$12,346")).toBeInTheDocument();
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { Role } from "@/domain/team/roles";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { OverviewTab } from "./overview-tab";

const renderAs = (role: Role) =>
  renderWithQuery(<OverviewTab campaigns={[]} />, (client) =>
    client.setQueryData(queryKeys.team.current, {
      id: "w1",
      name: "Mara Vale",
      role,
      memberRole: role,
      requireTwoFactor: false,
      homeCurrency: "GBP",
      members: [],
    }),
  );

describe("Marketing's Total Budget with no campaign yet", () => {
  it("reads hidden to an artist, never £0 across 0 campaigns", () => {
    renderAs("artist");
    expect(screen.getByText("Hidden")).toBeInTheDocument();
    expect(screen.getByText("owners and managers only")).toBeInTheDocument();
    expect(screen.queryByText(/£0/)).toBeNull();
    expect(screen.queryByText(/across 0 campaigns/)).toBeNull();
  });

  it("reads £0 across 0 campaigns to the owner, whose figure it is", () => {
    renderAs("owner");
    expect(screen.getByText("£0")).toBeInTheDocument();
    expect(screen.getByText("across 0 campaigns")).toBeInTheDocument();
  });
});

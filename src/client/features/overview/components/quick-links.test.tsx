import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { Role } from "@/domain/team/roles";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { QuickLinks } from "./quick-links";

/** The Overview's area cards as `role` sees them (the role known, as on any page after load). */
const renderAs = (role: Role) =>
  renderWithQuery(
    <MemoryRouter>
      <QuickLinks />
    </MemoryRouter>,
    (client) =>
      client.setQueryData(queryKeys.team.current, {
        id: "w1",
        name: "Mara Vale",
        role,
        memberRole: role,
        requireTwoFactor: false,
        members: [],
      }),
  );

const actions = () => screen.getAllByRole("link").map((a) => a.textContent);

describe("the Overview's area cards offer only what the role can open", () => {
  it("an owner gets the spec's four", () => {
    renderAs("owner");
    expect(actions()).toEqual([
      "Manage Tours",
      "View Reports",
      "Create Designs",
      "Launch Campaign",
    ]);
  });

  it("crew get the road: no reports, no campaigns", () => {
    renderAs("crew");
    expect(actions()).toEqual(["View Tours", "View Itinerary", "Enter Counts"]);
    expect(screen.queryByText("Marketing & Virality")).toBeNull();
  });

  it("an artist reviews designs and reads campaigns, launching none", () => {
    renderAs("artist");
    expect(actions()).toEqual(["View Tours", "View Itinerary", "Review Designs", "View Campaigns"]);
  });

  it("before the role is known, the spec's cards (the server-rendered page)", () => {
    renderWithQuery(
      <MemoryRouter>
        <QuickLinks />
      </MemoryRouter>,
    );
    expect(actions()).toEqual([
      "Manage Tours",
      "View Reports",
      "Create Designs",
      "Launch Campaign",
    ]);
  });
});

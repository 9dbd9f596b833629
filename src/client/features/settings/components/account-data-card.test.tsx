import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { Role } from "@/domain/team/roles";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { AccountDataCard } from "./account-data-card";

const workspace = (role: Role) => ({
  id: "workspace-owls-01",
  name: "The Night Owls",
  role,
  memberRole: role,
  requireTwoFactor: false,
  members: [],
});

function renderAs(role: Role) {
  return renderWithQuery(
    <MemoryRouter>
      <AccountDataCard isGuest={false} />
    </MemoryRouter>,
    (c) => {
      c.setQueryData(queryKeys.team.current, workspace(role));
      c.setQueryData(queryKeys.merch.storage, { usedBytes: 0, limitBytes: 500 * 1024 * 1024 });
    },
  );
}

beforeEach(() => {
  // Nothing here should ask the server: a request that goes out fails the test.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new Error("no request expected");
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the export in Settings (issue 34)", () => {
  it("is not offered to crew, and the page says why in its place", () => {
    renderAs("crew");
    expect(screen.queryByRole("link", { name: /Export all my data/ })).toBeNull();
    expect(screen.getByTestId("export-not-offered")).toHaveTextContent(
      "Exporting the data of The Night Owls' workspace (its tours, finances and artwork) is for its owner and managers; your role there is Crew. Ask the owner or a manager for an export.",
    );
    // Artwork storage is the managers' too: not shown, not asked for.
    expect(screen.queryByTestId("storage-meter")).toBeNull();
  });

  it("is offered to a manager, with the storage meter", () => {
    renderAs("manager");
    expect(screen.getByRole("link", { name: /Export all my data/ })).toHaveAttribute(
      "href",
      "/api/profile/export",
    );
    expect(screen.queryByTestId("export-not-offered")).toBeNull();
    expect(screen.getByTestId("storage-meter")).toBeVisible();
  });
});

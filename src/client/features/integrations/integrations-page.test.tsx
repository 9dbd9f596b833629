import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/domain/team/roles";
import {
  openApiDoc,
  seedIntegrations,
  seedOpenApi,
  token,
} from "../../../../tests/support/integrations-page-data";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { IntegrationsPage } from "./integrations-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(role: Role, at = "/dashboard/integrations") {
  return renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <IntegrationsPage />
    </MemoryRouter>,
    (client) => {
      seedOpenApi(client, openApiDoc());
      seedIntegrations(client, role, [token()]);
    },
  );
}

describe("the API & webhooks page", () => {
  it("says what a token is for and opens on the member's tokens", () => {
    renderPage("crew");
    expect(screen.getByRole("heading", { level: 1, name: "API & webhooks" })).toBeInTheDocument();
    expect(screen.getByText(/your website, accounting or automations/)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "API tokens", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Website" })).toBeInTheDocument();
  });

  it("offers webhooks to the owner alone", () => {
    const { unmount } = renderPage("owner");
    expect(screen.getByRole("tab", { name: "Webhooks" })).toBeInTheDocument();
    unmount();
    for (const role of ["manager", "crew", "artist"] as const) {
      const view = renderPage(role);
      expect(screen.queryByRole("tab", { name: "Webhooks" })).toBeNull();
      view.unmount();
    }
  });

  it("loads the API reference when its tab opens", async () => {
    const { user } = renderPage("artist");
    expect(screen.queryByRole("searchbox", { name: "Search the API" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "API reference" }));
    expect(await screen.findByRole("searchbox", { name: "Search the API" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Tours/ })).toBeInTheDocument();
  });

  it("opens the tab a link names, but not webhooks for a role without them", () => {
    const { unmount } = renderPage("crew", "/dashboard/integrations?tab=webhooks");
    expect(screen.getByRole("tab", { name: "API tokens", selected: true })).toBeInTheDocument();
    unmount();
    renderPage("owner", "/dashboard/integrations?tab=webhooks");
    expect(screen.getByRole("tab", { name: "Webhooks", selected: true })).toBeInTheDocument();
  });
});

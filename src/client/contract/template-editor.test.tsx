import { screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { ContractTemplate } from "@/domain/contracts/template";
import { renderWithQuery } from "../../../tests/support/render-with-query";
import { ContractTemplateCard } from "./template-editor";

vi.setConfig({ testTimeout: 20_000 });

const TEMPLATE: ContractTemplate = {
  title: "Performance agreement",
  clauses: [{ heading: "Cancellation", body: "Either side may cancel in writing." }],
};

/** Settings with the template card, and a link elsewhere in the app. */
function renderSettings() {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/settings",
        element: (
          <>
            <Link to="/dashboard">Overview</Link>
            <ContractTemplateCard />
          </>
        ),
      },
      { path: "/dashboard", element: <h1>Overview page</h1> },
    ],
    { initialEntries: ["/dashboard/settings"] },
  );
  return renderWithQuery(<RouterProvider router={router} />, (client) =>
    client.setQueryData(queryKeys.contracts.template, { template: TEMPLATE, isDefault: false }),
  );
}

describe("the contract template's unsaved changes", () => {
  it("leaves at once while nothing is changed", async () => {
    const { user } = renderSettings();
    expect(screen.queryByText("Unsaved changes")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Overview" }));
    expect(await screen.findByRole("heading", { name: "Overview page" })).toBeInTheDocument();
  });

  it("asks before a changed clause is lost: Stay keeps it, Leave goes", async () => {
    const { user } = renderSettings();
    await user.type(screen.getByLabelText("Clause 1 heading"), " and refunds");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Overview" }));
    const ask = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(ask).toHaveTextContent("Your changes to the contract template are not saved.");
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(screen.getByLabelText("Clause 1 heading")).toHaveValue("Cancellation and refunds");

    await user.click(screen.getByRole("link", { name: "Overview" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "Overview page" })).toBeInTheDocument();
  });
});

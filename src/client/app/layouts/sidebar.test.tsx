import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { SidebarNav } from "./sidebar";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: <SidebarNav artistName="Mara Vale" isGuest={false} onSignOut={() => {}} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

it("highlights only the item whose path matches exactly", () => {
  renderAt("/dashboard/marketing");
  expect(screen.getByRole("link", { name: "Marketing & Virality" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(screen.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
});

it("offers Tours beneath Overview and highlights it on the tour list", () => {
  renderAt("/dashboard/tours");
  expect(screen.getByRole("link", { name: "Tours" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
});

it("highlights nothing on a page that is not a sidebar item", () => {
  renderAt("/dashboard/settings");
  expect(screen.queryAllByRole("link", { current: "page" })).toHaveLength(0);
});

it("lists the five areas with their routes, the artist name and Sign Out", () => {
  renderAt("/dashboard");
  const expected = {
    Overview: "/dashboard",
    "HCC Manager": "/dashboard/hcc-manager",
    "Logistics & Finances": "/dashboard/logistics",
    "Merch & Art": "/dashboard/merch",
    "Marketing & Virality": "/dashboard/marketing",
  };
  for (const [label, href] of Object.entries(expected)) {
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  expect(screen.getByText("Mara Vale")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
});

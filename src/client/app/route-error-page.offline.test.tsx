import { render, screen } from "@testing-library/react";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { PageErrorPage, PageLoadError } from "./route-error-page";

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
});

/** A dashboard-like tree: the page's code fails to load, as a route's lazy loader reports it. */
function renderFailedPage() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const router = createMemoryRouter([
    {
      path: "/",
      errorElement: <PageErrorPage />,
      lazy: async () => {
        throw new PageLoadError(new TypeError("Failed to fetch dynamically imported module"));
      },
    },
  ]);
  render(<RouterProvider router={router} />);
}

it("offline, a page whose code is not on the device says so, with the pages that open", async () => {
  act(() => {
    window.dispatchEvent(new Event("offline"));
  });
  renderFailedPage();
  expect(await screen.findByText(/This page needs the network/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Tours" })).toHaveAttribute("href", "/dashboard/tours");
  expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
});

it("online, the same failure is a replaced build: reloading brings in the new version", async () => {
  renderFailedPage();
  expect(await screen.findByText("This page could not be loaded")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
});

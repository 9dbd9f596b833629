import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it, vi } from "vitest";
import { RouteErrorPage } from "./route-error-page";

function Boom(): never {
  throw new Error("The tour bus broke down");
}

it("shows the spec's fallback when a route throws", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const router = createMemoryRouter([
    { path: "/", element: <Boom />, errorElement: <RouteErrorPage /> },
  ]);
  render(<RouterProvider router={router} />);
  expect(
    screen.getByRole("heading", { name: "Unexpected Application Error!" }),
  ).toBeInTheDocument();
  expect(screen.getByText("The tour bus broke down")).toBeInTheDocument();
});

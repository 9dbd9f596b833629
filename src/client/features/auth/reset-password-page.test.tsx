import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { AuthConfig } from "@/domain/account/password-reset";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { ResetPasswordPage } from "./reset-password-page";

/** The page at `url`, with the server's auth config already known (no server here). */
function renderAt(url: string, config: AuthConfig) {
  const router = createMemoryRouter(
    [
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/auth", element: <p>Sign-in page</p> },
    ],
    { initialEntries: [url] },
  );
  return renderWithQuery(<RouterProvider router={router} />, (client) =>
    client.setQueryData(queryKeys.authConfig, config),
  );
}

describe("forgot password", () => {
  it("without mail, says whom to ask and which command resets it", () => {
    renderAt("/reset-password", { passwordResetByEmail: false });
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(screen.getByText(/Ask the person who runs your workspace/)).toBeInTheDocument();
    expect(screen.getByText("npm run reset-password -- you@example.com")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
  });

  it("with mail, asks for the address and checks it before sending", async () => {
    const { user } = renderAt("/reset-password", { passwordResetByEmail: true });
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send me a reset link" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
  });
});

describe("choosing a new password from a mailed link", () => {
  it("asks for it twice and holds it to the sign-up rule", async () => {
    const { user } = renderAt("/reset-password?token=abc", { passwordResetByEmail: true });
    expect(screen.getByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("New password, again"), "different");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("The two passwords differ")).toBeInTheDocument();
  });
});

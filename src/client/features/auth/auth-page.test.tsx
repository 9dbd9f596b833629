import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { AuthPage } from "./auth-page";

// The auth client keeps the fetch it was made with: this one is in place before it is made.
const sent = vi.hoisted(() => {
  const sent: unknown[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.includes("/sign-up/email")) return realFetch(input, init);
    sent.push(await request.json());
    return new Response(JSON.stringify({ message: "No server here" }), {
      status: 500,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
});

afterEach(() => {
  sent.length = 0;
});

/** The Sign Up tab, signed out, arrived at from `from` (the join page hands its own path). */
function signUpFrom(from: string) {
  const router = createMemoryRouter([{ path: "/auth", element: <AuthPage /> }], {
    initialEntries: [{ pathname: "/auth", search: "?mode=sign-up", state: { from } }],
  });
  return renderWithQuery(<RouterProvider router={router} />, (client) =>
    client.setQueryData(queryKeys.session, null),
  );
}

describe("signing up through an invitation", () => {
  it("asks only the person's name, and sends no artist name", async () => {
    const { user } = signUpFrom("/join/abc123");
    expect(screen.getByLabelText("Your name")).toBeInTheDocument();
    expect(screen.queryByLabelText("Artist name")).toBeNull();
    await user.type(screen.getByLabelText("Your name"), "Sam Reyes");
    await user.type(screen.getByLabelText("Email"), "sam@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: "Sam Reyes", email: "sam@example.com" });
    expect(sent[0]).not.toHaveProperty("artistName");
  });

  it("a sign-up of one's own still asks the act's name", async () => {
    const { user } = signUpFrom("/dashboard");
    expect(screen.getByLabelText("Artist name")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your name"), "Mara Lind");
    await user.type(screen.getByLabelText("Email"), "mara@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Artist name is required")).toBeInTheDocument();
  });
});

import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetMemberNotices } from "@/client/lib/member-notices";
import { queryKeys } from "@/client/lib/query-keys";
import { useWorkspaceGuard } from "@/client/lib/workspace";
import { apiFetch } from "@/client/offline/offline-fetch";
import { encodeNotice } from "@/domain/team/member-notices";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { MemberNoticeBanner } from "./member-notice-banner";

const USER = "user-sam-0001";
const BAND = "workspace-owls-01";

/** The dashboard's part in it: the guard and the banner around the page. */
function Shell({ page }: { page: string }) {
  useWorkspaceGuard();
  const { tourId } = useParams();
  return (
    <>
      <MemberNoticeBanner />
      <h1>{tourId ? `${page} ${tourId}` : page}</h1>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element: <Shell page="Overview" /> },
      { path: "/dashboard/tours/:tourId", element: <Shell page="Tour" /> },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithQuery(<RouterProvider router={router} />, (c) => {
    c.setQueryData(queryKeys.tours.list, [{ id: "t1", title: "Shared Tour" }]);
  });
  return { ...view, router };
}

/** The server's answers, one set of headers per request, as the session check sends them. */
function answers(...headers: Record<string, string>[]) {
  let i = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const h = headers[Math.min(i++, headers.length - 1)];
      return new Response("{}", { headers: { "content-type": "application/json", ...h } });
    }),
  );
}

beforeEach(() => {
  localStorage.setItem("tribe_auth", JSON.stringify({ userId: USER }));
  localStorage.setItem("tribe_workspace", JSON.stringify({ userId: USER, workspaceId: BAND }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetMemberNotices();
});

describe("a member the owner removed", () => {
  it("is told which workspace, once, and lands on their own workspace's Overview", async () => {
    const removed = {
      "X-Tribe-Account": USER,
      "X-Tribe-Role": "owner",
      "X-Tribe-Notice": encodeNotice({ kind: "removed", workspaceName: "The Night Owls" }),
    };
    answers(removed);
    const { router, user, client } = renderAt("/dashboard/tours/t1");
    expect(screen.getByRole("heading", { name: "Tour t1" })).toBeVisible();

    // Two answers already on their way both carry it: it is said once.
    await Promise.allSettled([apiFetch("/api/tours/t1"), apiFetch("/api/tours/t1/shows")]);
    const notice = await screen.findByText(
      "You were removed from The Night Owls' workspace. You're back in your own workspace.",
    );
    expect(notice).toBeVisible();
    expect(screen.getAllByText(/You were removed/)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("heading", { name: "Overview" })).toBeVisible();
    await waitFor(() => expect(client.getQueryData(queryKeys.tours.list)).toBeUndefined());

    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/You were removed/)).toBeNull();
  });
});

describe("a member whose role the owner changed", () => {
  it("is told the new role on the first answer that carries it, and not before", async () => {
    answers(
      { "X-Tribe-Account": BAND, "X-Tribe-Role": "manager" },
      { "X-Tribe-Account": BAND, "X-Tribe-Role": "manager" },
      { "X-Tribe-Account": BAND, "X-Tribe-Role": "crew" },
    );
    const { client, router } = renderAt("/dashboard/tours/t1");
    await apiFetch("/api/tours");
    await apiFetch("/api/tours");
    expect(screen.queryByText(/Your role is now/)).toBeNull();
    await apiFetch("/api/tours");
    expect(await screen.findByText("Your role is now Crew.")).toBeVisible();
    // Answers shaped for a manager (money among them) are not kept for crew; the page stays.
    await waitFor(() => expect(client.getQueryData(queryKeys.tours.list)).toBeUndefined());
    expect(router.state.location.pathname).toBe("/dashboard/tours/t1");
  });

  it("is told nothing on a device that never saw them in that workspace, or by another person's memory", async () => {
    localStorage.setItem(
      "tribe_role",
      JSON.stringify({ userId: "someone-else-01", workspaceId: BAND, role: "manager" }),
    );
    answers({ "X-Tribe-Account": BAND, "X-Tribe-Role": "crew" });
    renderAt("/dashboard/tours/t1");
    await apiFetch("/api/tours");
    await apiFetch("/api/tours");
    expect(screen.queryByText(/Your role is now/)).toBeNull();
  });
});

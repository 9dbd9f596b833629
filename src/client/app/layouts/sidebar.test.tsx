import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { Role } from "@/domain/team/roles";
import type { CurrentWorkspace, WorkspaceChoice } from "@/domain/team/workspaces";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { SidebarNav } from "./sidebar";

vi.setConfig({ testTimeout: 20_000 });

/** How long a lazily imported chunk may take to arrive, well inside the test's own timeout. */
const LAZY_CHUNK = { timeout: 10_000 };

const USER = "user-mara-0001";
const OTHER = "workspace-lumen-02";

const workspace = (role: Role, memberRole: Role = role): CurrentWorkspace => ({
  id: USER,
  name: "Mara Vale",
  role,
  memberRole,
  requireTwoFactor: false,
  homeCurrency: "USD",
  members: [],
});

const CHOICES: WorkspaceChoice[] = [
  { id: USER, name: "Mara Vale", role: "owner", current: true },
  { id: OTHER, name: "The Lumen Set", role: "crew", current: false },
];

/** What the sidebar asked the server; writes answer as the server would. */
let requests: { method: string; path: string; body: unknown }[] = [];
beforeEach(() => {
  requests = [];
  localStorage.setItem("tribe_auth", JSON.stringify({ userId: USER }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      const path = new URL(request.url).pathname;
      requests.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      const answer = path === "/api/team/current" ? { id: OTHER, role: "crew" } : null;
      return new Response(JSON.stringify(answer), {
        headers: { "content-type": "application/json", "X-Tribe-Account": USER },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(
  path: string,
  current: CurrentWorkspace = workspace("owner"),
  onSignOutIntent?: () => void,
) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SidebarNav
            artistName="Mara Vale"
            isGuest={false}
            onSignOut={() => {}}
            onSignOutIntent={onSignOutIntent}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithQuery(<RouterProvider router={router} />, (client) => {
    client.setQueryData(queryKeys.team.current, current);
    client.setQueryData(queryKeys.team.workspaces, CHOICES);
  });
  return { ...view, router };
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
    Activity: "/dashboard/activity",
  };
  for (const [label, href] of Object.entries(expected)) {
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  expect(
    screen.getByText("Mara Vale", { selector: "[data-testid=sidebar-artist-name]" }),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
});

it("fetches what Sign Out opens as the pointer comes over it, before the click", async () => {
  const intent = vi.fn();
  const { user } = renderAt("/dashboard", workspace("owner"), intent);
  await user.hover(screen.getByRole("button", { name: "Sign Out" }));
  expect(intent).toHaveBeenCalled();
});

describe("by role", () => {
  it("shows crew neither Marketing nor Activity, and no View as crew", () => {
    renderAt("/dashboard", workspace("crew"));
    expect(screen.getByRole("link", { name: "HCC Manager" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Marketing & Virality" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Activity" })).toBeNull();
    expect(screen.queryByRole("button", { name: "View as crew" })).toBeNull();
  });

  it("shows an artist Marketing but not Activity", () => {
    renderAt("/dashboard", workspace("artist"));
    expect(screen.getByRole("link", { name: "Marketing & Virality" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Activity" })).toBeNull();
  });

  it("lets an owner view as crew, and hides what crew lack while they do", async () => {
    const { user, client } = renderAt("/dashboard");
    await user.click(screen.getByRole("button", { name: "View as crew" }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "PUT",
        path: "/api/team/view-as",
        body: { role: "crew" },
      }),
    );
    client.setQueryData(queryKeys.team.current, workspace("crew", "owner"));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Activity" })).toBeNull());
    expect(screen.queryByRole("button", { name: "View as crew" })).toBeNull();
  });

  it("shows nothing a role may lack until the role is known", () => {
    const router = createMemoryRouter(
      [{ path: "*", element: <SidebarNav artistName="M" isGuest={false} onSignOut={() => {}} /> }],
      { initialEntries: ["/dashboard"] },
    );
    renderWithQuery(<RouterProvider router={router} />);
    expect(screen.queryByRole("link", { name: "Marketing & Virality" })).toBeNull();
    expect(screen.getByRole("link", { name: "Overview" })).toBeInTheDocument();
  });
});

describe("the workspace switcher", () => {
  it("names the workspace and the member's role", () => {
    renderAt("/dashboard");
    expect(screen.getByTestId("workspace-name")).toHaveTextContent("Mara Vale");
    expect(screen.getByText("Owner")).toBeInTheDocument();
  });

  it("switches: tells the server, forgets the old workspace's answers and opens the Overview", async () => {
    const { user, client, router } = renderAt("/dashboard/tours");
    client.setQueryData(queryKeys.tours.list, [{ id: "t1", title: "Old act's tour" }]);
    await user.click(screen.getByRole("button", { name: /Workspace: Mara Vale/ }));
    const list = screen.getByRole("list", { name: "Your workspaces" });
    await user.click(within(list).getByRole("button", { name: /The Lumen Set/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(requests).toContainEqual({
      method: "PUT",
      path: "/api/team/current",
      body: { workspaceId: OTHER },
    });
    expect(client.getQueryData(queryKeys.tours.list)).toBeUndefined();
    // From now on every request names the new workspace, and its answers are filed under it.
    expect(JSON.parse(localStorage.getItem("tribe_workspace") ?? "{}")).toEqual({
      userId: USER,
      workspaceId: OTHER,
    });
  });

  it("offers Create workspace, with its name checked before anything is sent", async () => {
    const { user } = renderAt("/dashboard");
    await user.click(screen.getByRole("button", { name: /Workspace: Mara Vale/ }));
    await user.click(screen.getByRole("button", { name: "Create workspace" }));
    // The dialog and its form's validation are chunks of their own, fetched on this click: on a
    // loaded machine the first import of each took longer than findBy's default second.
    const dialog = await screen.findByRole("dialog", {}, LAZY_CHUNK);
    await user.click(within(dialog).getByRole("button", { name: "Create workspace" }));
    expect(await within(dialog).findByRole("alert", {}, LAZY_CHUNK)).toHaveTextContent(
      /Give the workspace a name/,
    );
    expect(requests.filter((r) => r.method === "POST")).toEqual([]);
  });
});

import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RoleGate } from "@/client/components/role-gate";
import { apiFetch, WorkspaceChangedError } from "@/client/offline/offline-fetch";
import type { Role } from "@/domain/team/roles";
import { renderWithQuery } from "../../../tests/support/render-with-query";
import { queryKeys } from "./query-keys";
import { useWorkspaceGuard } from "./workspace";

const USER = "user-mara-0001";
const OTHER = "workspace-lumen-02";

const current = (role: Role) => ({
  id: USER,
  name: "Mara Vale",
  role,
  memberRole: role,
  members: [],
});

beforeEach(() => localStorage.setItem("tribe_auth", JSON.stringify({ userId: USER })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("an answer from another workspace", () => {
  function Guarded() {
    useWorkspaceGuard();
    return null;
  }

  it("is never handed over, and the page starts over in that workspace", async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request) => {
        sent.push(input.headers.get("X-Tribe-Account"));
        return new Response("[]", {
          headers: { "content-type": "application/json", "X-Tribe-Account": OTHER },
        });
      }),
    );
    const { client } = renderWithQuery(
      <MemoryRouter>
        <Guarded />
      </MemoryRouter>,
      (c) => {
        c.setQueryData(queryKeys.tours.list, [{ id: "t1", title: "First act's tour" }]);
        c.setQueryData(queryKeys.session, { user: { id: USER } });
      },
    );
    await expect(apiFetch("/api/tours")).rejects.toBeInstanceOf(WorkspaceChangedError);
    expect(sent[0]).toBe(USER);
    await waitFor(() => expect(client.getQueryData(queryKeys.tours.list)).toBeUndefined());
    // The person is still signed in; the next request names the workspace the server is in.
    expect(client.getQueryData(queryKeys.session)).toEqual({ user: { id: USER } });
    await apiFetch("/api/tours");
    expect(sent.at(-1)).toBe(OTHER);
  });
});

describe("a page the role cannot open", () => {
  it("says so plainly instead of failing", () => {
    renderWithQuery(
      <RoleGate needs="GET /api/campaigns" what="marketing">
        <p>Campaigns</p>
      </RoleGate>,
      (c) => c.setQueryData(queryKeys.team.current, current("crew")),
    );
    expect(
      screen.getByText("Your role in this workspace doesn't include marketing."),
    ).toBeVisible();
    expect(screen.queryByText("Campaigns")).toBeNull();
  });

  it("opens for a role the table allows", () => {
    renderWithQuery(
      <RoleGate needs="GET /api/campaigns" what="marketing">
        <p>Campaigns</p>
      </RoleGate>,
      (c) => c.setQueryData(queryKeys.team.current, current("artist")),
    );
    expect(screen.getByText("Campaigns")).toBeVisible();
  });
});

import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/client/lib/api-client";
import { EmptyState, QueryState } from "./query-state";

type Campaign = { id: string };

function Harness({ load }: { load: () => Promise<Campaign[]> }) {
  const query = useQuery({ queryKey: ["campaigns-state-test"], queryFn: load, retry: false });
  return (
    <QueryState
      query={query}
      errorText="Failed to fetch campaigns"
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState text="Nothing yet" />}
    >
      {(list) => <p>{`${list.length} campaigns`}</p>}
    </QueryState>
  );
}

const renderWith = (load: () => Promise<Campaign[]>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness load={load} />
    </QueryClientProvider>,
  );

describe("QueryState", () => {
  it("shows a spinner while loading", () => {
    renderWith(() => new Promise(() => {}));
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("shows the fetch error and tries again on request", async () => {
    const load = vi
      .fn<() => Promise<Campaign[]>>()
      .mockRejectedValueOnce(new ApiRequestError("Failed to fetch campaigns", 500))
      .mockResolvedValueOnce([]);
    renderWith(load);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch campaigns");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing yet")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps what it showed when a refresh fails, with the error and Try again above it", async () => {
    const client = new QueryClient();
    const load = vi
      .fn<() => Promise<Campaign[]>>()
      .mockResolvedValueOnce([{ id: "c1" }, { id: "c2" }])
      .mockRejectedValueOnce(new ApiRequestError("Cannot reach the server.", 0))
      .mockResolvedValueOnce([{ id: "c1" }]);
    render(
      <QueryClientProvider client={client}>
        <Harness load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("2 campaigns")).toBeInTheDocument();
    await client.refetchQueries({ queryKey: ["campaigns-state-test"] });
    expect(await screen.findByRole("alert")).toHaveTextContent("Cannot reach the server.");
    expect(screen.getByText("2 campaigns")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1 campaigns")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("falls back to the spec's message when an error has none", async () => {
    renderWith(() => Promise.reject(new Error("")));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch campaigns");
  });

  it("offline, a read the device never saved is an offline state, and loads on reconnecting", async () => {
    let fail: (error: Error) => void = () => {};
    const load = vi
      .fn<() => Promise<Campaign[]>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce([{ id: "c1" }]);
    renderWith(load);
    // The connection drops while the read is out; the service worker had nothing saved.
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    await act(async () => fail(new ApiRequestError("Cannot reach the server.", 0)));
    try {
      expect(await screen.findByText("You're offline.")).toBeInTheDocument();
      expect(screen.getByText(/was not saved on this device/)).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    } finally {
      act(() => {
        window.dispatchEvent(new Event("online"));
      });
    }
    expect(await screen.findByText("1 campaigns")).toBeInTheDocument();
  });
});

import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OfflineBanner } from "@/client/offline/offline-banner";
import { noteOutbox } from "@/client/offline/offline-status";
import type { OutboxEntry } from "@/client/offline/outbox";
import { describeOutbox } from "@/client/offline/outbox-note";
import { PendingWritesIndicator } from "./pending-writes-indicator";

const entry = (n: number, kind?: string): OutboxEntry => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  workspaceId: "workspace-a",
  method: "PUT",
  url: "/api/guest-lists/list-1/guests/guest-1/check-in",
  body: { checkedIn: n },
  label: `Check in Sam Lee (${n} of 2)`,
  kind,
  createdAt: "2026-11-25T12:00:00.000Z",
  attempts: 0,
  order: n,
});

const show = (waiting: OutboxEntry[], sent: OutboxEntry[] = []) =>
  act(() => noteOutbox(describeOutbox(waiting, sent)));

afterEach(() => show([]));

describe("the pending writes indicator", () => {
  it("says nothing while nothing waits", () => {
    const { container } = render(<PendingWritesIndicator />);
    expect(container).toBeEmptyDOMElement();
  });

  it("counts the check-ins waiting to send, then says they were sent", () => {
    render(<PendingWritesIndicator />);
    show([entry(1, "check-in")]);
    expect(screen.getByText("1 check-in waiting to send")).toBeInTheDocument();
    show([entry(1, "check-in"), entry(2, "check-in")]);
    expect(screen.getByText("2 check-ins waiting to send")).toBeInTheDocument();
    show([], [entry(1, "check-in"), entry(2, "check-in")]);
    expect(screen.getByText("Sent 2 check-ins")).toBeInTheDocument();
  });

  it("calls writes of different kinds changes", () => {
    render(<PendingWritesIndicator />);
    show([entry(1, "check-in"), entry(2)]);
    expect(screen.getByText("2 changes waiting to send")).toBeInTheDocument();
  });
});

describe("the offline banner", () => {
  const goOffline = (offline: boolean) =>
    act(() => void window.dispatchEvent(new Event(offline ? "offline" : "online")));
  afterEach(() => goOffline(false));

  it("counts the check-ins waiting, offline", () => {
    goOffline(true);
    render(<OfflineBanner />);
    show([entry(1, "check-in"), entry(2, "check-in")]);
    const banner = screen.getByRole("status", { name: "Offline" });
    expect(banner).toHaveTextContent("2 check-ins waiting to send");
  });

  it("says online what it sent, and nothing once there is nothing to say", () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    show([], [entry(1, "check-in")]);
    expect(screen.getByRole("status", { name: "Changes waiting to send" })).toHaveTextContent(
      "Sent 1 check-in",
    );
  });
});

import { fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import type { TourDetail } from "../api/tours";
import { ShowFormDialog } from "./show-form-dialog";

// Typing into a whole dialog on a busy machine takes longer than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const tour: TourDetail["tour"] = {
  id: "4f1c2b9e-8a7d-4c3b-9e2f-1a0b9c8d7e6f",
  title: "May Run",
  status: "planning",
  startDate: "2026-05-01",
  endDate: "2026-05-20",
  totalEstimatedCost: "0.00",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** Every request the dialog makes; reads answer an empty list, writes answer the row. */
let requests: { method: string; url: string; body: Record<string, unknown> | null }[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    // The API client hands fetch a Request (offline/offline-fetch.ts): read it as the server would.
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const method = request.method;
      const text = await request.text();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      requests.push({ method, url: request.url, body });
      const answer = method === "GET" ? [] : { id: "s1", ...body };
      return new Response(JSON.stringify(answer), {
        status: method === "POST" ? 201 : 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderAddShow() {
  // An account without venues: the picker starts at "+ New venue".
  return renderWithQuery(<ShowFormDialog tour={tour} open onOpenChange={() => {}} />, (client) =>
    client.setQueryData(queryKeys.venues, []),
  );
}

async function fillShowAfterTheTour(user: ReturnType<typeof renderAddShow>["user"]) {
  await user.type(await screen.findByLabelText("Venue name"), "The Lantern");
  fireEvent.change(screen.getByLabelText("Performance date"), {
    target: { value: "2026-05-24" },
  });
  expect(
    await screen.findByText("May 24, 2026 is after this tour ends (May 1, 2026 – May 20, 2026)."),
  ).toBeInTheDocument();
}

const writes = () => requests.filter((r) => r.method !== "GET");

describe("Add Show on a date after the tour", () => {
  it("saves the show and the wider tour in one request, and says so", async () => {
    const { user } = renderAddShow();
    await fillShowAfterTheTour(user);
    const widen = screen.getByRole("checkbox", {
      name: "Extend the tour to May 1, 2026 – May 24, 2026",
    });
    expect(widen).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Add Show" }));
    expect(await screen.findByText("The tour now runs May 1, 2026 – May 24, 2026.")).toBeVisible();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({
      method: "POST",
      url: expect.stringMatching(new RegExp(`/api/tours/${tour.id}/shows$`)),
      body: { performanceDate: "2026-05-24", venueMode: "new", widenTour: true },
    });
  });

  it("unticked, the same one request leaves the tour's dates alone", async () => {
    const { user } = renderAddShow();
    await fillShowAfterTheTour(user);
    await user.click(screen.getByRole("checkbox", { name: /^Extend the tour to/ }));
    await user.click(screen.getByRole("button", { name: "Add Show" }));
    await screen.findByText("Show added");
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ widenTour: false });
    expect(screen.queryByText(/The tour now runs/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import type { ListingsAnswer } from "@/domain/listings/listing-answer";
import { slugMessage, slugProblem } from "@/domain/listings/slug";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import { listingsAnswer } from "../../../../../tests/support/listing-shows";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { PageSettingsCard } from "./page-settings-card";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const firstTime = listingsAnswer({
  page: null,
  suggestion: { slug: "the-band", title: "The Band" },
});

/** The server's address check: `taken-name` belongs to another act. */
const slugAnswer = (slug: string) =>
  slug === "taken-name"
    ? { slug, available: false, message: slugMessage("taken") }
    : { slug, available: true, message: null };

function renderCard(data: ListingsAnswer) {
  return renderWithQuery(<PageSettingsCard data={data} />, (client) =>
    client.setQueryData(queryKeys.listings.all, data),
  );
}

const slugChecks = (net: ReturnType<typeof recordFetch>) =>
  net.requests
    .filter((r) => r.url.pathname === "/api/listings/slug")
    .map((r) => r.url.searchParams.get("slug"));

describe("the page's settings", () => {
  it("start from the suggestion, off, before the first save", () => {
    renderCard(firstTime);
    expect(screen.getByRole("switch", { name: "Public page" })).not.toBeChecked();
    expect(screen.getByLabelText("Address")).toHaveValue("the-band");
    expect(screen.getByLabelText("Name as fans read it")).toHaveValue("The Band");
    expect(screen.getByText(/Not published yet/)).toBeInTheDocument();
  });

  it("check the address as it is typed", async () => {
    const net = recordFetch((req) =>
      req.url.pathname === "/api/listings/slug"
        ? { body: slugAnswer(req.url.searchParams.get("slug") ?? "") }
        : undefined,
    );
    const { user } = renderCard(firstTime);
    const address = screen.getByLabelText("Address");
    await user.clear(address);
    await user.type(address, "taken-name");
    await waitFor(() => expect(address).toHaveAccessibleDescription(slugMessage("taken")));
    // The suggestion is asked about as it opens, then what was typed.
    expect(slugChecks(net)).toContain("the-band");
    expect(slugChecks(net).at(-1)).toBe("taken-name");

    await user.clear(address);
    await user.type(address, "Free-Name");
    await waitFor(() => expect(address).toHaveAccessibleDescription("Available"));

    // A malformed or reserved address is refused at once, without asking.
    await user.clear(address);
    await user.type(address, "dashboard");
    expect(address).toHaveAccessibleDescription(slugMessage("reserved"));
    await user.clear(address);
    await user.type(address, "a!");
    expect(address).toHaveAccessibleDescription(slugMessage("malformed"));
    expect(slugChecks(net).at(-1)).toBe("free-name");
    // Only a well-formed address is ever sent: the shape is the domain's rule, checked here.
    expect(slugChecks(net).every((slug) => slugProblem(slug ?? "") === null)).toBe(true);
  });

  it("put a taken address's refusal on save beside the address", async () => {
    const net = recordFetch((req) =>
      req.method === "PUT"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Check the address",
                fields: { slug: slugMessage("taken") },
              },
            },
          }
        : { body: slugAnswer(req.url.searchParams.get("slug") ?? "") },
    );
    const { user } = renderCard(firstTime);
    await user.click(screen.getByRole("switch", { name: "Public page" }));
    await user.click(screen.getByRole("button", { name: "Save page" }));
    const address = screen.getByLabelText("Address");
    await waitFor(() => expect(address).toHaveAccessibleDescription(slugMessage("taken")));
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(net.writes()).toEqual([
      expect.objectContaining({
        method: "PUT",
        body: { enabled: true, slug: "the-band", title: "The Band" },
      }),
    ]);
    expect(net.writes()[0]!.url.pathname).toBe("/api/listings/page");
  });

  it("give the address with Copy and Open when the page is on", () => {
    renderCard(listingsAnswer());
    const url = `${window.location.origin}/dates/the-band`;
    expect(screen.getByLabelText("Your page's address")).toHaveValue(url);
    expect(screen.getByRole("button", { name: "Copy your page's address" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open the page/ })).toHaveAttribute("href", url);
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription(
      "This is your page's address",
    );
  });
});

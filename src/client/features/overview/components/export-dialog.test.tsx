import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { ExportDialog } from "./export-dialog";

/** The server answers any export with a file; the test reads what was asked. */
function exportsAnswered() {
  return recordFetch((req) =>
    req.url.pathname.startsWith("/api/exports/tours.") ? { body: "file" } : undefined,
  );
}

beforeEach(() => {
  // jsdom has no object URLs; the dialog saves the file through one.
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exportedUrl = async (wire: ReturnType<typeof exportsAnswered>) => {
  await waitFor(() => expect(wire.requests).toHaveLength(1));
  return wire.requests[0]!.url;
};

describe("the export dialog's CSV for Excel (ADR 0004)", () => {
  it("the spec's formats stay CSV, JSON, PDF; for CSV a 'For Excel' choice, off by default", async () => {
    const wire = exportsAnswered();
    const { user } = renderWithQuery(<ExportDialog open onOpenChange={() => {}} />);
    const excel = screen.getByRole("checkbox", { name: "For Excel" });
    expect(excel).not.toBeChecked();
    expect(screen.getByText(/UTF-8 with a byte-order mark/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export" }));
    const url = await exportedUrl(wire);
    expect(url.pathname).toBe("/api/exports/tours.csv");
    expect(url.searchParams.has("excel")).toBe(false);
  });

  it("ticked, the CSV is asked for Excel: excel=1 beside the options", async () => {
    const wire = exportsAnswered();
    const { user } = renderWithQuery(<ExportDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole("checkbox", { name: "For Excel" }));
    await user.click(screen.getByRole("button", { name: "Export" }));
    const url = await exportedUrl(wire);
    expect(`${url.pathname}${url.search}`).toBe(
      "/api/exports/tours.csv?venues=1&financial=1&excel=1",
    );
  });

  it("JSON and PDF have no such choice", async () => {
    exportsAnswered();
    const { user } = renderWithQuery(<ExportDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole("combobox", { name: "Format" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["CSV", "JSON", "PDF"]);
    await user.click(screen.getByRole("option", { name: "JSON" }));
    expect(screen.queryByRole("checkbox", { name: "For Excel" })).toBeNull();
  });
});

import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import { openApiDoc, seedOpenApi } from "../../../../../tests/support/integrations-page-data";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { ApiReferenceSection, NO_MATCH } from "./api-reference-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderReference = (doc: unknown = openApiDoc()) =>
  renderWithQuery(<ApiReferenceSection />, (client) => seedOpenApi(client, doc));

const group = (name: RegExp) => screen.getByRole("button", { name });

describe("the API reference", () => {
  it("lists the operations grouped by area, in the sidebar's order", async () => {
    const { user } = renderReference();
    const groups = screen.getAllByRole("button", { expanded: false }).map((b) => b.textContent);
    expect(groups).toEqual(["Tours3 operations", "Finances1 operation"]);
    await user.click(group(/^Tours/));
    const tours = screen.getByRole("list", { name: "Tours operations" });
    expect(within(tours).getByText("/api/tours")).toBeInTheDocument();
    expect(within(tours).getByText("List the tours")).toBeInTheDocument();
    expect(within(tours).getByText("Add a show to a tour")).toBeInTheDocument();
    expect(within(tours).queryByText("Settle a deal")).toBeNull();
    expect(screen.getByText("Tours, their shows and venues.")).toBeInTheDocument();
  });

  it("filters by search across areas, opening the groups that match", async () => {
    const { user } = renderReference();
    const search = screen.getByRole("searchbox", { name: "Search the API" });
    await user.type(search, "settle");
    expect(screen.getByRole("list", { name: "Finances operations" })).toBeInTheDocument();
    expect(screen.getByText("Settle a deal")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Tours/ })).toBeNull();
    await user.clear(search);
    await user.type(search, "post shows");
    expect(screen.getByText("Add a show to a tour")).toBeInTheDocument();
    expect(screen.queryByText("List the tours")).toBeNull();
    await user.clear(search);
    await user.type(search, "guitar strings");
    expect(screen.getByText(NO_MATCH.defaultMessage)).toBeInTheDocument();
  });

  it("shows what an operation needs and takes: scope, roles, parameters, body fields, example and errors", async () => {
    const { user } = renderReference();
    await user.click(group(/^Tours/));
    await user.click(screen.getByRole("button", { name: /Add a show to a tour/ }));
    const op = screen.getByRole("listitem", { name: "POST /api/tours/{tourId}/shows" });
    expect(within(op).getByText("tours:write")).toBeInTheDocument();
    expect(within(op).getByText("Owner, Manager")).toBeInTheDocument();
    // The description as written, `code` as code; the scope and roles said once, as fields.
    const description = within(op).getByText(/^A show on a day at a venue/);
    expect(description).toHaveTextContent("A show on a day at a venue; a hold unless confirmed.");
    expect(within(description).getByText("confirmed").tagName).toBe("CODE");
    expect(within(op).queryByText(/Scope:/)).toBeNull();
    const params = within(op).getByRole("list", { name: "Parameters" });
    expect(within(params).getByText("tourId")).toBeInTheDocument();
    expect(within(params).getByText("string (uuid) · in path")).toBeInTheDocument();
    const body = within(op).getByRole("list", { name: "Request body" });
    const field = (name: string) => within(body).getByText(name).closest("li") as HTMLElement;
    expect(within(field("date")).getByText("string (date)")).toBeInTheDocument();
    expect(within(field("date")).getByText("required")).toBeInTheDocument();
    expect(within(field("date")).getByText("The show's day")).toBeInTheDocument();
    expect(within(field("capacity")).getByText("integer or null")).toBeInTheDocument();
    expect(within(field("capacity")).getByText("0–100000")).toBeInTheDocument();
    expect(within(field("capacity")).queryByText("required")).toBeNull();
    expect(within(field("status")).getByText('one of: "hold", "confirmed"')).toBeInTheDocument();
    expect(within(field("notes")).getByText("at most 2000 characters")).toBeInTheDocument();
    expect(within(op).getByText(/"venueId": "0b0c"/)).toBeInTheDocument();
    // A request to paste in a terminal, with the token from the environment.
    expect(
      within(op).getByText(/curl -X POST "\$TRIBE_URL\/api\/tours\/3f6c\/shows"/),
    ).toBeInTheDocument();
    const errors = within(op).getByRole("list", { name: "Errors" });
    expect(within(errors).getByText("date_conflict, limit_reached")).toBeInTheDocument();
    expect(within(errors).getByText("not_found")).toBeInTheDocument();
    // The codes its examples name, not every code the shared error schema lists.
    expect(within(errors).getByText("validation")).toBeInTheDocument();
    expect(within(errors).queryByText(/validation, /)).toBeNull();
  });

  it("says what to send where the body is a file, not JSON", async () => {
    const { user } = renderReference();
    await user.click(group(/^Tours/));
    await user.click(screen.getByRole("button", { name: /Import shows from a sheet/ }));
    const op = screen.getByRole("listitem", { name: "POST /api/imports/shows/{tourId}" });
    expect(
      within(op).getByText("The sheet itself: CSV or TSV, as saved from a spreadsheet."),
    ).toBeInTheDocument();
    expect(within(op).getByText("text/csv")).toBeInTheDocument();
  });

  it("says when an operation cannot be reached with a token, and survives a document with parts missing", async () => {
    const { user } = renderReference({
      paths: {
        "/api/mystery": { get: { tags: [42], responses: "nope" }, post: null },
        "/api/broken": "not an object",
      },
      tags: "nope",
    });
    await user.click(screen.getByRole("button", { name: /^other/ }));
    await user.click(screen.getByRole("button", { name: /\/api\/mystery/ }));
    expect(screen.getByText("Not reachable with a token")).toBeInTheDocument();
  });

  it("reads the document from /api/openapi.json and offers it for download", async () => {
    recordFetch((req) =>
      req.url.pathname === "/api/openapi.json" ? { body: openApiDoc() } : undefined,
    );
    renderWithQuery(<ApiReferenceSection />);
    expect(await screen.findByRole("button", { name: /^Finances/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download openapi.json" })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
  });

  it("says so when the document cannot be read", async () => {
    recordFetch(() => ({
      status: 500,
      body: { error: { code: "internal", message: "Something went wrong" } },
    }));
    renderWithQuery(<ApiReferenceSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

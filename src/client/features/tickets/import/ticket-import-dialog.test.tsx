import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import type { TicketImportAnswer } from "../api/ticket-imports";
import { TicketImportDialog } from "./ticket-import-dialog";

const HEADER = [
  "Order #",
  "Order Date",
  "Quantity",
  "Ticket Type",
  "Venue Name",
  "Event Date",
  "Total Paid",
];

const preview = (over: Partial<TicketImportAnswer["summary"]> = {}): TicketImportAnswer => ({
  reading: {
    header: HEADER,
    format: "text",
    seller: "eventbrite",
    rowsAre: "orders",
    columns: {
      orderId: 0,
      orderedAt: 1,
      quantity: 2,
      tier: 3,
      venue: 4,
      eventDate: 5,
      gross: 6,
      event: null,
      comps: null,
      status: null,
    },
    dateOrder: "ymd",
    dateOrderAmbiguous: false,
    numberFormat: "point",
  },
  summary: {
    rowsAre: "orders",
    rows: 4,
    counted: 3,
    skipped: 0,
    errors: 1,
    shows: 1,
    tiers: 2,
    counts: 3,
    overCapacity: [],
    alreadyImportedOn: null,
    ...over,
  },
  rows: [
    {
      row: 2,
      status: "new",
      showId: "s1",
      show: "The Fillmore, San Francisco · 2027-03-10 · Spring",
      tier: "GA",
      sold: 5,
      comps: 0,
      gross: "125.00",
      currency: "USD",
      rows: 2,
      days: 2,
    },
    {
      row: 3,
      status: "new",
      showId: "s1",
      show: "The Fillmore, San Francisco · 2027-03-10 · Spring",
      tier: "VIP",
      sold: 1,
      comps: 0,
      gross: "60.00",
      currency: "USD",
      rows: 1,
      days: 1,
    },
    { row: 5, status: "error", reason: "row 5: no show of this workspace on 2027-03-11 at Mohawk" },
  ],
});

/** The wire: what the dialog sends (method, path, query) and the server's answers. */
function stubServer(answers: { preview: TicketImportAnswer; imported: unknown }) {
  const sent: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), "http://localhost"), init);
      const url = new URL(request.url);
      sent.push({ method: request.method, url });
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
      if (url.pathname === "/api/imports/tickets/preview") return json(answers.preview);
      if (url.pathname === "/api/imports/tickets" && request.method === "POST")
        return json(answers.imported);
      if (url.pathname === "/api/imports/tickets") return json([]);
      return new Response("{}", { status: 404 });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const file = () =>
  new File(
    [`${HEADER.join(",")}\n1,2027-01-05,2,GA,The Fillmore,2027-03-10,50.00\n`],
    "orders.csv",
    {
      type: "text/csv",
    },
  );

describe("the ticket import dialog", () => {
  it("sends the seller, shows each show and tier and the row errors, and imports skipping them", async () => {
    const sent = stubServer({
      preview: preview(),
      imported: { ...preview(), imported: true, importId: "i1" },
    });
    const { user } = renderWithQuery(<TicketImportDialog open onOpenChange={() => {}} />);
    await user.click(screen.getByRole("combobox", { name: "Ticketing company" }));
    await user.click(await screen.findByRole("option", { name: "Eventbrite" }));
    await user.upload(screen.getByLabelText("Ticketing export (.csv, .tsv, .xlsx)"), file());

    const table = await screen.findByRole("table", { name: "Preview of the import" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      "The Fillmore, San Francisco · 2027-03-10 · SpringGA50125.00 USD2 rows, 2 days",
    );
    expect(screen.getByRole("list", { name: "Rows with an error" })).toHaveTextContent(
      "row 5: no show of this workspace on 2027-03-11 at Mohawk",
    );
    const asked = sent.find((r) => r.url.pathname.endsWith("/preview"))!;
    expect(asked.url.searchParams.get("seller")).toBe("eventbrite");
    expect(asked.url.searchParams.get("fileName")).toBe("orders.csv");

    await user.click(
      screen.getByRole("button", { name: "Import 3 counts, skipping 1 row with errors" }),
    );
    expect(await screen.findByText(/Imported 3 counts for 1 show\./)).toBeInTheDocument();
    const imported = sent.find(
      (r) => r.method === "POST" && r.url.pathname === "/api/imports/tickets",
    )!;
    expect(imported.url.searchParams.get("skipErrors")).toBe("true");
  });

  it("a file already imported: says when, and offers no import", async () => {
    stubServer({
      preview: preview({ errors: 0, alreadyImportedOn: "2026-11-30T10:00:00.000Z" }),
      imported: null,
    });
    const { user } = renderWithQuery(<TicketImportDialog open onOpenChange={() => {}} />);
    await user.upload(screen.getByLabelText("Ticketing export (.csv, .tsv, .xlsx)"), file());
    expect(
      await screen.findByText("This file was already imported on Nov 30, 2026: nothing added."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 3 counts" })).toBeDisabled();
  });
});

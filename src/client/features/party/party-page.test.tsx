import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { recordFetch } from "../../../../tests/support/fetch-recorder";
import { BEN, party, seedManager, TOUR } from "../../../../tests/support/party-page-data";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { NO_PARTY } from "./components/people-tab";
import { PartyPage } from "./party-page";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderPage(answer = party(), at = `/dashboard/party?tour=${TOUR}`) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <PartyPage />
    </MemoryRouter>,
    (client) => {
      seedManager(client);
      client.setQueryData(queryKeys.party.people(TOUR), answer);
    },
  );
}

const tableRow = (name: string) =>
  within(screen.getByRole("table", { name: "The party" }))
    .getByRole("cell", { name })
    .closest("tr") as HTMLElement;

describe("the Party & pay page, People", () => {
  it("opens on the tour on the road when none is chosen", () => {
    renderPage(party(), "/dashboard/party");
    expect(screen.getByRole("tab", { name: "People" })).toBeInTheDocument();
    expect(tableRow("Ana Ruiz")).toBeInTheDocument();
  });

  it("lists the party with role, days on the road, per diems per kind of day and pay, each in its currency", () => {
    renderPage();
    const ana = tableRow("Ana Ruiz");
    expect(within(ana).getByText("Guitar")).toBeInTheDocument();
    expect(within(ana).getByText("Whole tour")).toBeInTheDocument();
    expect(within(ana).getByText("£45.00")).toBeInTheDocument();
    expect(within(ana).getByText("£30.00")).toBeInTheDocument();
    expect(within(ana).getByText("£300.00 per show")).toBeInTheDocument();
    const ben = tableRow("Ben the driver");
    expect(within(ben).getByText("May 3, 2099 – May 10, 2099")).toBeInTheDocument();
    expect(within(ben).getAllByText("€40.00")).toHaveLength(3);
    expect(within(ben).getByText("€1,200.00 per week")).toBeInTheDocument();
    // Nothing is written in dollars in a pounds workspace.
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    // The phone's cards say the same.
    const cards = screen.getByRole("list", { name: "The party" });
    expect(within(cards).getByText("€1,200.00 per week")).toBeInTheDocument();
  });

  it("explains what the party is for when no one is on it yet", () => {
    renderPage(party({ people: [] }));
    expect(screen.getByText(NO_PARTY.defaultMessage)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add people" })).toBeInTheDocument();
  });

  it("adds several members and a person without an account at once, with the same rates", async () => {
    const net = recordFetch((req) =>
      req.method === "POST" ? { status: 201, body: { people: [] } } : { body: party() },
    );
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Add people" }));
    const dialog = await screen.findByRole("dialog", { name: "Add people" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Cleo Park" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Dev Shah" }));
    await user.type(within(dialog).getByLabelText("Name 1"), "Lou (local crew)");
    await user.type(within(dialog).getByLabelText("Role on the road"), "Crew");
    await user.type(within(dialog).getByLabelText("Show day (GBP)"), "45");
    await user.click(within(dialog).getByRole("button", { name: "Add to the party" }));
    expect(await screen.findByText("3 people added")).toBeInTheDocument();
    const post = net.writes()[0]!;
    expect(post.url.pathname).toBe(`/api/tours/${TOUR}/party`);
    const people = (post.body as { people: Record<string, unknown>[] }).people;
    expect(people.map((p) => [p.userId, p.name])).toEqual([
      ["u-cleo", ""],
      ["u-dev", ""],
      [null, "Lou (local crew)"],
    ]);
    for (const p of people) {
      expect(p).toMatchObject({ roadRole: "Crew", perDiemCurrency: "GBP", perDiemShow: "45.00" });
    }
  });

  it("says who to add before sending an empty dialog, and places the server's message on the shared field", async () => {
    const net = recordFetch((req) =>
      req.method === "POST"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Invalid input",
                fields: { "people.0.perDiemShow": "Per diem on a show day: JPY has no minor unit" },
              },
            },
          }
        : undefined,
    );
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Add people" }));
    const dialog = await screen.findByRole("dialog", { name: "Add people" });
    await user.click(within(dialog).getByRole("button", { name: "Add to the party" }));
    expect(await within(dialog).findByText("Pick members or type a name")).toBeInTheDocument();
    expect(net.writes()).toHaveLength(0);
    await user.click(within(dialog).getByRole("checkbox", { name: "Everyone (2)" }));
    await user.type(within(dialog).getByLabelText("Show day (GBP)"), "45");
    await user.click(within(dialog).getByRole("button", { name: "Add to the party" }));
    const field = within(dialog).getByLabelText("Show day (GBP)");
    expect(await within(dialog).findByText(/JPY has no minor unit/)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's refusal to remove someone with paid lines as a toast", async () => {
    recordFetch((req) =>
      req.method === "DELETE"
        ? {
            status: 409,
            body: {
              error: {
                code: "conflict",
                message: "Ben the driver has paid lines; undo them first",
              },
            },
          }
        : undefined,
    );
    const { user } = renderPage();
    await user.click(
      within(tableRow("Ben the driver")).getByRole("button", { name: "Remove Ben the driver" }),
    );
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(
      await screen.findByText("Ben the driver has paid lines; undo them first"),
    ).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("edits one person: their rates are sent, and only someone without an account has a name to type", async () => {
    const net = recordFetch((req) => (req.method === "PUT" ? { body: {} } : undefined));
    const { user } = renderPage();
    await user.click(within(tableRow("Ana Ruiz")).getByRole("button", { name: "Edit Ana Ruiz" }));
    const ana = await screen.findByRole("dialog", { name: "Edit Ana Ruiz" });
    expect(within(ana).queryByLabelText("Name")).not.toBeInTheDocument();
    await user.click(within(ana).getByRole("button", { name: "Cancel" }));
    await user.click(
      within(tableRow("Ben the driver")).getByRole("button", { name: "Edit Ben the driver" }),
    );
    const ben = await screen.findByRole("dialog", { name: "Edit Ben the driver" });
    expect(within(ben).getByLabelText("Name")).toHaveValue("Ben the driver");
    const offDay = within(ben).getByLabelText("Day off (EUR)");
    await user.clear(offDay);
    await user.type(offDay, "35");
    await user.click(within(ben).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Person saved")).toBeInTheDocument();
    const put = net.writes()[0]!;
    expect(put.url.pathname).toBe(`/api/tours/${TOUR}/party/${BEN}`);
    expect(put.body).toMatchObject({
      userId: null,
      name: "Ben the driver",
      joinsOn: "2099-05-03",
      perDiemCurrency: "EUR",
      perDiemOff: "35.00",
      payAmount: "1200.00",
      payPer: "week",
    });
  });
});

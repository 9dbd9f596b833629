import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TokenAnswer } from "@/domain/integrations/tokens";
import type { Role } from "@/domain/team/roles";
import { recordFetch } from "../../../../../tests/support/fetch-recorder";
import {
  created,
  LEDGER,
  seedIntegrations,
  token,
  WEBSITE,
} from "../../../../../tests/support/integrations-page-data";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { MONEY_AREA_NOTE } from "./scope-grid";
import { NO_TOKENS, TokensSection } from "./tokens-section";

/** The warning shown once, in English as the spec words it. */
const SHOWN_ONCE = "Copy it now: you won't see it again.";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderSection(role: Role = "manager", tokens: TokenAnswer[] = [token()]) {
  return renderWithQuery(<TokensSection />, (client) => seedIntegrations(client, role, tokens));
}

async function openNewToken(user: ReturnType<typeof renderSection>["user"]) {
  await user.click(screen.getByRole("button", { name: "New token" }));
  return screen.findByRole("dialog", { name: "New API token" });
}

const area = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole("radiogroup", { name });

describe("API tokens, the list", () => {
  it("shows each token's scopes per area, expiry, last use and, for the owner, who made it", () => {
    renderSection("owner", [
      token(),
      token({
        id: LEDGER,
        name: "Accounting",
        prefix: "tribe_pat_Zz01",
        scopes: ["finances:read", "party:read"],
        expiresAt: "2001-01-01T23:59:59.999Z",
        lastUsedAt: "2099-03-02T09:30:00.000Z",
        maker: { id: "u-mia", name: "Mia Manager" },
        mine: false,
      }),
    ]);
    const website = screen.getByRole("listitem", { name: "Website" });
    expect(within(website).getByText("tribe_pat_3fA9…")).toBeInTheDocument();
    expect(within(website).getByText("Overview: read")).toBeInTheDocument();
    expect(within(website).getByText("Tours: read & write")).toBeInTheDocument();
    expect(within(website).getByText("Jun 1, 2099")).toBeInTheDocument();
    expect(within(website).getByText("Never used")).toBeInTheDocument();
    expect(within(website).getByText("You")).toBeInTheDocument();
    const accounting = screen.getByRole("listitem", { name: "Accounting" });
    expect(within(accounting).getByText("Finances: read")).toBeInTheDocument();
    expect(within(accounting).getByText("Party & pay: read")).toBeInTheDocument();
    expect(within(accounting).getByText("Expired")).toBeInTheDocument();
    expect(within(accounting).queryByText("Never used")).toBeNull();
    // Its last use, in the device's zone (Mar 1 in a zone far enough west).
    expect(within(accounting).getByText(/^Mar [12], 2099, /)).toBeInTheDocument();
    expect(within(accounting).getByText("Mia Manager")).toBeInTheDocument();
  });

  it("names no maker when every token is the member's own, and says what a token is for when there is none", () => {
    const { unmount } = renderSection("crew");
    expect(screen.queryByText("Made by")).toBeNull();
    unmount();
    renderSection("crew", []);
    expect(screen.getByText(NO_TOKENS)).toBeInTheDocument();
  });

  it("asks before revoking, then revokes that token", async () => {
    const net = recordFetch((req) =>
      req.method === "DELETE"
        ? { body: { id: WEBSITE } }
        : req.method === "GET"
          ? { body: { tokens: [] } }
          : undefined,
    );
    const { user } = renderSection();
    await user.click(screen.getByRole("button", { name: "Revoke Website" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke “Website”?" });
    expect(net.writes()).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(net.writes()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Revoke Website" }));
    const again = await screen.findByRole("alertdialog", { name: "Revoke “Website”?" });
    await user.click(within(again).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Token revoked")).toBeInTheDocument();
    expect(net.writes()).toEqual([
      expect.objectContaining({
        method: "DELETE",
        url: expect.objectContaining({ pathname: `/api/tokens/${WEBSITE}` }),
      }),
    ]);
    // The list is read again: the revoked token is gone.
    expect(await screen.findByText(NO_TOKENS)).toBeInTheDocument();
  });
});

describe("API tokens, a new token", () => {
  it("does not let crew give a token a money area, and says why in the row", async () => {
    const { user } = renderSection("crew");
    const dialog = await openNewToken(user);
    for (const money of ["Finances", "Party & pay"]) {
      const row = area(dialog, money);
      expect(within(row).getByRole("radio", { name: "Read" })).toBeDisabled();
      expect(within(row).getByRole("radio", { name: "Read & write" })).toBeDisabled();
      expect(row).toHaveAccessibleDescription(MONEY_AREA_NOTE);
    }
    expect(
      within(area(dialog, "Tours")).getByRole("radio", { name: "Read & write" }),
    ).toBeEnabled();
  });

  it("lets a manager give a token a money area", async () => {
    const { user } = renderSection("manager");
    const dialog = await openNewToken(user);
    expect(within(area(dialog, "Finances")).getByRole("radio", { name: "Read" })).toBeEnabled();
    expect(within(dialog).queryByText(MONEY_AREA_NOTE)).toBeNull();
  });

  it("needs a name and an area before anything is sent", async () => {
    const net = recordFetch(() => undefined);
    const { user } = renderSection();
    const dialog = await openNewToken(user);
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose at least one area")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(net.writes()).toHaveLength(0);
  });

  it("sends the chosen scopes and the day the expiry ends on", async () => {
    // Late in the UTC evening: the token's days are counted from today in UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2099-03-01T22:30:00.000Z"));
    const net = recordFetch((req) =>
      req.method === "POST" ? { status: 201, body: created() } : { body: { tokens: [token()] } },
    );
    const { user } = renderSection("manager", []);
    const dialog = await openNewToken(user);
    await user.type(within(dialog).getByLabelText("Name"), "  Website ");
    await user.click(within(area(dialog, "Tours")).getByRole("radio", { name: "Read & write" }));
    await user.click(within(area(dialog, "Overview")).getByRole("radio", { name: "Read" }));
    await user.click(within(area(dialog, "Finances")).getByRole("radio", { name: "Read" }));
    await user.click(within(dialog).getByRole("radio", { name: "30 days" }));
    expect(
      within(dialog).getByText("Works until the end of Mar 31, 2099 (UTC)."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    await screen.findByRole("dialog", { name: "Your new token: Website" });
    expect(net.writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        body: {
          name: "Website",
          scopes: ["overview:read", "tours:write", "finances:read"],
          expiresOn: "2099-03-31",
        },
      }),
    ]);
  });

  it("takes a picked date no more than a year away", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2099-03-01T12:00:00.000Z"));
    const net = recordFetch((req) =>
      req.method === "POST" ? { status: 201, body: created() } : { body: { tokens: [] } },
    );
    const { user } = renderSection();
    const dialog = await openNewToken(user);
    await user.type(within(dialog).getByLabelText("Name"), "Zapier");
    await user.click(within(area(dialog, "Tours")).getByRole("radio", { name: "Read" }));
    await user.click(within(dialog).getByRole("radio", { name: "A date" }));
    const date = within(dialog).getByLabelText("Last day it works");
    expect(date).toHaveAttribute("max", "2100-03-01");
    await user.type(date, "2100-03-02");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(await within(dialog).findByText("A token can last at most a year")).toBeInTheDocument();
    expect(net.writes()).toHaveLength(0);
    await user.clear(date);
    await user.type(date, "2100-03-01");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    await screen.findByRole("dialog", { name: /Your new token/ });
    expect(net.writes()[0]?.body).toMatchObject({
      name: "Zapier",
      scopes: ["tours:read"],
      expiresOn: "2100-03-01",
    });
  });

  it("puts the server's refusal on the field it names", async () => {
    recordFetch((req) =>
      req.method === "POST"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Invalid input",
                fields: {
                  name: "You already have a token named Website",
                  "scopes.0": "Your role cannot reach Finances",
                },
              },
            },
          }
        : undefined,
    );
    const { user } = renderSection();
    const dialog = await openNewToken(user);
    await user.type(within(dialog).getByLabelText("Name"), "Website");
    await user.click(within(area(dialog, "Tours")).getByRole("radio", { name: "Read" }));
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(
      await within(dialog).findByText("You already have a token named Website"),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Your role cannot reach Finances")).toBeInTheDocument();
  });

  it("shows the new token once, with Copy and a request to try it, and forgets it when closed", async () => {
    const secret = created().token;
    recordFetch((req) =>
      req.method === "POST" ? { status: 201, body: created() } : { body: { tokens: [token()] } },
    );
    const { user } = renderSection("manager", []);
    const dialog = await openNewToken(user);
    await user.type(within(dialog).getByLabelText("Name"), "Website");
    await user.click(within(area(dialog, "Tours")).getByRole("radio", { name: "Read" }));
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    const shown = await screen.findByRole("dialog", { name: "Your new token: Website" });
    expect(within(shown).getByText(SHOWN_ONCE, { exact: false })).toBeInTheDocument();
    expect(within(shown).getByLabelText("Token")).toHaveValue(secret);
    expect(
      within(shown).getByText(
        `curl -H "Authorization: Bearer ${secret}" ${window.location.origin}/api/tours`,
      ),
    ).toBeInTheDocument();
    await user.click(within(shown).getByRole("button", { name: "Copy" }));
    // user-event stands in a clipboard for the test's browser.
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await within(shown).findByRole("button", { name: "Copied" })).toBeInTheDocument();
    await user.click(within(shown).getByRole("button", { name: "Done" }));
    // The list shows the token by its prefix; its secret is nowhere on the page any more.
    expect(await screen.findByRole("listitem", { name: "Website" })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(secret);
  });
});

import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  type Cell,
  type Outcome,
  seesMoney,
  VIEWERS,
  type Viewer,
  Walk,
  walkCells,
} from "./support/matrix-walk";
import { demoOwner, FRESH, freshOwner, invitedMember } from "./support/party";

/**
 * Issue 34 item 2: every page, tab and dialog each member of the party can open renders for
 * them — owner, manager, crew, artist, and the owner's "View as crew" — on the demo and on a
 * fresh account with one of everything. A cell fails on the error screen, an error shown in
 * place of the data, a console error, "NaN" / "undefined" on screen, or (for the roles that
 * never see money) any money figure at all: hidden money reads as hidden, never as "$0".
 * Each person walks by the sidebar in one page, so the whole walk costs one page load.
 */
const crewLike = (v: Viewer) => v === "crew" || v === "view-as-crew";
const managers = seesMoney;
const byName = (w: Walk, name: string | RegExp) => w.page.getByRole("button", { name });

const CELLS: readonly Cell[] = [
  {
    name: "Overview",
    visit: async (w) => {
      await w.nav("Overview", "/dashboard");
      await w.ready(w.heading(/^Welcome Back/));
    },
  },
  {
    name: "Overview › Export Data",
    from: "Overview",
    visit: (w) => w.dialog(byName(w, "Export Data")),
  },
  {
    name: "Tours",
    visit: async (w) => {
      await w.nav("Tours", "/dashboard/tours");
      await w.ready(w.heading("Tours"));
    },
  },
  { name: "Tours › Venues", from: "Tours", visit: (w) => w.tab("Venues") },
  {
    name: "Tours › New Tour",
    from: "Tours",
    visit: async (w) => {
      await w.tab("Tours");
      return w.dialog(byName(w, "New Tour"));
    },
  },
  {
    name: "Tour page",
    from: "Tours",
    visit: async (w) => {
      await w.tab("Tours");
      await w.page.getByRole("link", { name: w.names.tour, exact: true }).first().click();
      await w.ready(w.page.getByRole("list", { name: "Shows in tour order" }));
    },
  },
  { name: "Tour › Add Show", from: "Tour page", visit: (w) => w.dialog(byName(w, "Add Show")) },
  {
    name: "Tour › Edit show",
    from: "Tour page",
    visit: (w) => w.dialog(byName(w, /^Edit show at/)),
  },
  { name: "Tour › Edit Tour", from: "Tour page", visit: (w) => w.dialog(byName(w, "Edit Tour")) },
  {
    name: "HCC Manager",
    visit: async (w) => {
      await w.nav("HCC Manager", "/dashboard/hcc-manager");
      await w.ready(w.page.getByRole("list", { name: "All venues" }));
    },
  },
  {
    name: "HCC › Active Negotiations",
    from: "HCC Manager",
    visit: (w) => w.tab("Active Negotiations"),
  },
  { name: "HCC › Calendar View", from: "HCC Manager", visit: (w) => w.tab("Calendar View") },
  { name: "HCC › Analytics", from: "HCC Manager", visit: (w) => w.tab("Analytics") },
  {
    name: "HCC › a negotiation",
    from: "HCC Manager",
    visit: async (w) => {
      await w.tab("Overview");
      return w.dialog(w.page.getByRole("list", { name: "All venues" }).getByRole("button"));
    },
  },
  { name: "HCC › Add Venue", from: "HCC Manager", visit: (w) => w.dialog(byName(w, "Add Venue")) },
  {
    name: "Logistics & Finances",
    visit: async (w) => {
      await w.nav("Logistics & Finances", "/dashboard/logistics");
      await w.ready(w.page.getByLabel("Tour", { exact: true }));
      await w.page.getByLabel("Tour", { exact: true }).click();
      await w.page.getByRole("option", { name: w.names.tour }).click();
      await expect(w.page).toHaveURL(/tour=/);
      await w.ready(w.page.getByRole("tabpanel"));
    },
  },
  {
    name: "L&F › Financial Overview",
    for: managers,
    from: "Logistics & Finances",
    visit: (w) => w.tab("Financial Overview"),
  },
  {
    name: "L&F › Budget Tracking",
    for: managers,
    from: "Logistics & Finances",
    visit: (w) => w.tab("Budget Tracking"),
  },
  {
    name: "L&F › Reports",
    for: managers,
    from: "Logistics & Finances",
    visit: (w) => w.tab("Reports"),
  },
  { name: "L&F › Logistics", from: "Logistics & Finances", visit: (w) => w.tab("Logistics") },
  {
    name: "Guest list",
    from: "L&F › Logistics",
    visit: async (w) => {
      await w.page
        .getByRole("link", { name: /^Guest list/ })
        .first()
        .click();
      await w.ready(w.heading("Guest List"));
    },
  },
  {
    name: "Day sheet",
    from: "L&F › Logistics",
    visit: async (w) => {
      // Back to the itinerary the guest list was opened from (the browser's own history).
      const link = w.page.getByRole("link", { name: /^Day sheet/ }).first();
      if (!(await link.isVisible())) await w.page.goBack();
      await w.ready(link);
      await link.click();
      await w.ready(w.heading("Day Sheet"));
    },
  },
  {
    // Issue 50: everyone reads a show's set (crew read only), from its day sheet; then back
    // to the day sheet, which the advance is opened from.
    name: "Set list",
    from: "Day sheet",
    visit: async (w) => {
      await w.page.getByRole("link", { name: "Open the set list" }).click();
      await w.ready(w.heading("Set list"));
      await w.page.goBack();
      await w.ready(w.heading("Day Sheet"));
    },
  },
  {
    // Issue 38: everyone reads a show's advance (settlement Hidden for crew and artists).
    name: "Advance",
    from: "Day sheet",
    visit: async (w) => {
      await w.page.getByRole("link", { name: "Advance", exact: true }).click();
      await w.ready(w.page.getByTestId("advance-progress"));
    },
  },
  {
    name: "Advance › Edit questions",
    for: managers,
    from: "Advance",
    visit: async (w) => {
      await w.page.getByRole("link", { name: "Edit questions" }).click();
      await w.ready(w.heading("Advance questions"));
    },
  },
  {
    name: "Songs",
    for: (v) => !crewLike(v),
    visit: async (w) => {
      await w.nav("Songs", "/dashboard/songs");
      await w.ready(w.heading("Songs"));
    },
  },
  { name: "Songs › Add song", from: "Songs", visit: (w) => w.dialog(byName(w, "Add song")) },
  { name: "Songs › Saved sets", from: "Songs", visit: (w) => w.tab("Saved sets") },
  { name: "Songs › Filing", from: "Songs", visit: (w) => w.tab("Filing") },
  {
    // Issue 52: owners and managers decide what fans see; crew and artists are not offered it.
    name: "Public dates",
    for: managers,
    visit: async (w) => {
      await w.nav("Public dates", "/dashboard/public-dates");
      await w.ready(w.heading("Public dates"));
    },
  },
  {
    name: "Public dates › Edit listing",
    from: "Public dates",
    visit: (w) => w.dialog(byName(w, /^Edit listing of/)),
  },
  { name: "Public dates › Preview", from: "Public dates", visit: (w) => w.tab("Preview") },
  { name: "Public dates › Share", from: "Public dates", visit: (w) => w.tab("Share") },
  {
    // Issue 51: everyone opens it; crew and artists read counts only when the owner shares them.
    name: "Tickets",
    visit: async (w) => {
      await w.nav("Tickets", "/dashboard/tickets");
      await w.ready(w.heading("Tickets"));
    },
  },
  {
    name: "Tickets › a show",
    from: "Tickets",
    visit: async (w) => {
      await w.page
        .getByRole("button", { name: /^Details of / })
        .first()
        .click();
      await w.ready(w.page.getByRole("button", { name: "Close the show's counts" }));
    },
  },
  {
    name: "Tickets › Report today's count",
    from: "Tickets › a show",
    visit: (w) => w.dialog(byName(w, "Report today's count")),
  },
  {
    name: "Tickets › Import",
    from: "Tickets",
    visit: (w) => w.dialog(byName(w, "Import")),
  },
  {
    // Issue 54: owners and managers keep the party's pay and the float; others are not offered it.
    name: "Party & pay",
    for: managers,
    visit: async (w) => {
      await w.nav("Party & pay", "/dashboard/party");
      await w.ready(w.heading("Party & pay"));
    },
  },
  {
    name: "Party › Add people",
    from: "Party & pay",
    visit: (w) => w.dialog(byName(w, "Add people")),
  },
  { name: "Party › Per diems & pay", from: "Party & pay", visit: (w) => w.tab("Per diems & pay") },
  {
    // Offered once the tour has a party (the fresh account's has none).
    name: "Party › Add a payment",
    from: "Party › Per diems & pay",
    visit: async (w) => {
      const button = byName(w, "Add a payment");
      if (await button.isDisabled()) return "not offered";
      return w.dialog(button);
    },
  },
  { name: "Party › Float", from: "Party & pay", visit: (w) => w.tab("Float") },
  {
    name: "Party › Count cash",
    from: "Party › Float",
    visit: (w) => w.dialog(byName(w, "Count cash")),
  },
  {
    // Everyone's own pay, travel and room: their own figures are theirs to read.
    name: "My tour",
    ownMoney: true,
    visit: async (w) => {
      await w.nav("My tour", "/dashboard/my-tour");
      await w.ready(w.heading("My tour"));
    },
  },
  {
    // Issue 53: every member makes tokens for their own tools; the owner alone keeps webhooks.
    name: "API & webhooks",
    visit: async (w) => {
      await w.nav("API & webhooks", "/dashboard/integrations");
      await w.ready(w.heading("API & webhooks"));
    },
  },
  {
    name: "API › New token",
    from: "API & webhooks",
    visit: (w) => w.dialog(byName(w, "New token")),
  },
  { name: "API › API reference", from: "API & webhooks", visit: (w) => w.tab("API reference") },
  {
    name: "API › Webhooks",
    for: (v) => v === "owner",
    from: "API & webhooks",
    visit: (w) => w.tab("Webhooks"),
  },
  {
    name: "API › Add endpoint",
    from: "API › Webhooks",
    visit: (w) => w.dialog(byName(w, "Add endpoint")),
  },
  {
    name: "Merch & Art",
    visit: async (w) => {
      await w.nav("Merch & Art", "/dashboard/merch");
      await w.ready(w.heading("Merch & Art"));
    },
  },
  { name: "Merch › Overview", for: managers, from: "Merch & Art", visit: (w) => w.tab("Overview") },
  {
    name: "Merch › Design Projects",
    for: (v) => !crewLike(v),
    from: "Merch & Art",
    visit: (w) => w.tab("Design Projects"),
  },
  {
    name: "Merch › a design project",
    from: "Merch › Design Projects",
    visit: (w) => w.dialog(byName(w, /^Open /)),
  },
  { name: "Merch › Products", for: managers, from: "Merch & Art", visit: (w) => w.tab("Products") },
  {
    name: "Merch › Enter Show Counts",
    from: "Merch › Products",
    visit: (w) => w.dialog(byName(w, "Enter Show Counts")),
  },
  { name: "Merch › Partners", for: managers, from: "Merch & Art", visit: (w) => w.tab("Partners") },
  {
    name: "Merch › crew's Show Counts",
    for: crewLike,
    from: "Merch & Art",
    visit: (w) => w.ready(w.page.getByText("Show Counts", { exact: true })),
  },
  {
    name: "Marketing & Virality",
    for: (v) => !crewLike(v),
    visit: async (w) => {
      await w.nav("Marketing & Virality", "/dashboard/marketing");
      await w.ready(w.heading("Marketing & Virality"));
    },
  },
  { name: "Marketing › Campaigns", from: "Marketing & Virality", visit: (w) => w.tab("Campaigns") },
  {
    name: "Marketing › Edit a campaign",
    from: "Marketing › Campaigns",
    visit: (w) => w.dialog(byName(w, /^Edit /)),
  },
  { name: "Marketing › Analytics", from: "Marketing & Virality", visit: (w) => w.tab("Analytics") },
  { name: "Marketing › Partners", from: "Marketing & Virality", visit: (w) => w.tab("Partners") },
  {
    name: "Marketing › Add Campaign",
    from: "Marketing & Virality",
    visit: (w) => w.dialog(byName(w, "Add Campaign")),
  },
  {
    name: "Team",
    visit: async (w) => {
      await w.nav("Team", "/dashboard/team");
      await w.ready(w.page.getByRole("list", { name: "Members" }));
    },
  },
  {
    name: "Team › Invite member",
    from: "Team",
    visit: (w) => w.dialog(byName(w, "Invite member")),
  },
  {
    name: "Activity",
    for: managers,
    visit: async (w) => {
      await w.nav("Activity", "/dashboard/activity");
      await w.ready(w.heading("Activity"));
    },
  },
  {
    name: "Settings",
    visit: async (w) => {
      await w.nav("Settings", "/dashboard/settings");
      await w.ready(w.heading("Settings"));
    },
  },
];

const WORKSPACES = {
  demo: { tour: "Midnight Highway Tour", owner: demoOwner },
  fresh: { tour: FRESH.tour, owner: freshOwner },
} as const;
type WorkspaceName = keyof typeof WORKSPACES;

const resultsDir = () => path.join(test.info().project.outputDir, "role-matrix");

/** Saves one row of the matrix and attaches it to the test's report. */
async function record(workspace: WorkspaceName, viewer: Viewer, row: Record<string, Outcome>) {
  fs.mkdirSync(resultsDir(), { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir(), `${workspace}--${viewer}.json`),
    JSON.stringify(row, null, 2),
  );
  await test.info().attach(`${workspace} × ${viewer}`, {
    body: Object.entries(row)
      .map(([cell, outcome]) => `${cell}: ${outcome}`)
      .join("\n"),
    contentType: "text/plain",
  });
}

const mark = (o: Outcome | undefined) =>
  o === undefined
    ? "?"
    : o === "pass"
      ? "ok"
      : o === "not offered"
        ? "–"
        : o.startsWith("blocked")
          ? "blk"
          : "FAIL";

/** The whole matrix, printed once every row is in (by whichever worker ends last). */
test.afterAll(() => {
  const dir = resultsDir();
  const rows = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  if (rows.length < Object.keys(WORKSPACES).length * VIEWERS.length) return;
  const lines: string[] = [];
  for (const workspace of Object.keys(WORKSPACES) as WorkspaceName[]) {
    const read = VIEWERS.map((v) => {
      const file = path.join(dir, `${workspace}--${v}.json`);
      return fs.existsSync(file)
        ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, Outcome>)
        : {};
    });
    lines.push(`\n${workspace}: ${["cell", ...VIEWERS].join(" | ")}`);
    for (const cell of CELLS)
      lines.push(`  ${cell.name} | ${read.map((r) => mark(r[cell.name])).join(" | ")}`);
    const count = (what: string) =>
      read.flatMap((r) => Object.values(r)).filter((o) => mark(o) === what).length;
    lines.push(
      `  passed ${count("ok")}, failed ${count("FAIL")}, blocked ${count("blk")}, not offered ${count("–")}`,
    );
  }
  console.log(`Role × page matrix${lines.join("\n")}`);
});

/** The person the walk is for; the walk's first cell opens the Overview (unless it is open). */
async function personFor(
  page: Page,
  browser: import("@playwright/test").Browser,
  baseURL: string,
  workspace: WorkspaceName,
  viewer: Viewer,
): Promise<{ page: Page; close(): Promise<void> }> {
  await WORKSPACES[workspace].owner(page, baseURL);
  if (viewer === "view-as-crew") {
    await page.goto("/dashboard");
    // The Overview is rendered on the server: its buttons work once the scripts have run.
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeEnabled();
    await page.getByRole("button", { name: "View as crew" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Viewing as crew" })).toBeVisible();
  }
  if (viewer === "owner" || viewer === "view-as-crew")
    return { page, close: async () => undefined };
  const member = await invitedMember(browser, page, baseURL, viewer);
  return { page: member.page, close: () => member.context.close() };
}

for (const workspace of Object.keys(WORKSPACES) as WorkspaceName[]) {
  for (const viewer of VIEWERS) {
    test(`${workspace} × ${viewer}: every page, tab and dialog renders`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const person = await personFor(page, browser, baseURL!, workspace, viewer);
      const walk = new Walk(person.page, viewer, { tour: WORKSPACES[workspace].tour });
      const row = await walkCells(walk, CELLS);
      await person.close();
      await record(workspace, viewer, row);
      const failed = Object.entries(row).filter(([, o]) => o !== "pass" && o !== "not offered");
      console.log(
        `${workspace} × ${viewer}: ${Object.values(row).filter((o) => o === "pass").length} passed, ${failed.length} failed or blocked`,
      );
      expect(
        failed.map(([cell, outcome]) => `${cell} — ${outcome}`),
        `cells failing for ${viewer} on the ${workspace} workspace`,
      ).toEqual([]);
    });
  }
}

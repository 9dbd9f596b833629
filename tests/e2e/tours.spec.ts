import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expectNoClipping } from "./support/clipping";
import { expect, screenshotIfAsked, test } from "./support/fixtures";
import { moveWithKeyboard, pickUpWithKeyboard } from "./support/keyboard-drag";
import { dragWithMouse } from "./support/mouse-drag";

async function expectNoAxeViolations(page: Page) {
  const result = await axeOf(page).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function addVenue(
  page: Page,
  v: { name: string; city: string; state: string; capacity: string },
) {
  await page.getByRole("button", { name: "Add Venue" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Venue" });
  await dialog.getByLabel("Venue name", { exact: true }).fill(v.name);
  await dialog.getByLabel("City", { exact: true }).fill(v.city);
  await dialog.getByLabel("State", { exact: true }).fill(v.state);
  await dialog.getByLabel("Capacity", { exact: true }).fill(v.capacity);
  await dialog.getByRole("button", { name: "Add Venue" }).click();
  await expect(dialog).toBeHidden();
}

async function fillShow(page: Page, date: string, fee: string, travel: string, lodging: string) {
  const dialog = page.getByRole("dialog", { name: "Add Show" });
  await dialog.getByLabel("Performance date").fill(date);
  await dialog.getByLabel("Venue fee (USD)").fill(fee);
  await dialog.getByLabel("Travel cost (USD)").fill(travel);
  await dialog.getByLabel("Accommodation (USD)").fill(lodging);
  await dialog.getByRole("button", { name: "Add Show" }).click();
  await expect(dialog).toBeHidden();
}

const showNames = (page: Page) =>
  page
    .getByRole("list", { name: "Shows in tour order" })
    .getByRole("listitem")
    .locator("p.font-medium:visible");

async function exportAs(
  page: Page,
  format: "CSV" | "JSON",
): Promise<{ download: Download; text: string }> {
  await page.getByRole("button", { name: "Export Data" }).click();
  const dialog = page.getByRole("dialog", { name: "Export Data" });
  await expect(dialog.getByRole("checkbox", { name: "Venue Information" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Financial Data" })).toBeChecked();
  if (format === "JSON") await chooseOption(page, "Format", "JSON");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Export" }).click(),
  ]);
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: `Data exported successfully as ${format}` });
  await expect(toast).toContainText("Export Successful");
  await expect(dialog).toBeHidden();
  return { download, text: fs.readFileSync((await download.path())!, "utf8") };
}

test("a tour from first show to export and deletion", async ({ page, account: _ }) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard");
  await expect(
    page.getByText("No tours found. Create your first tour to get started!"),
  ).toBeVisible();
  await expect(page.getByTestId("stat-Venues Booked")).toHaveText("0");
  await expect(page.getByTestId("progress-Venues Confirmed")).toContainText("0 of 0");
  await screenshotIfAsked(page, "overview-empty");
  await expectNoAxeViolations(page);

  // The venue directory first: two venues to pick from later.
  await page.getByRole("link", { name: "Manage Tours" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tours$/);
  await page.getByRole("tab", { name: "Venues" }).click();
  await addVenue(page, { name: "Magnolia Hall", city: "Atlanta", state: "GA", capacity: "1000" });
  await addVenue(page, { name: "Neon Owl", city: "Chicago", state: "IL", capacity: "450" });
  await expect(page.getByRole("list", { name: "Venues" }).getByRole("listitem")).toHaveCount(2);

  // A tour, refused until it is valid, with the errors next to the fields.
  await page.getByRole("button", { name: "New Tour" }).click();
  const tourDialog = page.getByRole("dialog", { name: "New Tour" });
  await tourDialog.getByLabel("Start date").fill("2026-07-10");
  await tourDialog.getByLabel("End date").fill("2026-07-01");
  await tourDialog.getByRole("button", { name: "Create Tour" }).click();
  await expect(tourDialog.getByText("Title is required")).toBeVisible();
  await expect(tourDialog.getByText("End date cannot be before the start date")).toBeVisible();
  await tourDialog.getByLabel("Title").fill('Summer "Heat" Run');
  // No status chosen: it follows the dates (issue 36), and July 2026 is over.
  await tourDialog.getByLabel("Start date").fill("2026-07-01");
  await tourDialog.getByLabel("End date").fill("2026-07-10");
  await tourDialog.getByLabel("Estimated gross (USD)").fill("12345.67");
  await tourDialog.getByRole("button", { name: "Create Tour" }).click();
  await expect(page.getByRole("heading", { level: 1, name: 'Summer "Heat" Run' })).toBeVisible();
  const tourId = page.url().split("/").pop()!;
  await expect(page.getByText("No shows yet. Add the first show of this tour.")).toBeVisible();

  // Three shows, added out of date order; one at a venue created on the spot.
  await page.getByRole("button", { name: "Add Show" }).first().click();
  await chooseOption(page, "Venue", "Neon Owl — Chicago, IL");
  await fillShow(page, "2026-07-05", "1500", "220", "160");
  await page.getByRole("button", { name: "Add Show" }).first().click();
  await chooseOption(page, "Venue", "Magnolia Hall — Atlanta, GA");
  await fillShow(page, "2026-07-01", "2600", "380", "170");
  await page.getByRole("button", { name: "Add Show" }).first().click();
  await chooseOption(page, "Venue", "+ New venue");
  const showDialog = page.getByRole("dialog", { name: "Add Show" });
  await showDialog.getByRole("button", { name: "Add Show" }).click();
  await expect(showDialog.getByText("Venue name is required")).toBeVisible();
  await expect(showDialog.getByText("Performance date is required")).toBeVisible();
  await showDialog.getByLabel("Venue name", { exact: true }).fill("The Lantern");
  await showDialog.getByLabel("City", { exact: true }).fill("Austin");
  await showDialog.getByLabel("State", { exact: true }).fill("TX");
  await showDialog.getByLabel("Capacity", { exact: true }).fill("650");
  await fillShow(page, "2026-07-03", "2200", "300", "150.5");

  await expect(showNames(page)).toHaveText(["Magnolia Hall", "The Lantern", "Neon Owl"]);
  // Inquiries book nothing (issue 36); their travel and lodging are planned.
  await expect(page.getByTestId("total-Booked")).toHaveText("$0");
  await expect(page.getByTestId("total-Travel")).toHaveText("$900");
  await expect(page.getByTestId("total-Lodging")).toHaveText("$481");
  await screenshotIfAsked(page, "tour-detail-desktop");

  // Reordered by button, and it stays so after a reload.
  await page.getByRole("button", { name: "Move Neon Owl up" }).click();
  await expect(showNames(page)).toHaveText(["Magnolia Hall", "Neon Owl", "The Lantern"]);
  await page.reload();
  await expect(showNames(page)).toHaveText(["Magnolia Hall", "Neon Owl", "The Lantern"]);
  // And by dragging a row's handle onto another row with the mouse (show-order.spec.ts drags
  // by touch)...
  await dragWithMouse(
    page,
    page.getByRole("button", { name: "Drag to reorder The Lantern" }),
    page.getByTestId("show-row").nth(0),
    "The Lantern is over position 1 of 3.",
  );
  await expect(showNames(page)).toHaveText(["The Lantern", "Magnolia Hall", "Neon Owl"]);
  await page.getByRole("button", { name: "Move The Lantern down" }).click();
  await expect(showNames(page)).toHaveText(["Magnolia Hall", "The Lantern", "Neon Owl"]);
  // ...and from the keyboard (dnd-kit's own sensor). Its live region says where the show is
  // as it moves: each key waits for the last.
  const live = page.getByRole("status").filter({ hasText: "Neon Owl" });
  await pickUpWithKeyboard(
    page,
    page.getByRole("button", { name: "Drag to reorder Neon Owl" }),
    live,
  );
  await moveWithKeyboard(page, live, "ArrowUp", "Neon Owl is over position 2 of 3.");
  await page.keyboard.press("Space");
  await expect(live).toHaveText("Neon Owl dropped at position 2 of 3.");
  await expect(showNames(page)).toHaveText(["Magnolia Hall", "Neon Owl", "The Lantern"]);
  await expectNoAxeViolations(page);

  // The Overview counts it all.
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByTestId("stat-Active Tours")).toHaveText("0");
  await expect(page.getByTestId("stat-Venues Booked")).toHaveText("3");
  await expect(page.getByTestId("stat-Total Capacity")).toHaveText("2.1K");
  await expect(page.getByTestId("stat-Revenue Projection")).toHaveText("$12,346");
  await expect(page.getByTestId("progress-Venues Confirmed")).toContainText("0 of 3");
  const recent = page.getByRole("list", { name: "Recent tours" }).getByRole("listitem");
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText('Summer "Heat" Run');
  await expect(recent.first()).toContainText("3 venues");
  await expect(recent.first()).toContainText("Completed");
  await screenshotIfAsked(page, "overview-desktop");

  const details = "Magnolia Hall (Atlanta, GA); Neon Owl (Chicago, IL); The Lantern (Austin, TX)";
  const csv = await exportAs(page, "CSV");
  expect(csv.download.suggestedFilename()).toMatch(/^tours-export-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text).toBe(
    '"Tour ID","Title","Status","Start Date","End Date","Total Cost","Venues Count","Venue Details"\r\n' +
      `"${tourId}","Summer ""Heat"" Run","completed","2026-07-01","2026-07-10","12345.67","3","${details}"\r\n`,
  );

  const json = await exportAs(page, "JSON");
  expect(json.download.suggestedFilename()).toMatch(/^tours-export-\d{4}-\d{2}-\d{2}\.json$/);
  expect(json.text).toBe(
    JSON.stringify(
      [
        {
          id: tourId,
          title: 'Summer "Heat" Run',
          status: "completed",
          start_date: "2026-07-01",
          end_date: "2026-07-10",
          total_estimated_cost: 12345.67,
          venues_count: 3,
          venues: [
            { venue_name: "Magnolia Hall", city: "Atlanta", state: "GA" },
            { venue_name: "Neon Owl", city: "Chicago", state: "IL" },
            { venue_name: "The Lantern", city: "Austin", state: "TX" },
          ],
        },
      ],
      null,
      2,
    ),
  );

  // Deleting asks first, then the tour is gone everywhere.
  await recent.first().getByRole("link").click();
  await page.getByRole("button", { name: "Delete Tour" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Tour" });
  await expect(confirm).toContainText('Are you sure you want to delete "Summer "Heat" Run"?');
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tours$/);
  await expect(
    page.getByText("No tours found. Create your first tour to get started!"),
  ).toBeVisible();
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByTestId("stat-Venues Booked")).toHaveText("0");
  await expect(page.getByTestId("stat-Revenue Projection")).toHaveText("$0");
});

test("Drive export refuses with the spec's message and PDF downloads a report", async ({
  page,
  account: _,
}) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Export Data" }).click();
  const dialog = page.getByRole("dialog", { name: "Export Data" });
  await chooseOption(page, "Destination", "Save to Google Drive");
  await dialog.getByRole("button", { name: "Export" }).click();
  await expect(page.getByText("Export Failed")).toBeVisible();
  await expect(page.getByText("Google Drive integration not yet configured")).toBeVisible();
  await expect(dialog).toBeVisible();

  await chooseOption(page, "Destination", "Download to Device");
  await chooseOption(page, "Format", "PDF");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Export" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tours-export-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await expect(page.getByText("Data exported successfully as PDF")).toBeVisible();
});

test("the tours page and the demo's tour pass the accessibility checks", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Try the demo" }).click();
  await expect(page.getByTestId("stat-Active Tours")).not.toHaveText("0");
  await expectNoAxeViolations(page);
  await screenshotIfAsked(page, "overview-demo-desktop");
  await page.getByRole("link", { name: "Manage Tours" }).click();
  await expect(page.getByRole("list", { name: "Tours" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotIfAsked(page, "tours-desktop");
  await page.getByRole("tab", { name: "Venues" }).click();
  await expect(page.getByRole("list", { name: "Venues" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Tours" }).click();
  await page.getByRole("link", { name: "Midnight Highway Tour" }).click();
  await expect(page.getByRole("list", { name: "Shows in tour order" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Show" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add Show" })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A tour of one month whose confirmed shows are at placed venues, made through the API. */
async function routedTour(
  page: Page,
  baseURL: string,
  title: string,
  month: string,
  stops: readonly (Record<string, string | number> & { name: string; day: string })[],
) {
  const headers = { origin: baseURL };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const tour = await post("/api/tours", {
    title,
    startDate: `${month}-01`,
    endDate: `${month}-20`,
  });
  for (const { day, ...place } of stops) {
    const venue = await post("/api/venues", place);
    await post(`/api/tours/${tour.id}/shows`, {
      venueMode: "existing",
      venueId: venue.id,
      performanceDate: `${month}-${day}`,
      status: "confirmed",
    });
  }
  return tour;
}

test("the road goes into the budget and follows a show that moves (issue 40)", async ({
  page,
  baseURL,
  account: _,
}) => {
  test.setTimeout(90_000);
  // Two placed venues and a routed tour, as the directory and Add Show would make them.
  const year = new Date().getUTCFullYear() + 1;
  const tour = await routedTour(page, baseURL!, "Southern Run", `${year}-05`, [
    {
      name: "Ryman",
      city: "Nashville",
      state: "TN",
      latitude: 36.1627,
      longitude: -86.7816,
      day: "01",
    },
    {
      name: "Tabernacle",
      city: "Atlanta",
      state: "GA",
      latitude: 33.749,
      longitude: -84.388,
      day: "03",
    },
  ]);

  await page.goto(`/dashboard/tours/${tour.id}`);
  const budget = page.getByTestId("road-budget");
  await expect(budget).toContainText("Not in the tour's budget");
  await page.getByRole("button", { name: "Road settings" }).click();
  const settings = page.getByRole("dialog", { name: "Road settings" });
  await settings.getByLabel("Put the road in the tour's budget").check();
  await settings.getByLabel("People on the road").fill("4");
  await settings.getByLabel("1. Nashville → 2. Atlanta").fill("18.40");
  await expectNoAxeViolations(page);
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await expect(budget).toContainText("In the tour's budget");
  await screenshotIfAsked(page, "route-in-budget");

  // Finances lists the route's rows as estimates, which leg and which day.
  await page.goto(`/dashboard/logistics?tour=${tour.id}`);
  const rows = page.getByTestId("road-rows");
  await expect(rows).toContainText("Estimated");
  await expect(rows).toContainText("Fuel Nashville → Atlanta, 258 mi");
  await expect(rows).toContainText("Tolls Nashville → Atlanta");
  await expect(rows.getByRole("listitem").filter({ hasText: "Per diems" })).toHaveCount(3);
  await expect(rows.getByRole("listitem").filter({ hasText: "Hotel" })).toHaveCount(2);
  await screenshotIfAsked(page, "finances-road-rows");
  await expectNoAxeViolations(page);
  if (process.env.SCREENSHOTS) {
    // The same rows at phone width: label, amount and the button wrap, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await rows.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, "finances-road-rows-phone", false);
    await page.goto(`/dashboard/tours/${tour.id}`);
    await page.getByRole("button", { name: "Road settings" }).click();
    await screenshotIfAsked(page, "road-settings-phone", false);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/dashboard/logistics?tour=${tour.id}`);
  }

  // Atlanta moves two days later: the road is re-planned, two more days and nights.
  await page.goto(`/dashboard/tours/${tour.id}`);
  await page.getByRole("button", { name: "Edit show at Tabernacle" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Show" });
  await edit.getByLabel("Performance date").fill(`${year}-05-05`);
  await edit.getByRole("button", { name: /Save/ }).click();
  await expect(edit).toBeHidden();
  await page.goto(`/dashboard/logistics?tour=${tour.id}`);
  await expect(rows.getByRole("listitem").filter({ hasText: "Per diems" })).toHaveCount(5);
  await expect(rows.getByRole("listitem").filter({ hasText: "Hotel" })).toHaveCount(4);

  // One row made the person's own: the estimate for that leg leaves the route's list.
  await rows
    .getByRole("button", { name: "Type my figure for Fuel Nashville → Atlanta, 258 mi" })
    .click();
  const mine = page.getByRole("dialog", { name: "Your Figure for a Road Row" });
  await mine.getByLabel("Anticipated (USD)").fill("80");
  await mine.getByRole("button", { name: "Add Row" }).click();
  await expect(mine).toBeHidden();
  await expect(rows).not.toContainText("Fuel Nashville → Atlanta");
});

test("a leg across the Atlantic is a flight priced by the fare typed, not fuel (issue 40)", async ({
  page,
  baseURL,
  account: _,
}) => {
  test.setTimeout(90_000);
  const year = new Date().getUTCFullYear() + 2;
  const tour = await routedTour(page, baseURL!, "Atlantic Run", `${year}-06`, [
    {
      name: "Bowery Ballroom",
      city: "New York",
      country: "US",
      latitude: 40.7128,
      longitude: -74.006,
      day: "01",
    },
    {
      name: "Roundhouse",
      city: "London",
      country: "GB",
      latitude: 51.5074,
      longitude: -0.1278,
      day: "08",
    },
    {
      name: "Olympia",
      city: "Paris",
      country: "FR",
      latitude: 48.8566,
      longitude: 2.3522,
      day: "09",
    },
  ]);

  await page.goto(`/dashboard/tours/${tour.id}`);
  const card = page.getByTestId("route-card");
  await expect(card.getByRole("row", { name: /1\. New York → 2\. London/ })).toContainText(
    "Flight",
  );
  const missing = page.getByTestId("flight-fare-missing");
  await expect(missing).toContainText("Flight fare not typed for New York → London");
  await screenshotIfAsked(page, "route-flight-untyped");

  await page.getByRole("button", { name: "Road settings" }).click();
  const settings = page.getByRole("dialog", { name: "Road settings" });
  await settings.getByLabel("People on the road").fill("4");
  await settings.getByLabel("Fare 1. New York → 2. London").fill("650");
  // A flown leg takes no tolls; the driven one still does.
  await expect(settings.getByLabel("1. New York → 2. London", { exact: true })).toHaveCount(0);
  await expect(settings.getByLabel("2. London → 3. Paris", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotIfAsked(page, "road-settings-flight");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await expect(missing).toBeHidden();
  await expect(page.getByTestId("road-budget")).toContainText("Flights $2,600 · 4 people");
  await screenshotIfAsked(page, "route-flight-typed");
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("road-budget").scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, "route-flight-phone", false);
  }
});

test("a route through London, Paris and Brussels reads at 1280 px (issue 47)", async ({
  page,
  baseURL,
  account: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const year = new Date().getUTCFullYear() + 3;
  const tour = await routedTour(page, baseURL!, "Benelux Run", `${year}-03`, [
    {
      name: "Roundhouse",
      city: "London",
      country: "GB",
      latitude: 51.5074,
      longitude: -0.1278,
      day: "02",
    },
    {
      name: "Olympia",
      city: "Paris",
      country: "FR",
      latitude: 48.8566,
      longitude: 2.3522,
      day: "04",
    },
    {
      name: "Ancienne Belgique",
      city: "Brussels",
      country: "BE",
      latitude: 50.8466,
      longitude: 4.3528,
      day: "06",
    },
  ]);
  await page.goto(`/dashboard/tours/${tour.id}`);
  const card = page.getByTestId("route-card");
  const table = card.getByRole("table", { name: /Each leg of the route/ });
  await expect(table.getByRole("row", { name: /1\. London → 2\. Paris/ })).toBeVisible();
  await expect(card.getByTestId("route-map").locator("circle")).toHaveCount(3);
  await screenshotIfAsked(page, "route-europe-1280");
  // Each leg and figure on one line: a squeezed table wraps them.
  const wrapped = await table.evaluate((t) =>
    [...t.querySelectorAll("th, td")].flatMap((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return lines > 1 ? [`${cell.textContent} (${lines} lines)`] : [];
    }),
  );
  expect(wrapped).toEqual([]);
  await expectNoClipping(page, "a tour's route");
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, "route-europe-phone");
    await expectNoClipping(page, "a tour's route");
  }
});

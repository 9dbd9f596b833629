import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { moveWithKeyboard, pickUpWithKeyboard } from "./support/keyboard-drag";
import { dragWithMouse } from "./support/mouse-drag";

const showNames = (page: Page) =>
  page
    .getByRole("list", { name: "Shows in tour order" })
    .getByRole("listitem")
    .locator("p.font-medium:visible");

/** A tour from May 1 to May 20 with three shows, in date order. */
async function tourWithShows(page: Page, origin: string) {
  const tour = await page.request.post("/api/tours", {
    data: {
      title: "Order Run",
      status: "planning",
      startDate: "2026-05-01",
      endDate: "2026-05-20",
    },
    headers: { origin },
  });
  const tourId = (await tour.json()).id as string;
  for (const [name, date] of [
    ["Alpha Hall", "2026-05-02"],
    ["Beta Room", "2026-05-05"],
    ["Gamma Club", "2026-05-09"],
  ]) {
    const res = await page.request.post(`/api/tours/${tourId}/shows`, {
      data: {
        venueMode: "new",
        newVenue: { name, city: "Reno", state: "NV", capacity: "300" },
        performanceDate: date,
      },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  return tourId;
}

test("shows reorder from the keyboard, announced to screen readers", async ({
  page,
  baseURL,
  account: _,
}) => {
  const tourId = await tourWithShows(page, baseURL!);
  await page.goto(`/dashboard/tours/${tourId}`);
  await expect(showNames(page)).toHaveText(["Alpha Hall", "Beta Room", "Gamma Club"]);

  // dnd-kit's live region says where the show is as it moves.
  const live = page.getByRole("status").filter({ hasText: "Gamma Club" });
  await pickUpWithKeyboard(
    page,
    page.getByRole("button", { name: "Drag to reorder Gamma Club" }),
    live,
  );
  await moveWithKeyboard(page, live, "ArrowUp", "Gamma Club is over position 2 of 3.");
  await moveWithKeyboard(page, live, "ArrowUp", "Gamma Club is over position 1 of 3.");
  await page.keyboard.press("Space");
  await expect(live).toHaveText("Gamma Club dropped at position 1 of 3.");
  await expect(showNames(page)).toHaveText(["Gamma Club", "Alpha Hall", "Beta Room"]);
  await page.reload();
  await expect(showNames(page)).toHaveText(["Gamma Club", "Alpha Hall", "Beta Room"]);
});

test("a mouse drags a show by its handle, the page scrolled to it", async ({
  page,
  baseURL,
  account: _,
}) => {
  const tourId = await tourWithShows(page, baseURL!);
  await page.goto(`/dashboard/tours/${tourId}`);
  await expect(showNames(page)).toHaveText(["Alpha Hall", "Beta Room", "Gamma Club"]);
  await dragWithMouse(
    page,
    page.getByRole("button", { name: "Drag to reorder Gamma Club" }),
    page.getByTestId("show-row").nth(0),
    "Gamma Club is over position 1 of 3.",
  );
  await expect(showNames(page)).toHaveText(["Gamma Club", "Alpha Hall", "Beta Room"]);
  await page.reload();
  await expect(showNames(page)).toHaveText(["Gamma Club", "Alpha Hall", "Beta Room"]);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a finger drags a show by its handle", async ({ page, baseURL, account: _ }) => {
    const tourId = await tourWithShows(page, baseURL!);
    await page.goto(`/dashboard/tours/${tourId}`);
    await expect(showNames(page)).toHaveText(["Alpha Hall", "Beta Room", "Gamma Club"]);

    const handle = await page
      .getByRole("button", { name: "Drag to reorder Alpha Hall" })
      .boundingBox();
    const last = await page.getByTestId("show-row").nth(2).boundingBox();
    const x = handle!.x + handle!.width / 2;
    const y = handle!.y + handle!.height / 2;
    const toY = last!.y + last!.height - 4;
    // Real touch events through the DevTools protocol: Playwright has no touch-move of its own.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", py: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y: py }],
      });
    await touch("touchStart", y);
    for (let i = 1; i <= 15; i++) await touch("touchMove", y + ((toY - y) * i) / 15);
    await touch("touchEnd", toY);
    await expect(showNames(page)).toHaveText(["Beta Room", "Gamma Club", "Alpha Hall"]);
  });
});

test("a show dated outside its tour is flagged, and the tour can grow to hold it", async ({
  page,
  baseURL,
  account: _,
}) => {
  const tourId = await tourWithShows(page, baseURL!);
  await page.goto(`/dashboard/tours/${tourId}`);
  await page.getByRole("button", { name: "Add Show" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Show" });
  await dialog.getByLabel("Venue", { exact: true }).click();
  await page.getByRole("option", { name: "Beta Room — Reno, NV" }).click();
  await dialog.getByLabel("Performance date").fill("2026-05-10");
  await expect(dialog.getByText(/outside|before this tour|after this tour/)).toHaveCount(0);
  await dialog.getByLabel("Performance date").fill("2026-05-24");
  await expect(
    dialog.getByText("May 24, 2026 is after this tour ends (May 1, 2026 – May 20, 2026)."),
  ).toBeVisible();
  const extend = dialog.getByRole("checkbox", {
    name: "Extend the tour to May 1, 2026 – May 24, 2026",
  });
  await expect(extend).toBeChecked();
  await dialog.getByRole("button", { name: "Add Show" }).click();
  await expect(dialog).toBeHidden();
  // The tour's dates moved with the save: the toast says so (issue 21), not only the header.
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Show added" })
      .filter({ hasText: "The tour now runs May 1, 2026 – May 24, 2026." }),
  ).toBeVisible();
  await expect(page.getByText("May 1, 2026 – May 24, 2026", { exact: true })).toBeVisible();
  await expect(showNames(page)).toHaveText(["Alpha Hall", "Beta Room", "Gamma Club", "Beta Room"]);
});

test("removing a show says Remove, and what goes with it", async ({
  page,
  baseURL,
  account: _,
}) => {
  const tourId = await tourWithShows(page, baseURL!);
  await page.goto(`/dashboard/tours/${tourId}`);
  const trigger = page.getByRole("button", { name: "Remove show at Beta Room" });
  await trigger.click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Show" });
  // What really goes with a show (ON DELETE CASCADE from tour_venues), and what stays.
  await expect(confirm).toContainText("fee and costs, deal, rider provisions, negotiation");
  await expect(confirm).toContainText("The venue stays in your directory.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(showNames(page)).toHaveText(["Alpha Hall", "Gamma Club"]);
});

test("the demo's tours are listed in calendar order, or as added on request", async ({ page }) => {
  await page.goto("/dashboard?start=demo");
  await expect(page.getByText("You are exploring the demo.")).toBeVisible();
  await page.goto("/dashboard/tours");
  const titles = page.getByRole("list", { name: "Tours" }).getByRole("listitem").getByRole("link");
  // The demo's titles take the season their dates fall in (issue 36).
  await expect(titles).toHaveText([
    /^\w+ Echoes Tour$/,
    "Midnight Highway Tour",
    "Southern Nights Weekender",
    /^West Coast \w+ Run$/,
    /^\w+ Homecoming Shows$/,
  ]);
  await page.getByLabel("Sort").click();
  await page.getByRole("option", { name: "Recently added" }).click();
  await expect(page).toHaveURL(/sort=added/);
  await expect(titles.first()).not.toHaveText(/Echoes Tour/);
});

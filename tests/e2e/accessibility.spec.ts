import type { Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expect, startDemo, test } from "./support/fixtures";

async function expectNoViolations(page: Page) {
  // Audit the settled page: colours sampled mid-transition (a control fading in) are neither.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
  const results = await axeOf(page).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

test("the landing page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});

test("the auth page has no accessibility violations", async ({ page }) => {
  await page.goto("/auth");
  // As sent, before any script has run, and once the reader has reached for the form.
  await expectNoViolations(page);
  await page.getByLabel("Email").focus();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  await expectNoViolations(page);
});

test("the 404 page has no accessibility violations", async ({ page }) => {
  await page.goto("/missing");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expectNoViolations(page);
});

test("the dashboard shell has no accessibility violations", async ({ page, account }) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("sidebar-artist-name")).toHaveText(account.artistName);
  await expectNoViolations(page);
});

test("the demo dashboard, with its banner and data, has no accessibility violations", async ({
  page,
}) => {
  await startDemo(page);
  await expect(page.getByText("You are exploring the demo.")).toBeVisible();
  await expectNoViolations(page);
});

// Sonner's own success colours were 4.25:1 (#008a2e on #ecfdf3); axe flagged every page
// right after a save (issue 11).
test("a success toast has no accessibility violations", async ({ page, account }) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("sidebar-artist-name")).toHaveText(account.artistName);
  await page.getByLabel("Artist name").fill("Toast Contrast");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const toast = page.locator("[data-sonner-toast][data-type=success]");
  await expect(toast).toBeVisible();
  // Let its entry animation finish: axe measures the colours as painted.
  await page.waitForTimeout(600);
  await expectNoViolations(page);
});

/** A show of the signed-in account's with a venue link made for it; the link's path. */
async function advanceLink(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const tour = await post("/api/tours", { title: "Axe Tour" });
  const venue = await post("/api/venues", { name: "Audit Hall" });
  const show = await post(`/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-08-01",
  });
  const link = await post(`/api/tours/${tour.id}/advances/${show.id}/links`, {
    recipient: "Sam Promoter",
    shareSettlement: true,
  });
  return { path: new URL(link.url).pathname, tourId: tour.id, showId: show.id, linkId: link.id };
}

// Issue 38: the venue's page has no account and no app shell around it; it is audited as is,
// with an answer given (its toast and "Your answer"), and once the link is turned off.
test("a venue's advance link page has no accessibility violations", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  await page.goto("/dashboard/settings");
  const { path, tourId, showId, linkId } = await advanceLink(page, baseURL!);
  const venueSide = await browser.newContext({ baseURL });
  const promoter = await venueSide.newPage();
  await promoter.goto(path);
  await expect(promoter.getByRole("heading", { level: 1, name: /Audit Hall/ })).toBeVisible();
  await expectNoViolations(promoter);
  const loadIn = promoter.getByTestId("link-item-loadIn");
  await loadIn.getByLabel("Load-in").fill("15:00");
  await promoter.getByRole("button", { name: "Save answers" }).click();
  await expect(loadIn.getByText("Your answer: 3:00 PM")).toBeVisible();
  await expectNoViolations(promoter);

  const off = await page.request.delete(`/api/tours/${tourId}/advances/${showId}/links/${linkId}`, {
    headers: { origin: baseURL! },
  });
  expect(off.status()).toBe(200);
  await promoter.reload();
  await expect(
    promoter.getByText("This advance link was turned off. Ask the tour for a new one."),
  ).toBeVisible();
  await expectNoViolations(promoter);
  await venueSide.close();
});

test("the advance questions page has no accessibility violations", async ({
  page,
  account: _account,
}) => {
  await page.goto("/dashboard/logistics/advance-questions");
  await expect(page.getByRole("region", { name: "Schedule" })).toBeVisible();
  await page.getByTestId("template-item-wifi").getByRole("textbox").fill("");
  await page.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByText("Some questions need fixing")).toBeVisible();
  await expectNoViolations(page);
});

// WCAG 2.3.3: a person who asked for less motion gets a dialog at once, everyone else its
// short entrance. (The suite runs with reduced motion: playwright.config.ts.)
test("a dialog opens without animation when the system asks for reduced motion", async ({
  page,
  account: _,
}) => {
  const openDialogAnimation = async () => {
    await page.goto("/dashboard/tours");
    await page.getByRole("button", { name: "New Tour" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Tour" });
    await expect(dialog).toBeVisible();
    return dialog.evaluate((el) => getComputedStyle(el).animationDuration);
  };
  expect(await openDialogAnimation()).toBe("0.001s");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await openDialogAnimation()).not.toBe("0.001s");
});

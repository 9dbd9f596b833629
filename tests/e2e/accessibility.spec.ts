import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, startDemo, test } from "./support/fixtures";

async function expectNoViolations(page: Page) {
  // Audit the settled page: colours sampled mid-transition (a control fading in) are neither.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).analyze();
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
  // The pre-rendered page turns interactive once hydrated; audit it then.
  await expect(page.getByRole("button", { name: "Try the demo" })).toBeEnabled();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toBeEnabled();
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
  await page.getByRole("button", { name: "Save" }).click();
  const toast = page.locator("[data-sonner-toast][data-type=success]");
  await expect(toast).toBeVisible();
  // Let its entry animation finish: axe measures the colours as painted.
  await page.waitForTimeout(600);
  await expectNoViolations(page);
});

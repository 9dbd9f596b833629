import { expectNoClipping } from "./support/clipping";
import { expect, startDemo, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

const shot = async (page: import("@playwright/test").Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `.scratch/phone-${name}.png`, fullPage: true });
};

test("public pages fit 375 px without clipped text", async ({ page }) => {
  for (const [path, name] of [
    ["/", "landing"],
    ["/auth", "auth"],
    ["/privacy", "privacy"],
    ["/terms", "terms"],
    ["/no-such-page", "not-found"],
  ]) {
    await page.goto(path!);
    await expect(page.locator("h1").first()).toBeVisible();
    await shot(page, name!);
    await expectNoClipping(page, path!);
  }
});

test("every dashboard page of the demo fits 375 px without clipped text", async ({ page }) => {
  test.setTimeout(120_000);
  await startDemo(page);
  const pages = [
    "/dashboard",
    "/dashboard/tours",
    "/dashboard/tours?tab=venues",
    "/dashboard/hcc-manager",
    "/dashboard/logistics",
    "/dashboard/merch",
    "/dashboard/marketing",
    "/dashboard/marketing?tab=campaigns",
    "/dashboard/marketing?tab=analytics",
    "/dashboard/marketing?tab=partners",
    "/dashboard/settings",
    "/dashboard/integrations",
    "/dashboard/integrations?tab=reference",
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    if (path.endsWith("analytics")) await expect(page.locator(".recharts-wrapper")).toHaveCount(4);
    await shot(page, path.replace(/[/?=]+/g, "_"));
    await expectNoClipping(page, path);
  }
  // A tour of the demo, with its shows.
  await page.goto("/dashboard/tours");
  await page.getByRole("list", { name: "Tours" }).getByRole("link").first().click();
  await expect(page.getByRole("list", { name: "Shows in tour order" })).toBeVisible();
  await shot(page, "tour-detail");
  await expectNoClipping(page, "a tour's page");
});

test("the landing page's section links sit behind a menu on a phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Pricing" })).toBeHidden();
  await nav.getByText("Sections").or(nav.locator("summary")).first().click();
  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(nav.getByRole("link", { name: "Pricing" })).toBeHidden();
  // The pre-rendered page hydrated without complaint.
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

import type { Page } from "@playwright/test";
import sharp from "sharp";
import { axeOf } from "./support/axe";
import { expect, screenshotIfAsked, startDemo, test } from "./support/fixtures";

const dialog = (page: Page) => page.getByRole("dialog");
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function choose(page: Page, label: string, option: string) {
  await dialog(page).getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A tour with one show, made through the API as the signed-in account. */
async function tourWithShow(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const tour = await page.request.post("/api/tours", { data: { title: "Merch Run" }, headers });
  const { id } = await tour.json();
  const show = await page.request.post(`/api/tours/${id}/shows`, {
    headers,
    data: {
      venueMode: "new",
      newVenue: { name: "The Lantern", city: "Austin", state: "TX", capacity: "650" },
      performanceDate: "2026-05-01",
    },
  });
  expect(show.status()).toBe(201);
}

const merchReady = (page: Page) => page.getByTestId("progress-Merchandise Ready");

test("design to product to show night: proof, approval, stock, Overview, counts", async ({
  page,
  baseURL,
  account: _,
}) => {
  await tourWithShow(page, baseURL!);
  await page.goto("/dashboard");
  await expect(merchReady(page)).toContainText("0 of 0");

  await page.goto("/dashboard/merch?tab=design-projects");
  await expect(page.getByText("No design projects yet")).toBeVisible();
  await page.getByRole("button", { name: "Create Your First Project" }).click();
  await dialog(page).getByLabel("Title").fill("Owl tee artwork");
  await choose(page, "Kind", "Shirt");
  await dialog(page).getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page, "Design project created")).toBeVisible();

  await page.getByRole("button", { name: "Open Owl tee artwork" }).click();
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: "#1d4ed8" },
  })
    .png()
    .toBuffer();
  await dialog(page)
    .getByLabel("Proof file")
    .setInputFiles({ name: "owl-proof.png", mimeType: "image/png", buffer: png });
  await expect(toast(page, "Proof uploaded")).toBeVisible();
  const thumb = dialog(page).getByRole("img", { name: "owl-proof.png" });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  await dialog(page).getByRole("button", { name: "Submit for review" }).click();
  await expect(dialog(page).getByText("In Review", { exact: true })).toBeVisible();
  await dialog(page).getByLabel("Comment").fill("Love it");
  await dialog(page).getByRole("button", { name: "Approve" }).click();
  await expect(dialog(page).getByText("Approved", { exact: true })).toBeVisible();
  await expect(dialog(page).getByText("“Love it”")).toBeVisible();
  await screenshotIfAsked(page, "merch-project-detail");

  await dialog(page).getByRole("button", { name: "Create Product from Design" }).click();
  await expect(dialog(page).getByLabel("Name")).toHaveValue("Owl tee artwork");
  await choose(page, "Status", "Ready");
  await dialog(page).getByLabel("Price (USD)").fill("25");
  await dialog(page).getByLabel("Unit cost (USD)").fill("8.50");
  await expect(dialog(page).getByText("Margin per unit: $16.50 (66%)")).toBeVisible();
  await dialog(page).getByLabel("Stock").fill("20");
  await dialog(page).getByRole("button", { name: "Add Product" }).click();
  await expect(toast(page, "Product added")).toBeVisible();
  const stock = page.getByRole("list", { name: "Stock of Owl tee artwork" });
  await expect(stock).toHaveText("One size: 20");

  await page.goto("/dashboard");
  await expect(merchReady(page)).toContainText("1 of 1");

  await page.goto("/dashboard/merch?tab=products");
  await page.getByRole("button", { name: "Enter Show Counts" }).click();
  await dialog(page).getByLabel("Show").click();
  await page.getByRole("option", { name: /The Lantern/ }).click();
  await dialog(page).getByLabel("In: Owl tee artwork One size").fill("8");
  await dialog(page).getByLabel("Out: Owl tee artwork One size").fill("2");
  await dialog(page).getByLabel("Comps: Owl tee artwork One size").fill("1");
  await expect(dialog(page).getByText("Sold 5")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Save Counts" }).click();
  await expect(toast(page, "Counts saved")).toBeVisible();
  await expect(stock).toHaveText("One size: 14");
  await expect(page.getByRole("row", { name: /The Lantern/ })).toContainText("$125");

  // More than is left is refused with the reason, and nothing changes.
  await page.getByRole("button", { name: "Enter Show Counts" }).click();
  await dialog(page).getByLabel("Show").click();
  await page.getByRole("option", { name: /The Lantern/ }).click();
  await dialog(page).getByLabel("In: Owl tee artwork One size").fill("30");
  await dialog(page).getByRole("button", { name: "Save Counts" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText(
    "Not enough stock of Owl tee artwork (One size): 20 left, these counts take 28",
  );
});

test("the demo's four merch tabs are axe-clean", async ({ page }) => {
  // Four full-page axe runs: several seconds each on a busy machine.
  test.slow();
  await startDemo(page);
  for (const [tab, label, ready] of [
    ["overview", "Overview", "Top Sellers"],
    ["design-projects", "Design Projects", "Owl logo tee"],
    ["products", "Products", "Sales per Show"],
    ["partners", "Partners", "Riverside Print Co."],
  ] as const) {
    await page.goto(`/dashboard/merch?tab=${tab}`);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(label);
    await expect(page.getByText(ready).first()).toBeVisible();
    await screenshotIfAsked(page, `merch-${tab}`);
    const results = await axeOf(page).analyze();
    expect(results.violations, `${tab}: ${JSON.stringify(results.violations, null, 2)}`).toEqual(
      [],
    );
  }
});

test("a partner with projects asks what happens to them", async ({ page }) => {
  await startDemo(page);
  await page.goto("/dashboard/merch?tab=partners");
  await page.getByRole("button", { name: "Delete Inkwell Studio" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Inkwell Studio has 5 design projects:");
  await confirm.getByLabel("Keep them, without a partner").check();
  const results = await axeOf(page).include("[role=alertdialog]").analyze();
  expect(results.violations).toEqual([]);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Partner deleted")).toBeVisible();
  await page.getByRole("tab", { name: "Design Projects" }).click();
  await expect(page.getByText("Owl logo tee")).toBeVisible();
});

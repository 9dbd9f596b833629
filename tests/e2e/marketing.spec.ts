import type { Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expect, startDemo, test } from "./support/fixtures";

const openMarketing = async (page: Page, tab?: string) => {
  await page.goto(tab ? `/dashboard/marketing?tab=${tab}` : "/dashboard/marketing");
  await expect(page.getByRole("heading", { level: 1, name: "Marketing & Virality" })).toBeVisible();
};

const dialog = (page: Page) => page.getByRole("dialog");
const toast = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

async function choose(page: Page, label: string, option: string) {
  await dialog(page).getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a new account sees the empty states", async ({ page, account: _ }) => {
  await openMarketing(page);
  await expect(
    page.getByText("No active campaigns. Create your first campaign to get started!"),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Campaigns" }).click();
  await expect(page.getByText("No campaigns created yet")).toBeVisible();
  await page.getByRole("button", { name: "Create Your First Campaign" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Create Campaign" })).toBeVisible();
});

test("a campaign without a platform is refused with the spec's toast", async ({
  page,
  account: _,
}) => {
  await openMarketing(page);
  await page.getByRole("button", { name: "Add Campaign" }).click();
  await dialog(page).getByLabel("Title").fill("Tour teaser");
  await dialog(page).getByRole("button", { name: "Create Campaign" }).click();
  await expect(toast(page, "Validation Error", "Title and platform are required")).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText("Platform is required")).toBeVisible();
});

test("create, edit the status, then delete through the dialog", async ({ page, account: _ }) => {
  await openMarketing(page, "campaigns");
  await page.getByRole("button", { name: "Add Campaign" }).click();
  await dialog(page).getByLabel("Title").fill("Van life series");
  await choose(page, "Platform", "Instagram");
  await dialog(page).getByLabel("Budget (USD)").fill("850");
  await dialog(page).getByLabel("Target reach").fill("60000");
  await dialog(page).getByLabel("Actual reach").fill("48250");
  await dialog(page).getByLabel("Engagement rate (%)").fill("5.4");
  await dialog(page).getByRole("button", { name: "Create Campaign" }).click();
  await expect(toast(page, "Success", "Campaign created successfully")).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  const card = page.getByTestId("campaign-card").filter({ hasText: "Van life series" });
  await expect(card).toContainText("Planning");
  await expect(card).toContainText("48.3K");
  await expect(card).toContainText("$850");

  await card.getByRole("button", { name: "Edit Van life series" }).click();
  await expect(dialog(page).getByLabel("Title")).toHaveValue("Van life series");
  await choose(page, "Status", "Active");
  await dialog(page).getByRole("button", { name: "Update Campaign" }).click();
  await expect(toast(page, "Success", "Campaign updated successfully")).toBeVisible();
  await expect(card).toContainText("Active");
  await expect(page.getByTestId("campaign-card")).toHaveCount(1);

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Van life series" })).toBeVisible();

  await page.getByRole("tab", { name: "Campaigns" }).click();
  await card.getByRole("button", { name: "Delete Van life series" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Delete Campaign" })).toBeVisible();
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Van life series"? This action cannot be undone.',
  );
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Success", "Campaign deleted successfully")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("No campaigns created yet")).toBeVisible();
});

test("newest campaign comes first; a campaign over 100,000 reach counts as viral", async ({
  page,
  account: _,
}) => {
  await openMarketing(page, "campaigns");
  for (const [title, reach] of [
    ["Right at the line", "100000"],
    ["Just over the line", "100001"],
  ] as const) {
    await page.getByRole("button", { name: "Add Campaign" }).click();
    await dialog(page).getByLabel("Title").fill(title);
    await choose(page, "Platform", "TikTok");
    await dialog(page).getByLabel("Actual reach").fill(reach);
    await dialog(page).getByRole("button", { name: "Create Campaign" }).click();
    await expect(dialog(page)).toBeHidden();
  }
  await expect(page.getByTestId("campaign-card").first()).toContainText("Just over the line");
  await expect(page.getByTestId("campaign-card").filter({ hasText: "Viral" })).toHaveCount(1);

  await page.getByRole("tab", { name: "Overview" }).click();
  const stat = (name: string) => page.getByRole("group", { name });
  await expect(stat("Viral Content").getByText("1", { exact: true })).toBeVisible();
  await expect(stat("Total Reach").getByText("200.0K", { exact: true })).toBeVisible();
});

test("the demo shows its campaigns, analytics with tables and partners", async ({ page }) => {
  await startDemo(page);
  await openMarketing(page);
  await expect(
    page.getByRole("group", { name: "Viral Content" }).getByText("1", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Van life: behind the scenes")).toBeVisible();

  await page.getByRole("tab", { name: "Campaigns" }).click();
  await expect(page.getByTestId("campaign-card")).toHaveCount(6);
  await expect(page.getByTestId("campaign-card").filter({ hasText: "Viral" })).toHaveCount(1);

  await page.getByRole("tab", { name: "Analytics" }).click();
  for (const name of [
    "Reach by platform",
    "Engagement by platform",
    "Budget vs reach",
    "Campaigns over time",
  ]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "Reach by platform" })).toContainText("342,800");
  await expect(page.locator(".recharts-wrapper")).toHaveCount(4);

  await page.getByRole("tab", { name: "Partners" }).click();
  const row = page.getByRole("row").filter({ hasText: "Neon Finch Creative" });
  await expect(row.getByRole("cell")).toHaveText(["Neon Finch Creative", "2", "$2,700", "374,000"]);
});

/** Adds campaigns through the API, as the signed-in page's own browser would. */
async function addCampaigns(page: Page, baseURL: string, campaigns: Record<string, unknown>[]) {
  for (const data of campaigns) {
    const res = await page.request.post("/api/campaigns", { data, headers: { origin: baseURL } });
    expect(res.status()).toBe(201);
  }
}

test("every tab and the dialog pass axe, with data and empty", async ({
  page,
  baseURL,
  account: _,
}) => {
  // Six full axe passes, one over four charts: give it three times the usual time.
  test.slow();
  const axe = async () => expect((await axeOf(page).analyze()).violations).toEqual([]);
  await openMarketing(page);
  await axe();
  await addCampaigns(page, baseURL!, [
    {
      title: "Teaser",
      platform: "TikTok",
      status: "completed",
      budget: 1200,
      actualReach: 342800,
      targetReach: 150000,
      engagementRate: 8.7,
      partnerName: "Neon Finch",
      startDate: "2026-03-01",
    },
    {
      title: "Live session",
      platform: "YouTube",
      status: "active",
      budget: 2000,
      actualReach: 76400,
      targetReach: 100000,
      engagementRate: 4.1,
      startDate: "2026-05-10",
      endDate: "2026-06-10",
    },
  ]);
  for (const tab of ["overview", "campaigns", "analytics", "partners"]) {
    await openMarketing(page, tab);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(new RegExp(tab, "i"));
    if (tab === "analytics") await expect(page.locator(".recharts-wrapper")).toHaveCount(4);
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await axe();
  }
  await page.getByRole("button", { name: "Add Campaign" }).click();
  await expect(dialog(page)).toBeVisible();
  await axe();
});

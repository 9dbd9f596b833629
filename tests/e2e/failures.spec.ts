import type { Page } from "@playwright/test";
import { test as base, expect, screenshotIfAsked } from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";

/**
 * docs/product.md §13's failure messages, read off a real failure: each test gets a server of its own
 * (see own-server.ts), signs up on it, then takes its database away. Nothing is faked.
 */
const test = base.extend<{ own: OwnServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
  own: async ({}, use) => {
    const server = await startOwnServer();
    await use(server);
    await server.close();
  },
  baseURL: async ({ own }, use) => use(own.baseURL),
});

// Each failing read is retried three times with growing delays (docs/product.md §15.3) before it shows.
const AFTER_RETRIES = { timeout: 30_000 };
const SERVER_ERROR = "Something went wrong on our side. Please try again.";

const toast = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

test("the Overview and the export dialog say so when the database is unavailable", async ({
  page,
  own,
  account: _,
}) => {
  test.setTimeout(90_000);
  // Signed in, with the session loaded, on another page; then the database goes away.
  await page.goto("/dashboard/tours");
  await expect(
    page.getByText("No tours found. Create your first tour to get started!"),
  ).toBeVisible();
  await own.makeDatabaseUnavailable();

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("status").getByText("Loading...")).toBeVisible();
  await screenshotIfAsked(page, "overview-loading");
  await expect(page.getByRole("alert")).toHaveText(
    `Error loading dashboard data: ${SERVER_ERROR}`,
    AFTER_RETRIES,
  );
  await screenshotIfAsked(page, "overview-error");

  await page.getByRole("button", { name: "Export Data" }).click();
  const dialog = page.getByRole("dialog", { name: "Export Data" });
  await dialog.getByRole("button", { name: "Export" }).click();
  await expect(
    toast(page, "Export Failed", "Failed to export data. Please try again."),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a session check that fails is not a sign-out: the page says so and tries again", async ({
  page,
  own,
  account: _,
}) => {
  test.setTimeout(90_000);
  await page.goto("/dashboard/tours");
  const empty = page.getByText("No tours found. Create your first tour to get started!");
  await expect(empty).toBeVisible();
  await own.makeDatabaseUnavailable();

  await page.reload();
  await expect(page.getByRole("alert")).toHaveText(
    "Could not check that you are signed in. Your data is safe.",
    AFTER_RETRIES,
  );
  await expect(page).toHaveURL(/\/dashboard\/tours$/);
  await screenshotIfAsked(page, "session-check-failed");

  await own.makeDatabaseAvailable();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(empty).toBeVisible(AFTER_RETRIES);
});

test("creating, updating and deleting a campaign fail with the spec's toasts", async ({
  page,
  own,
  account: _,
}) => {
  test.setTimeout(90_000);
  const created = await page.request.post("/api/campaigns", {
    data: { title: "Van life series", platform: "Instagram", budget: "850" },
    headers: { origin: own.baseURL },
  });
  expect(created.status()).toBe(201);
  await page.goto("/dashboard/marketing?tab=campaigns");
  const card = page.getByTestId("campaign-card").filter({ hasText: "Van life series" });
  await expect(card).toBeVisible();
  await own.makeDatabaseUnavailable();

  await page.getByRole("button", { name: "Add Campaign" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("Tour teaser");
  await dialog.getByLabel("Platform").click();
  // docs/product.md §8.1's platforms, written out here rather than read from the code's own list.
  await expect(page.getByRole("option")).toHaveText([
    "TikTok",
    "Instagram",
    "YouTube",
    "Twitter",
    "Facebook",
    "Snapchat",
    "LinkedIn",
    "Other",
  ]);
  await page.getByRole("option", { name: "TikTok", exact: true }).click();
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(toast(page, "Error", "Failed to create campaign")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await card.getByRole("button", { name: "Edit Van life series" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("Van life series");
  await dialog.getByRole("button", { name: "Update Campaign" }).click();
  await expect(toast(page, "Error", "Failed to update campaign")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await card.getByRole("button", { name: "Delete Van life series" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Error", "Failed to delete campaign")).toBeVisible();
  // Nothing was deleted: the campaign is still listed.
  await expect(card).toBeVisible();
});

test("an answer without a message reads 'Failed to fetch tour data'", async ({
  page,
  own,
  account: _,
}) => {
  test.setTimeout(90_000);
  // Both pages once while the app is up, so their code is loaded.
  await page.goto("/dashboard");
  await expect(page.getByRole("group", { name: "Active Tours" })).toContainText("0");
  // Hydrated (the page arrives rendered by the server): the link below then navigates in the
  // app, which keeps the Overview's code, instead of loading a new page.
  await expect(page.getByRole("button", { name: "Export Data" })).toBeEnabled();
  await page.getByRole("link", { name: "Manage Tours" }).click();
  // The Overview's Recent Tours card says the same words: the tour list's own heading shows
  // its page's code has arrived (stopping the app before it did failed the next step).
  await expect(page).toHaveURL(/\/dashboard\/tours$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  await expect(
    page.getByText("No tours found. Create your first tour to get started!"),
  ).toBeVisible();
  // The app process stops; the proxy in front answers 502 with a page of its own.
  await own.stopApp();

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Error loading dashboard data: Failed to fetch tour data",
    AFTER_RETRIES,
  );
  // Back to the tour list (in the page: the app that serves pages is gone too).
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/tours$/);
  await expect(page.getByRole("alert")).toContainText("Failed to fetch tour data", AFTER_RETRIES);
});

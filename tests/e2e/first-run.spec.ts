import type { Page } from "@playwright/test";
import { expect, newAccountDetails, signUpViaApi, test } from "./support/fixtures";

/** The accessible name of whatever has focus (its label, text or aria-label). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "<body>";
    return (el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  });

test("'Get Started' CTAs open the Sign Up tab; a signed-in artist goes straight in", async ({
  page,
  baseURL,
}) => {
  for (const cta of ["Get Started Free", "Get Started (It's Free)", "Start Touring"]) {
    await page.goto("/");
    await page.getByRole("link", { name: cta, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByLabel("Artist name")).toBeVisible();
  }
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  await page.getByRole("link", { name: "Get Started Free", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome Back, / })).toBeVisible();
});

test("'View Demo' opens the seeded demo dashboard without another click", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "View Demo", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome Back, / })).toBeVisible();
  await expect(page.getByText("You are exploring the demo.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent tours" })).toBeVisible();
});

test("a guest keeping the demo starts from the demo's artist name; signing out warns", async ({
  page,
}) => {
  await page.goto("/dashboard?start=demo");
  await expect(page.getByText("You are exploring the demo.")).toBeVisible();
  const demoName = (await page.getByTestId("sidebar-artist-name").textContent())!.trim();

  await page.getByRole("button", { name: "Sign Out" }).click();
  const warning = page.getByRole("alertdialog", { name: "Sign out of the demo?" });
  await expect(warning).toContainText("will be lost unless you create an account");
  await warning.getByRole("button", { name: "Cancel" }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();

  await page.getByRole("link", { name: "Create account" }).first().click();
  await expect(page.getByRole("heading", { name: "Keep your demo tours" })).toBeVisible();
  await expect(page.getByLabel("Artist name")).toHaveValue(demoName);
});

test("'Sign in instead.' opens the Sign In tab with the email kept", async ({ page, baseURL }) => {
  const existing = await signUpViaApi(page, baseURL!);
  await page.context().clearCookies();
  await page.goto("/auth?mode=sign-up");
  const other = newAccountDetails();
  await page.getByLabel("Your name").fill(other.name);
  await page.getByLabel("Artist name").fill(other.artistName);
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Password").fill(other.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("button", { name: "Sign in instead." }).click();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Email")).toHaveValue(existing.email);
  await expect(page.getByLabel("Password")).toBeFocused();
});

test("the empty Overview offers New Tour; saving it leaves focus on the new tour's page", async ({
  page,
  account: _,
}) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "New Tour" }).click();
  const dialog = page.getByRole("dialog", { name: "New Tour" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill("Focus Run");
  await dialog.getByRole("button", { name: "Create Tour" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Focus Run" })).toBeFocused();
  // The next Tab goes on inside the page, not back to the sidebar.
  await page.keyboard.press("Tab");
  const inSidebar = await page.evaluate(
    () =>
      document.querySelector('[data-testid="sidebar"]')?.contains(document.activeElement) ?? false,
  );
  expect(inSidebar).toBe(false);
});

test("focus returns to the trigger after every dialog closes", async ({ page, account: _ }) => {
  await page.goto("/dashboard");
  // Export Data: closed with Esc.
  const exportButton = page.getByRole("button", { name: "Export Data" });
  await exportButton.click();
  await expect(page.getByRole("dialog", { name: "Export Data" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Export Data" })).toBeHidden();
  await expect(exportButton).toBeFocused();

  // New Tour on the tour list, cancelled.
  await page.goto("/dashboard/tours");
  const newTour = page.getByRole("button", { name: "New Tour" }).first();
  await newTour.click();
  await page
    .getByRole("dialog", { name: "New Tour" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(newTour).toBeFocused();

  // Add Venue, saved.
  await page.getByRole("tab", { name: "Venues" }).click();
  const addVenue = page.getByRole("button", { name: "Add Venue" }).first();
  await addVenue.click();
  const venueDialog = page.getByRole("dialog", { name: "Add Venue" });
  await venueDialog.getByLabel("Venue name", { exact: true }).fill("The Focus Room");
  await venueDialog.getByRole("button", { name: "Add Venue" }).click();
  await expect(venueDialog).toBeHidden();
  await expect(addVenue).toBeFocused();

  // Delete a venue: the row goes, focus lands on the page heading, not the body.
  await page.getByRole("button", { name: "Delete The Focus Room" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  expect(await focusedName(page)).not.toBe("<body>");

  // Add Campaign, closed with Esc.
  await page.goto("/dashboard/marketing");
  const addCampaign = page.getByRole("button", { name: "Add Campaign" });
  await addCampaign.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(addCampaign).toBeFocused();
});

test("the demo's tour and campaign dialogs give focus back too", async ({ page }) => {
  await page.goto("/dashboard?start=demo");
  await expect(page.getByText("You are exploring the demo.")).toBeVisible();
  await page.goto("/dashboard/tours");
  await page.getByRole("list", { name: "Tours" }).getByRole("link").first().click();
  await expect(page.getByRole("list", { name: "Shows in tour order" })).toBeVisible();

  for (const [trigger, dialogName] of [
    [page.getByRole("button", { name: "Add Show" }).first(), "Add Show"],
    [page.getByRole("button", { name: "Edit Tour" }), "Edit Tour"],
    [page.getByRole("button", { name: /^Edit show at / }).first(), "Edit Show"],
  ] as const) {
    await trigger.click();
    await expect(page.getByRole("dialog", { name: dialogName })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  const deleteTour = page.getByRole("button", { name: "Delete Tour" });
  await deleteTour.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(deleteTour).toBeFocused();

  await page.goto("/dashboard/marketing?tab=campaigns");
  const edit = page.getByRole("button", { name: /^Edit / }).first();
  await edit.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(edit).toBeFocused();
  const del = page.getByRole("button", { name: /^Delete / }).first();
  await del.click();
  await page
    .getByRole("alertdialog", { name: "Delete Campaign" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(del).toBeFocused();
});

test("an empty campaign form keeps Platform and Status level beside their errors", async ({
  page,
  account: _,
}) => {
  await page.goto("/dashboard/marketing");
  await page.getByRole("button", { name: "Add Campaign" }).click();
  const dialog = page.getByRole("dialog");
  const platform = dialog.getByLabel("Platform");
  const status = dialog.getByLabel("Status");
  const before = [(await platform.boundingBox())!.y, (await status.boundingBox())!.y];
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.getByText("Platform is required")).toBeVisible();
  await expect(page.getByText("Title and platform are required")).toBeVisible();
  const after = [(await platform.boundingBox())!.y, (await status.boundingBox())!.y];
  // The Title error above moves both down together; neither moves against the other.
  expect(after[1]! - after[0]!).toBeCloseTo(before[1]! - before[0]!, 0);
  expect(after[1]).toBeCloseTo(after[0]!, 0);
});

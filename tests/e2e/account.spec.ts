import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { axeOf } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("Settings exports the whole account as a zip, then deletes it with the password", async ({
  page,
  account,
}) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  expect((await axeOf(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export all my data (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tribe-account-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(fs.readFileSync((await download.path())!));
  const exported = JSON.parse(strFromU8(zip["account.json"]!));
  expect(exported.profile.email).toBe(account.email);
  expect(exported.tables).toHaveProperty("tours");

  const trigger = page.getByRole("button", { name: "Delete account..." });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const axe = await axeOf(page).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByLabel("Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByText("That password is not right")).toBeVisible();
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Wrong email or password.", { exact: false })).toBeVisible();
});

test("the footer's Privacy and Terms are real pages", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Export your data" })).toBeVisible();
  expect((await axeOf(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms" })).toBeVisible();
});

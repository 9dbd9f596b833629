import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";

test("on a phone the switcher sits in the menu and the Activity page fits the screen", async ({
  page,
  baseURL,
  account: _signedIn,
}) => {
  const headers = { origin: baseURL! };
  for (const title of ["Harbour Lights Spring Run With A Long Name", "Second Leg"]) {
    expect((await page.request.post("/api/tours", { headers, data: { title } })).status()).toBe(
      201,
    );
  }
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await menu.getByRole("button", { name: /Workspace: / }).click();
  await expect(menu.getByRole("button", { name: "Create workspace" })).toBeVisible();
  await menu.getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await expect(page.getByText("Added the tour Second Leg")).toBeVisible();
  await expectNoHorizontalOverflow(page, "the Activity page");
  await screenshotIfAsked(page, "activity-phone");
});

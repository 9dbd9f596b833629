import { expect, expectToastsReady, test } from "./support/fixtures";

/**
 * Issue 35 §7: signing out with no signal signs out on this device at once (nobody
 * remembered, nothing saved kept, the app at sign-in), and ends the session on the server at
 * the next connection, whatever the session cookie the page cannot delete would still open.
 */
test("a sign-out with no signal signs out now, and ends the server session once back online", async ({
  page,
  context,
  account,
}) => {
  await page.goto("/dashboard");
  await expect(
    page.getByRole("heading", { name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeEnabled();
  await expectToastsReady(page);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText(/Signed out on this device/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  expect(await page.evaluate(() => localStorage.getItem("tribe_auth"))).toBeNull();
  // Until the connection is back, the server has not heard of it: the old cookie still opens
  // the account there (the test's own requests do not go through the page's network).
  expect((await page.request.get("/api/profile")).status()).toBe(200);
  await context.setOffline(false);

  // Back online: the page ends the session first; the old cookie opens nothing any more.
  await expect
    .poll(async () => (await page.request.get("/api/profile")).status(), { timeout: 15_000 })
    .toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth/);
});

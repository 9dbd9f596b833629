import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

/**
 * Nothing wider than the screen. A phone widens its layout to fit what is too wide (then
 * scrollWidth equals innerWidth), so the layout's width is checked too.
 */
async function fits(page: Page, what: string) {
  expect(await page.evaluate(() => window.innerWidth), `${what} widened the layout`).toBe(375);
  await expectNoHorizontalOverflow(page, what);
}

test("the Team page, the invite dialog and the join page fit a 375 px screen", async ({
  page,
  baseURL,
  account: _,
}) => {
  const res = await page.request.post("/api/team/invitations", {
    data: { email: `a-rather-long-address-${crypto.randomUUID()}@example.com`, role: "artist" },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  const { link } = (await res.json()) as { link: string };

  await page.goto("/dashboard/team");
  await expect(page.getByRole("list", { name: "Pending invitations" })).toBeVisible();
  await fits(page, "the Team page");
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a member" });
  await dialog.getByLabel("Email").fill(`crew-${crypto.randomUUID()}@example.com`);
  // The role table makes the form taller than a phone: the button is reached by scrolling.
  const create = dialog.getByRole("button", { name: "Create invitation" });
  await create.scrollIntoViewIfNeeded();
  await expect(create).toBeInViewport();
  await fits(page, "the invite dialog");
  await create.click();
  const result = page.getByRole("dialog", { name: "Invitation link" });
  await expect(result.getByRole("button", { name: "Copy" })).toBeVisible();
  await fits(page, "the invitation link dialog");
  await result.getByRole("button", { name: "Done" }).click();

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: /^Join / })).toBeVisible();
  await fits(page, "the join page");
});

import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("Add Show with a hold and its contact scrolls inside the dialog on a 375 px phone", async ({
  page,
  baseURL,
  account: _,
}) => {
  const res = await page.request.post("/api/tours", {
    data: { title: "Phone Run" },
    headers: { origin: baseURL! },
  });
  const tour = (await res.json()) as { id: string };
  await page.goto(`/dashboard/tours/${tour.id}`);
  await page.getByRole("button", { name: "Add Show" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Show" });
  await dialog.getByLabel("Status", { exact: true }).click();
  await page.getByRole("option", { name: "Hold", exact: true }).click();
  await expect(dialog.getByLabel("Hold expires")).toBeVisible();
  await screenshotIfAsked(page, "add-show-phone-top", false);

  // Taller than the screen: the dialog scrolls itself, the page behind it does not move.
  const box = await dialog.evaluate((el) => ({
    scroll: el.scrollHeight,
    client: el.clientHeight,
    overflowY: getComputedStyle(el).overflowY,
  }));
  expect(box.scroll).toBeGreaterThan(box.client);
  expect(box.overflowY).toBe("auto");
  expect(box.client).toBeLessThanOrEqual(740);
  await dialog.getByLabel("Contact email").scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Add Show" })).toBeInViewport();
  await screenshotIfAsked(page, "add-show-phone-bottom", false);
  await expectNoHorizontalOverflow(page, "the Add Show dialog");
  // Nor does any field stick out of its group's border.
  const outside = await dialog.evaluate((el) =>
    [...el.querySelectorAll("fieldset input, fieldset button")]
      .filter((c) => {
        const group = c.closest("fieldset")!.getBoundingClientRect();
        return c.getBoundingClientRect().right > group.right;
      })
      .map((c) => c.getAttribute("id") ?? c.tagName),
  );
  expect(outside, "fields wider than their group").toEqual([]);
  const wide = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(wide, "the dialog scrolls sideways").toBeLessThanOrEqual(0);
});

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
  // By keyboard: the list can still be sliding into place when a finger would tap it, and a
  // click then lands outside the viewport (seen once in CI).
  await page.getByRole("option", { name: "Hold", exact: true }).press("Enter");
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

test("Edit Show's status and its moves fit a 375 px phone", async ({
  page,
  baseURL,
  account: _,
}) => {
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data, headers: { origin: baseURL! } });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: string };
  };
  const tour = await post("/api/tours", { title: "Phone Run" });
  const venue = await post("/api/venues", { name: "Harbor Hall", city: "Portland", state: "ME" });
  await post(`/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2027-05-05",
    status: "hold",
    contactName: "Ari Moss",
  });
  await page.goto(`/dashboard/tours/${tour.id}`);
  await page.getByTestId("show-row").getByRole("button", { name: /Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Show" });
  const panel = dialog.getByRole("region", { name: "Negotiation status" });
  await expect(panel).toContainText("Hold · 1st");
  await expect(dialog.getByLabel("Contact name")).toHaveValue("Ari Moss");
  await screenshotIfAsked(page, "edit-show-phone", false);
  const outside = await panel.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll("input, button")]
      .filter((c) => c.getBoundingClientRect().right > box.right)
      .map((c) => c.textContent || c.getAttribute("type"));
  });
  expect(outside, "controls wider than the status panel").toEqual([]);
  await expectNoHorizontalOverflow(page, "the Edit Show dialog");
  const wide = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(wide, "the dialog scrolls sideways").toBeLessThanOrEqual(0);
});

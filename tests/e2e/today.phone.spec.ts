import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

/** Issue 37 §4: on a phone, on a show day, the first screen is that day. */
test("on a show day a phone opens on Today, with the day's show", async ({
  page,
  baseURL,
  account: _,
}) => {
  await page.goto("/dashboard/settings");
  // The browser's own calendar date: the show day is the viewer's.
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  const headers = { origin: baseURL! };
  const tour = await page.request.post("/api/tours", { data: { title: "Road Today" }, headers });
  const made = await page.request.post("/api/negotiations", {
    headers,
    data: {
      tourId: (await tour.json()).id,
      show: { venueMode: "new", newVenue: { name: "Tonight Theatre" }, performanceDate: today },
      status: "confirmed",
    },
  });
  expect(made.status()).toBe(201);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Today's show" }).getByText("Tonight Theatre").first(),
  ).toBeVisible();
  // Once: the Overview stays one tap away.
  await page.goto("/dashboard");
  await expect(page.getByText("Recent Tours")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

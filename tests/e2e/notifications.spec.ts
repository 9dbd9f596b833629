import { axeOf } from "./support/axe";
import { expect, test } from "./support/fixtures";

/**
 * Issue 37: a hold made 30 hours before it expires is announced at once in the header's bell;
 * the list leads to it and is marked read; Settings says mail is off on a server without SMTP;
 * Today opens on the next show.
 */
test("the bell counts a new reminder, the list marks it read, Settings says mail is off", async ({
  page,
  baseURL,
  account: _,
}) => {
  const headers = { origin: baseURL! };
  const tour = await page.request.post("/api/tours", { data: { title: "Bell Run" }, headers });
  const venue = `Bell Hall ${crypto.randomUUID().slice(0, 6)}`;
  const hold = await page.request.post("/api/negotiations", {
    headers,
    data: {
      tourId: (await tour.json()).id,
      show: { venueMode: "new", newVenue: { name: venue }, performanceDate: "2098-05-01" },
      status: "hold",
      holdRank: 1,
      holdExpiry: new Date(Date.now() + 30 * 3_600_000).toISOString(),
    },
  });
  expect(hold.status()).toBe(201);

  await page.goto("/dashboard/tours");
  const bell = page.getByRole("link", { name: "Notifications, 1 unread" }).first();
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const item = page.getByRole("link", { name: new RegExp(`${venue}.*expires within 48 hours`) });
  await expect(item).toBeVisible();
  expect((await axeOf(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: /^Mark read:/ })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Notifications", exact: true }).first(),
  ).toBeVisible();

  await page.goto("/dashboard/settings");
  await expect(page.getByText("Email is off on this server")).toBeVisible();
  // The box follows the saved setting: it turns off once the server has stored it.
  await page.getByRole("checkbox", { name: "In the app: A hold expiring" }).click();
  await expect(
    page.getByRole("checkbox", { name: "In the app: A hold expiring" }),
  ).not.toBeChecked();
  expect((await axeOf(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test("Today opens on the next show with its day sheet", async ({ page, baseURL, account: _ }) => {
  const headers = { origin: baseURL! };
  const tour = await page.request.post("/api/tours", { data: { title: "Today Run" }, headers });
  const made = await page.request.post("/api/negotiations", {
    headers,
    data: {
      tourId: (await tour.json()).id,
      show: {
        venueMode: "new",
        newVenue: { name: "Tomorrow Club" },
        performanceDate: "2098-06-01",
      },
      status: "confirmed",
    },
  });
  expect(made.status()).toBe(201);
  await page.goto("/dashboard/today");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(page.getByText(/No show today\. Next:/)).toBeVisible();
  await expect(page.getByText("Tomorrow Club").first()).toBeVisible();
  expect((await axeOf(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test.describe("a person who never chose a time zone", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  /** Both bells (the phone's header, the desktop's bar) once saved it each, the same save twice. */
  test("the dashboard saves the browser's zone for them, once", async ({ page, account: _ }) => {
    const saves: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "PUT" && pathname === "/api/notifications/settings")
        saves.push(request.postData() ?? "");
    });
    await page.goto("/dashboard");
    // Every save the page makes is sent in the same moment, before the first one's answer.
    await expect
      .poll(
        async () => (await (await page.request.get("/api/notifications/settings")).json()).timeZone,
      )
      .toBe("Europe/Berlin");
    expect(saves).toEqual([JSON.stringify({ timeZone: "Europe/Berlin" })]);
  });
});

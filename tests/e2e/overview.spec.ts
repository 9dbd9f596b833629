import fs from "node:fs";
import { expect, test } from "./support/fixtures";

test("the Overview's stat cards carry the spec's captions, and its four link cards lead on", async ({
  page,
  account: _,
}) => {
  await page.goto("/dashboard");
  const captions = {
    "Active Tours": "currently running",
    "Venues Booked": "across all tours",
    "Total Capacity": "estimated attendance",
    "Revenue Projection": "gross estimated",
  };
  for (const [label, caption] of Object.entries(captions)) {
    await expect(page.getByRole("group", { name: label })).toContainText(caption);
  }

  const areas = page.getByRole("region", { name: "Areas" });
  await expect(areas.getByRole("heading", { level: 2 })).toHaveText([
    "HCC Manager",
    "Logistics & Finances",
    "Merch & Art",
    "Marketing & Virality",
  ]);
  await expect(areas.getByRole("link")).toHaveText([
    "Manage Tours",
    "View Reports",
    "Create Designs",
    "Launch Campaign",
  ]);
  for (const [action, url] of [
    ["View Reports", "/dashboard/logistics"],
    ["Create Designs", "/dashboard/merch"],
    ["Launch Campaign", "/dashboard/marketing"],
  ]) {
    await page.goto("/dashboard");
    await areas.getByRole("link", { name: action }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
  }
});

test("export without 'Financial Data' and 'Venue Information' leaves out their columns", async ({
  page,
  baseURL,
  account: _,
}) => {
  const created = await page.request.post("/api/tours", {
    // A tour without dates is Planning, whatever was asked (issue 36: status from the dates).
    data: { title: "Spring Run", status: "active", totalEstimatedCost: "1200" },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const tourId = (await created.json()).id;

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Export Data" }).click();
  const dialog = page.getByRole("dialog", { name: "Export Data" });
  await dialog.getByRole("checkbox", { name: "Financial Data" }).click();
  await dialog.getByRole("checkbox", { name: "Venue Information" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Financial Data" })).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Venue Information" })).not.toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Export" }).click(),
  ]);
  expect(fs.readFileSync((await download.path())!, "utf8")).toBe(
    // Every record ends in CRLF (RFC 4180; docs/product.md §14.1), the last one too.
    '"Tour ID","Title","Status","Start Date","End Date"\r\n' +
      `"${tourId}","Spring Run","planning","",""\r\n`,
  );
});

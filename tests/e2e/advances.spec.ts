import type { Page } from "@playwright/test";
import { expect, newAccountDetails, signUpViaApi, test } from "./support/fixtures";

/**
 * Issue 38: a manager sends the venue a link, the promoter (no account, a browser of its own)
 * fills load-in and uploads a stage plot, the manager accepts, and crew see both on the day
 * sheet.
 */

async function api(page: Page, baseURL: string, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("the venue fills load-in and a stage plot; the manager accepts; crew see them", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  const tour = await api(page, baseURL!, "POST", "/api/tours", { title: "Advance Tour" });
  const venue = await api(page, baseURL!, "POST", "/api/venues", { name: "Union Hall" });
  const show = await api(page, baseURL!, "POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-06-01",
  });

  // The manager makes the link.
  await page.goto(`/dashboard/logistics/advance/${tour.id}/${show.id}`);
  await expect(page.getByTestId("advance-progress")).toHaveText("Advanced 0 of 24");
  await page.getByLabel("For (promoter or venue contact)").fill("Sam Promoter");
  await page.getByRole("button", { name: "Make link" }).click();
  const url = await page.getByLabel("Venue link").inputValue();
  expect(url).toContain("/advance/");

  // The promoter, with no account, answers and uploads.
  const venueSide = await browser.newContext({ baseURL });
  const promoter = await venueSide.newPage();
  await promoter.goto(new URL(url).pathname);
  await expect(promoter.getByRole("heading", { name: /Advance: Union Hall/ })).toBeVisible();
  await expect(promoter.getByText("Settlement")).toHaveCount(0);
  const loadIn = promoter.getByTestId("link-item-loadIn");
  await loadIn.getByLabel("Load-in").fill("14:30");
  await loadIn.getByRole("button", { name: "Save Load-in" }).click();
  await expect(loadIn.getByText("Your answer: 14:30")).toBeVisible();
  await promoter.getByLabel("Kind of file").selectOption("stage_plot");
  await promoter
    .getByLabel("File (PDF or image, up to 10 MB)")
    .setInputFiles({ name: "plot.png", mimeType: "image/png", buffer: PNG });
  await expect(promoter.getByRole("link", { name: "Stage plot: plot.png" })).toBeVisible();
  await venueSide.close();

  // The manager sees the answer beside the current value, and accepts it.
  await page.reload();
  const item = page.getByTestId("advance-item-loadIn");
  await expect(item).toContainText("Proposed:");
  await expect(item).toContainText("by Sam Promoter (venue link)");
  await item.getByRole("checkbox", { name: "Accept Load-in" }).click();
  await page.getByRole("button", { name: "Accept selected (1)" }).click();
  await expect(page.getByTestId("advance-progress")).toHaveText("Advanced 1 of 24");

  // Crew, on a 24-hour clock, see the new load-in and the stage plot on the day sheet.
  const person = newAccountDetails("Crew Sam");
  const { link } = await api(page, baseURL!, "POST", "/api/team/invitations", {
    email: person.email,
    role: "crew",
  });
  const crewSide = await browser.newContext({ baseURL });
  const crew = await crewSide.newPage();
  await signUpViaApi(crew, baseURL!, person);
  await api(
    crew,
    baseURL!,
    "POST",
    `/api/invitations/${String(link).split("/join/")[1]}/accept`,
    {},
  );
  await api(crew, baseURL!, "PUT", "/api/profile/time-format", { timeFormat: "24h" });
  // The first page after joining is in the workspace joined, on its Overview; the next link
  // opens its page at once (join-deep-link.spec.ts).
  await crew.goto("/dashboard");
  await expect(crew.getByRole("link", { name: "Advance Tour" })).toBeVisible();
  await crew.goto(`/dashboard/logistics/day-sheet/${tour.id}/${show.id}`);
  await expect(crew.getByRole("heading", { name: "Day Sheet" })).toBeVisible();
  await expect(crew.getByText("14:30")).toBeVisible();
  const files = crew.getByTestId("day-sheet-files");
  await expect(files.getByRole("link", { name: "Stage plot: plot.png" })).toBeVisible();
  const served = await crew.request.get(
    `/api/tours/${tour.id}/advances/${show.id}/files/${(await api(crew, baseURL!, "GET", `/api/tours/${tour.id}/day-sheets/${show.id}`)).files[0].id}`,
  );
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  await crewSide.close();
});

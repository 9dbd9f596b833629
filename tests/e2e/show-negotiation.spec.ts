import type { APIRequestContext, Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expect, screenshotIfAsked, test } from "./support/fixtures";

// The brief's desktop width for the tour manager's laptop.
test.use({ viewport: { width: 1366, height: 768 } });

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function post(request: APIRequestContext, baseURL: string, path: string, data: object) {
  const res = await request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string };
}

/** datetime-local value `hours` from now, in the browser's own time. */
const localInHours = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a show added on hold from the tour page is ranked in the HCC Manager, confirmed from Edit Show, and a date conflict is offered as an override", async ({
  page,
  baseURL,
  account: _,
}) => {
  const api = (path: string, data: object) => post(page.request, baseURL!, path, data);
  const tour = await api("/api/tours", { title: "Spring Run" });
  const blue = await api("/api/venues", { name: "Blue Room", city: "Denver", state: "CO" });
  const owl = await api("/api/venues", { name: "Night Owl", city: "Boise", state: "ID" });
  await api("/api/venues", { name: "The Lantern", city: "Austin", state: "TX" });
  // Already our 1st hold on Mar 14, and a confirmed show on Mar 20.
  const shows = `/api/tours/${tour.id}/shows`;
  const base = { venueMode: "existing" };
  await api(shows, { ...base, venueId: blue.id, performanceDate: "2027-03-14", status: "hold" });
  await api(shows, {
    ...base,
    venueId: owl.id,
    performanceDate: "2027-03-20",
    status: "confirmed",
  });

  await page.goto(`/dashboard/tours/${tour.id}`);
  await page.getByRole("button", { name: "Add Show" }).first().click();
  const add = page.getByRole("dialog", { name: "Add Show" });
  await choose(page, "Venue", "The Lantern — Austin, TX");
  await add.getByLabel("Performance date").fill("2027-03-14");
  await add.getByLabel("Venue fee (USD)").fill("2200");
  await choose(page, "Status", "Hold");
  await expect(add.getByLabel("Hold rank")).toContainText("Next free rank");
  await add.getByLabel("Contact name").fill("Dana Wells");
  await add.getByLabel("Contact email").fill("dana@lantern.example");
  await screenshotIfAsked(page, "add-show-hold-desktop", false);
  const axe = await axeOf(page).include("[role=dialog]").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await add.getByRole("button", { name: "Add Show" }).click();
  await expect(toast(page, "Show added")).toBeVisible();
  await expect(add).toBeHidden();
  const lantern = page.getByTestId("show-row").filter({ hasText: "The Lantern" });
  await expect(lantern).toContainText("Hold · 2nd");

  // The HCC Manager lists it as our 2nd option on that date.
  await page.goto("/dashboard/hcc-manager");
  const row = page.getByRole("button").filter({ hasText: "The Lantern" }).first();
  await expect(row).toContainText("Hold · 2nd");
  await row.click();
  const detail = page.getByRole("dialog");
  await expect(detail).toContainText("Pending → Hold");
  await page.keyboard.press("Escape");

  // Edit Show: the contact is there; the status moves only by its legal transitions.
  await page.goto(`/dashboard/tours/${tour.id}`);
  await lantern.getByRole("button", { name: /Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Show" });
  await expect(edit.getByLabel("Contact name")).toHaveValue("Dana Wells");
  const panel = edit.getByRole("region", { name: "Negotiation status" });
  await expect(panel).toContainText("Hold · 2nd");
  await expect(panel.getByRole("button")).toHaveText([
    "We were challenged",
    "Challenge the hold above",
    "Confirm",
    "Release",
    "Declined",
    "Extend hold",
    "Log contact",
  ]);
  const editAxe = await axeOf(page).include("[role=dialog]").analyze();
  expect(editAxe.violations.map((v) => v.id)).toEqual([]);
  await screenshotIfAsked(page, "edit-show-desktop", false);
  // Our 2nd hold challenges the act above us (the landing page's story): they owe the answer
  // by the deadline the venue set.
  await panel.getByLabel("Challenge deadline").fill(localInHours(30));
  await panel.getByRole("button", { name: "Challenge the hold above" }).click();
  await expect(panel).toContainText("Challenge · 2nd");
  await expect(panel.getByTestId("challenge-note")).toContainText(
    "We challenged the 1st hold above us; their answer is due by",
  );
  await screenshotIfAsked(page, "edit-show-our-challenge", false);
  const listed = await page.request.get(`/api/tours/${tour.id}/shows`);
  const held = (
    (await listed.json()) as { venue: { name: string }; challengeDeadline: string }[]
  ).find((x) => x.venue.name === "The Lantern")!;
  expect(Math.abs(Date.parse(held.challengeDeadline) - (Date.now() + 30 * 3_600_000))).toBeLessThan(
    5 * 60_000,
  );
  await expect(panel.getByRole("button", { name: /challenge/i })).toHaveCount(0);
  await panel.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page, "The Lantern: Confirm")).toBeVisible();
  await expect(panel).toContainText("Confirmed");
  // Confirmed: releasing (a cancellation) is the only move left, and it asks first.
  await expect(panel.getByRole("button", { name: "Release" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Hold" })).toHaveCount(0);
  await edit.getByLabel("Contact phone").fill("512-555-0101");
  await edit.getByRole("button", { name: "Save Show" }).click();
  await expect(toast(page, "Show updated")).toBeVisible();
  await expect(lantern).toContainText("Confirmed");

  // A confirm on a date that has one: the 409's message in the form, then Confirm anyway.
  await page.getByRole("button", { name: "Add Show" }).first().click();
  await choose(page, "Venue", "Blue Room — Denver, CO");
  await add.getByLabel("Performance date").fill("2027-03-20");
  await choose(page, "Status", "Confirmed");
  await add.getByRole("button", { name: "Add Show" }).click();
  const alert = add.getByRole("alert").filter({ hasText: "Another show" });
  await expect(alert).toContainText("Another show is already confirmed on Mar 20, 2027: Night Owl");
  await screenshotIfAsked(page, "add-show-conflict-desktop", false);
  await alert.getByRole("button", { name: "Confirm anyway" }).click();
  await expect(toast(page, "Show added")).toBeVisible();
  await expect(add).toBeHidden();
  await expect(
    page
      .getByTestId("show-row")
      .filter({ hasText: "Mar 20, 2027" })
      .filter({ hasText: "Blue Room" }),
  ).toContainText("Confirmed");
});

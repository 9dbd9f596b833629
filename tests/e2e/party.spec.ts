import type { Page } from "@playwright/test";
import { axeOf } from "./support/axe";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";
import { api, invitedMember, ownerOf } from "./support/party";

/**
 * Issue 54: a manager sets up the party, generates per diems, pays a crew member in cash from
 * the float and counts it; the crew member reads only their own pay and statement, online and
 * offline.
 */

async function expectNoViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
  const results = await axeOf(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

/** A tour of five days in July 2099 with a confirmed show on its second day. */
async function tourWithShow(owner: Page) {
  const tour = await api(owner, "POST", "/api/tours", {
    title: "Party Run",
    startDate: "2099-07-01",
    endDate: "2099-07-05",
  });
  const venue = await api(owner, "POST", "/api/venues", { name: "Paradiso", city: "Amsterdam" });
  await api(owner, "POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-07-02",
    status: "confirmed",
    override: true,
  });
  return tour.id as string;
}

test("a manager pays the party from the float; the crew member sees only their own, offline too", async ({
  page,
  baseURL,
  browser,
  account: _account,
}) => {
  ownerOf(page, baseURL!);
  const tourId = await tourWithShow(page);
  // The crew member's phone keeps pages for the road (the service worker on).
  const crew = await invitedMember(browser, page, baseURL!, "crew", { serviceWorkers: "allow" });
  const crewName = "Marco Reyes";
  await api(crew.page, "PATCH", "/api/profile", { name: crewName, artistName: "Matrix crew" });

  // People: the crew member and a driver without an account, with the same per diems.
  await page.goto(`/dashboard/party?tour=${tourId}`);
  await page.getByRole("button", { name: "Add people" }).click();
  const add = page.getByRole("dialog");
  await add.getByLabel(crewName).check();
  await add.getByLabel("Name 1", { exact: true }).fill("Lou Brandt");
  await add.getByLabel("Show day (USD)").fill("40");
  await add.getByLabel("Travel day (USD)").fill("35");
  await add.getByLabel("Day off (USD)").fill("30");
  await add.getByRole("button", { name: "Add to the party" }).click();
  await expect(page.getByText("2 people added")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Lou Brandt", exact: true })).toBeVisible();
  await expectNoViolations(page);

  // Per diems: five days each, one a show day.
  await page.getByRole("tab", { name: "Per diems & pay" }).click();
  await page.getByRole("button", { name: "Generate per diems and pay" }).click();
  await expect(page.getByText("Made 10 lines, changed 0, removed 0; kept 0 typed")).toBeVisible();

  // The float: $500 drawn.
  await page.getByRole("tab", { name: "Float" }).click();
  await page.getByRole("button", { name: "Draw", exact: true }).click();
  const draw = page.getByRole("dialog");
  await draw.getByLabel("Amount (USD)").fill("500");
  await draw.getByRole("button", { name: "Draw" }).click();
  await expect(page.getByRole("region", { name: "USD float" })).toContainText("$500.00");

  // The crew member's show day, paid in cash from the float.
  await page.getByRole("tab", { name: "Per diems & pay" }).click();
  const group = page.getByRole("region", { name: crewName });
  await group
    .getByRole("button", { name: new RegExp(crewName) })
    .first()
    .click();
  await group.getByRole("button", { name: `Pay Per diem of ${crewName}, Jul 2, 2099` }).click();
  const pay = page.getByRole("dialog");
  await pay.getByLabel("In cash from the USD float").check();
  await pay.getByRole("button", { name: "Mark paid" }).click();
  await expect(group.getByText("Paid from float")).toBeVisible();

  // Counted: $455 in the envelope where $460 should be.
  await page.getByRole("tab", { name: "Float" }).click();
  await page.getByRole("button", { name: "Count cash" }).click();
  const count = page.getByRole("dialog");
  await count.getByLabel("Counted (USD)").fill("455");
  await expect(count.getByText("$5.00 short")).toBeVisible();
  await count.getByRole("button", { name: "Save count" }).click();
  const usd = page.getByRole("region", { name: "USD float" });
  await expect(usd).toContainText("$455.00");
  await expect(usd).toContainText("$5.00 short");
  await screenshotIfAsked(page, "party-float");

  // The crew member: no Party & pay, and My tour is their own.
  const crewPage = crew.page;
  await crewPage.goto("/dashboard/my-tour");
  const main = crewPage.getByRole("main");
  await expect(main.getByRole("heading", { name: "Party Run" })).toBeVisible();
  await expect(main.getByText("Show day · Paradiso")).toBeVisible();
  await expect(main.getByText("In cash")).toBeVisible();
  await expect(main.getByText("$160.00").first()).toBeVisible();
  await expect(main).not.toContainText("Lou Brandt");
  await expect(crewPage.getByRole("link", { name: "Party & pay" })).toHaveCount(0);
  const refused = await crewPage.request.get(`/api/tours/${tourId}/party`);
  expect(refused.status()).toBe(403);
  const statement = await crewPage.request.get(`/api/my-tours/${tourId}/statement.pdf`);
  expect(statement.status()).toBe(200);
  expect(statement.headers()["content-type"]).toBe("application/pdf");
  await expectNoViolations(crewPage);

  // Offline: the page the device saved still reads, the PDF says it needs the network.
  await crewPage.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
  await crewPage.reload();
  await expect(main.getByText("Show day · Paradiso")).toBeVisible();
  await crew.context.setOffline(true);
  await crewPage.reload();
  await expect(main.getByText("Show day · Paradiso")).toBeVisible();
  await expect(main.getByText("In cash")).toBeVisible();
  await expect(main).not.toContainText("Lou Brandt");
  await expect(
    main.getByText("Downloading your statement (PDF) needs a connection."),
  ).toBeVisible();
  await crew.context.setOffline(false);

  // On a phone: no sideways scroll.
  await crewPage.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(crewPage, "My tour");
  await crew.context.close();
});

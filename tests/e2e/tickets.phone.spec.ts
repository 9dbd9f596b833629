import { expectNoAxeViolations } from "./support/axe";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";
import { api, ownerOf } from "./support/party";

/**
 * Issue 51 item 7: the owner makes the promoter's link for a show on the Tickets page; the
 * promoter, with no account, types today's count on a phone; the owner's pacing chart and the
 * show's line move to the promoter's figure.
 */

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a promoter reports a count through the link on a phone, and the owner's pacing chart moves", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  test.setTimeout(120_000);
  ownerOf(page, baseURL!);
  const tour = await api(page, "POST", "/api/tours", { title: "Autumn Run" });
  const made = await api(page, "POST", "/api/negotiations", {
    tourId: tour.id,
    show: {
      venueMode: "new",
      newVenue: { name: "Metro", city: "Chicago", state: "IL", country: "US", capacity: "500" },
      performanceDate: inDays(20),
      venueFee: "1500",
    },
    status: "confirmed",
  });
  const showId = made.negotiation.id as string;
  // Last week's count, typed by the manager.
  await api(page, "POST", `/api/tours/${tour.id}/tickets/${showId}`, {
    tiers: [{ tier: "General admission", sold: 100 }],
  });

  await page.goto(`/dashboard/tickets?show=${showId}&tour=${tour.id}`);
  const detail = page.getByRole("region", { name: /^Metro, Chicago/ });
  await expect(detail.getByRole("img", { name: /Sales pace of Metro/ })).toHaveAccessibleName(
    /20 % of capacity sold 20 days out/,
  );

  // The owner makes the promoter's link and copies it.
  await detail.getByLabel("For (the promoter)").fill("Dana at Metro");
  await detail.getByRole("button", { name: "Make link" }).click();
  const url = await detail.getByRole("textbox", { name: "The link to send" }).inputValue();
  expect(url).toMatch(/\/ticket-count\/[\w-]{20,}$/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page, "the Tickets page");

  // The promoter: no account, a phone, the link.
  const promoter = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  const phone = await promoter.newPage();
  await phone.goto(new URL(url).pathname);
  const form = phone.getByRole("form", { name: "Today's count" });
  // Starts from the last count, so only what changed is typed.
  await expect(form.getByLabel("Sold")).toHaveValue("100");
  await form.getByLabel("Sold").fill("240");
  await form.getByLabel("Comps").fill("12");
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone, "the promoter's page");
  await screenshotIfAsked(phone, "tickets-promoter-phone");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(phone.getByRole("heading", { name: /^Thanks — sent at/ })).toBeVisible();
  await promoter.close();

  // The owner's page reads the promoter's figure: the line and the chart moved.
  await page.reload();
  await expect(detail.getByRole("img", { name: /Sales pace of Metro/ })).toHaveAccessibleName(
    /48 % of capacity sold 20 days out/,
  );
  await expect(detail.getByText("240 / 500").first()).toBeVisible();
  await expect(detail.getByRole("cell", { name: "Promoter's link" }).first()).toBeVisible();
  await screenshotIfAsked(page, "tickets-owner-phone");
});

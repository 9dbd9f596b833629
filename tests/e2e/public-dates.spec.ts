import ICAL from "ical.js";
import { expectNoAxeViolations } from "./support/axe";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";
import { api, ownerOf } from "./support/party";

/**
 * Issue 52 item 7: the owner turns the dates page on, gives a confirmed show its time, ticket
 * link and support act, and announces it; a fan reads the page with JavaScript off (the hold
 * and the money nowhere), and the page's JSON-LD and the iCal feed parse back to the show.
 */

/** The fields of schema.org's MusicEvent this test reads back. */
interface LdEvent {
  "@type": string;
  startDate: string;
  eventStatus: string;
  eventAttendanceMode: string;
  location?: { name: string; address?: { addressLocality?: string } };
  offers?: { url: string };
  performer: unknown;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("the owner turns the dates page on; a fan reads it with JavaScript off; its JSON-LD and calendar parse back", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  test.setTimeout(120_000);
  ownerOf(page, baseURL!);
  const date = inDays(40);
  const tour = await api(page, "POST", "/api/tours", { title: "Spring Run" });
  await api(page, "POST", "/api/negotiations", {
    tourId: tour.id,
    show: {
      venueMode: "new",
      newVenue: { name: "Metro", city: "Chicago", state: "IL", country: "US", capacity: "1100" },
      performanceDate: date,
      venueFee: "2468",
    },
    status: "confirmed",
  });
  await api(page, "POST", "/api/negotiations", {
    tourId: tour.id,
    show: {
      venueMode: "new",
      newVenue: { name: "Empty Bottle", city: "Chicago" },
      performanceDate: inDays(41),
    },
    status: "hold",
    holdRank: 1,
    holdExpiry: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  });

  // The page: an address of the owner's own, checked as typed, the act's name, on.
  await page.goto("/dashboard/public-dates");
  await expect(page.getByRole("heading", { level: 1, name: "Public dates" })).toBeVisible();
  const slug = `e2e-${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel("Address").fill(slug);
  await expect(page.getByText("Available")).toBeVisible();
  await page.getByLabel("Name as fans read it").fill("The Test Pilots");
  await page.getByRole("switch", { name: "Public page" }).click();
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("Page saved")).toBeVisible();

  // The show: its time, ticket link and a support act, then announced now.
  await page
    .getByRole("button", { name: /Edit listing of Metro/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit listing" });
  await dialog.getByLabel("Show time").fill("20:00");
  await dialog.getByLabel("Ticket link").fill("https://tickets.example.com/metro");
  await dialog.getByRole("button", { name: "Add support act" }).click();
  await dialog.getByRole("textbox", { name: "Support act 1" }).fill("The Openers");
  await dialog.getByRole("button", { name: "Save listing" }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole("checkbox", { name: /Select Metro/ })
    .first()
    .click();
  await page
    .getByRole("button", { name: /^Announce now/ })
    .first()
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Announce now" }).click();
  await expect(page.getByText("1 show announced")).toBeVisible();
  const metro = page.getByRole("row", { name: /Metro/ });
  await expect(metro.getByText("Public", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("row", { name: /Empty Bottle/ }).getByText(/Not confirmed/),
  ).toBeVisible();
  await screenshotIfAsked(page, "public-dates-owner");

  // A fan, with JavaScript off: the page is all there, the hold and the money are not.
  const fan = await browser.newContext({ javaScriptEnabled: false });
  const fanPage = await fan.newPage();
  const url = `${baseURL}/dates/${slug}`;
  await fanPage.goto(url);
  await expect(fanPage.getByRole("heading", { level: 1, name: "The Test Pilots" })).toBeVisible();
  await expect(fanPage.getByRole("heading", { name: "Metro" })).toBeVisible();
  await expect(fanPage.getByText("with The Openers")).toBeVisible();
  await expect(fanPage.getByRole("link", { name: /^Tickets/ })).toHaveAttribute(
    "href",
    "https://tickets.example.com/metro",
  );
  const text = await fanPage.locator("body").innerText();
  expect(text).not.toContain("Empty Bottle");
  expect(text).not.toMatch(/2,?468/);
  expect(await fanPage.locator("script:not([type='application/ld+json'])").count()).toBe(0);

  // Its JSON-LD, parsed back: a MusicEvent at Metro at 20:00 Chicago time, with its offer.
  const [event] = JSON.parse(
    (await fanPage.locator("script[type='application/ld+json']").textContent()) ?? "[]",
  ) as LdEvent[];
  expect(event?.["@type"]).toBe("MusicEvent");
  expect(event?.startDate).toMatch(new RegExp(`^${date}T20:00:00-0[56]:00$`));
  expect(event?.eventStatus).toBe("https://schema.org/EventScheduled");
  expect(event?.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
  expect(event?.location?.name).toBe("Metro");
  expect(event?.location?.address?.addressLocality).toBe("Chicago");
  expect(event?.offers?.url).toBe("https://tickets.example.com/metro");
  expect(JSON.stringify(event?.performer)).toContain("The Openers");

  // The iCal feed, parsed back: the one show, at 20:00 in Chicago.
  const feed = await fanPage.request.get(`${url}/calendar.ics`);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(events.map((e) => e.location)).toEqual([expect.stringContaining("Metro")]);
  const start = events[0]!.startDate.toJSDate();
  const chicago = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Chicago",
    dateStyle: "short",
    timeStyle: "short",
  }).format(start);
  expect(chicago).toBe(`${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}, 20:00`);
  await fan.close();

  // Readable by everyone, and on a phone.
  const reader = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const readerPage = await reader.newPage();
  await readerPage.goto(url);
  await expectNoAxeViolations(readerPage);
  await expectNoHorizontalOverflow(readerPage, "the public page on a phone");
  await screenshotIfAsked(readerPage, "public-dates-fan-phone");
  await reader.close();
});

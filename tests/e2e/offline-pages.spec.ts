import type { Locator, Page } from "@playwright/test";
import { isCacheableApiRead } from "../../src/domain/offline-cache";
import { expect, startDemo, test } from "./support/fixtures";

// The service worker is what this test is about (the others block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 34: no dashboard page crashes offline. Straight after the first online Overview,
 * every page opens without a network by the app's navigation (what the service worker
 * saved, or a clear offline state); after one online visit of each, every page shows its
 * saved data, by navigation and by reload. Never an error boundary, never "Cannot reach the
 * server" where the data was saved.
 */

const CRASHES = [
  "Unexpected Application Error",
  "Failed to fetch dynamically imported module",
  "Cannot reach the server",
];

const workerInCharge = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });

/** The app's own navigation (a link's, without hunting each page's link): the router's history. */
const navigateInApp = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, to);

/** The API reads the service worker has saved (path and query), every account's. */
const savedReads = (page: Page) =>
  page.evaluate(async () => {
    const reads: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("tribe-api-v1:")) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        reads.push(url.pathname + url.search);
      }
    }
    return reads;
  });

interface OfflinePage {
  path: string;
  /** The page's h1, and its open tab: the page is the one asked for, not the one before it. */
  heading: string;
  /** The heading while its data is not on the device (a tour's title comes with the tour). */
  headingUnsaved?: string;
  tab?: string;
  /** Words only its saved data shows. */
  saved: string | RegExp;
}

/** The demo's pages, each with words only its saved data shows. */
async function demoPages(page: Page) {
  const tours: { id: string; status: string }[] = await (
    await page.request.get("/api/tours")
  ).json();
  const tour = tours.find((t) => t.status === "active")!;
  const detail = await (await page.request.get(`/api/tours/${tour.id}`)).json();
  const title = detail.tour.title as string;
  const shows = detail.shows as {
    id: string;
    performanceDate: string;
    status: string;
    venue: { name: string } | null;
  }[];
  const today = new Date().toISOString().slice(0, 10);
  const past = shows.find((s) => s.performanceDate < today)!;
  // The next night played: its day sheet, guest list and place on this month's calendar.
  const next = shows.find((s) => s.performanceDate >= today && s.status === "confirmed")!;
  expect(past, "the demo's active tour has a show already played").toBeTruthy();
  expect(next, "the demo's active tour plays today or later").toBeTruthy();
  expect(next.performanceDate.slice(0, 7), "the next show is this month").toBe(today.slice(0, 7));
  const nextVenue = next.venue!.name;
  const logistics = `/dashboard/logistics?tour=${tour.id}`;
  const H = "HCC Manager";
  const L = "Logistics & Finances";
  const pages: OfflinePage[] = [
    { path: "/dashboard", heading: "Welcome Back, The Night Owls", saved: "Tour Progress" },
    { path: "/dashboard/tours", heading: "Tours", saved: title },
    {
      path: `/dashboard/tours/${tour.id}`,
      heading: title,
      headingUnsaved: "Tour",
      saved: shows[0]!.venue!.name,
    },
    { path: "/dashboard/hcc-manager", heading: H, tab: "Overview", saved: "Venue Status Overview" },
    {
      path: "/dashboard/hcc-manager?tab=active",
      heading: H,
      tab: "Active Negotiations",
      saved: "Urgent",
    },
    {
      path: "/dashboard/hcc-manager?tab=calendar",
      heading: H,
      tab: "Calendar View",
      saved: nextVenue,
    },
    {
      path: "/dashboard/hcc-manager?tab=analytics",
      heading: H,
      tab: "Analytics",
      saved: "Confirmation rate",
    },
    { path: logistics, heading: L, tab: "Financial Overview", saved: "Rider Savings" },
    {
      path: `${logistics}&tab=logistics`,
      heading: L,
      tab: "Logistics",
      saved: `Day sheet for ${nextVenue}`,
    },
    {
      path: `${logistics}&tab=budget`,
      heading: L,
      tab: "Budget Tracking",
      saved: "Budget vs Actual",
    },
    {
      path: `${logistics}&tab=reports`,
      heading: L,
      tab: "Reports",
      saved: "Settlements vs Projections",
    },
    {
      path: `/dashboard/logistics/day-sheet/${tour.id}/${next.id}`,
      heading: "Day Sheet",
      saved: "Load-in",
    },
    {
      path: `/dashboard/logistics/guest-list/${tour.id}/${next.id}`,
      heading: "Guest List",
      saved: "tickets checked in",
    },
    // The demo's next two shows have the headline set, which opens with Midnight Run.
    {
      path: `/dashboard/logistics/set-list/${tour.id}/${next.id}`,
      heading: "Set list",
      saved: "Midnight Run",
    },
    { path: "/dashboard/songs", heading: "Songs", tab: "Catalogue", saved: "Midnight Run" },
    {
      path: "/dashboard/songs?tab=saved-sets",
      heading: "Songs",
      tab: "Saved sets",
      saved: "Headline set",
    },
    {
      path: "/dashboard/public-dates",
      heading: "Public dates",
      saved: "This is your page's address",
    },
    // Issue 51: the active tour's shows and their counts (crew read the venues, counts hidden).
    { path: "/dashboard/tickets", heading: "Tickets", saved: nextVenue },
    // Issue 54: the party's pay (managers), and each person's own on My tour.
    { path: "/dashboard/party", heading: "Party & pay", saved: "Lou Brandt" },
    { path: "/dashboard/my-tour", heading: "My tour", saved: /Show day · / },
    { path: "/dashboard/marketing", heading: "Marketing & Virality", saved: "Total Reach" },
    { path: "/dashboard/merch", heading: "Merch & Art", saved: "Merch Sold" },
    { path: "/dashboard/team", heading: "Team", saved: /Members \(\d+\)/ },
    { path: "/dashboard/activity", heading: "Activity", saved: "Marco Reyes" },
    { path: "/dashboard/settings", heading: "Settings", saved: "Artist name" },
  ];
  return { pages, pastDaySheet: `/dashboard/logistics/day-sheet/${tour.id}/${past.id}` };
}

/**
 * The page asked for is shown (its heading and tab), with `shown` (its saved data, or the
 * offline state), and no crash anywhere on the screen.
 */
async function expectPage(
  page: Page,
  { path, heading, headingUnsaved, tab }: Omit<OfflinePage, "saved">,
  shown: Locator,
) {
  const main = page.locator("main#main");
  const name = headingUnsaved ? new RegExp(`^(${heading}|${headingUnsaved})$`) : heading;
  await expect(main.getByRole("heading", { level: 1, name }), path).toBeVisible();
  if (tab) await expect(main.getByRole("tab", { selected: true }), path).toHaveText(tab);
  await expect(shown.filter({ visible: true }).first(), `${path} offline`).toBeVisible();
  const text = await page.locator("body").innerText();
  for (const crash of CRASHES) expect(text, `${path} offline`).not.toContain(crash);
}

test("every dashboard page opens offline: saved data or a clear offline state, never a crash", async ({
  page,
  context,
}) => {
  // Eighteen pages online, then each twice offline, on a shared machine.
  test.setTimeout(240_000);
  await startDemo(page);
  await workerInCharge(page);
  const { pages, pastDaySheet } = await demoPages(page);
  const main = page.locator("main#main");
  const offlineState = main.getByTestId("not-saved-offline");

  // Only the Overview was opened: every page still opens, by the app's navigation.
  await context.setOffline(true);
  for (const each of pages) {
    await navigateInApp(page, each.path);
    await expectPage(page, each, main.getByText(each.saved).or(offlineState));
  }
  await context.setOffline(false);

  // One online visit of each page; the reads it made are then saved on the device.
  const reads = new Set<string>();
  page.on("response", (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (response.status() !== 200 || !request.headers()["x-tribe-account"]) return;
    if (isCacheableApiRead(request.method(), url.pathname)) reads.add(url.pathname + url.search);
  });
  for (const { path, saved } of pages) {
    await page.goto(path);
    await expect(main.getByText(saved).filter({ visible: true }).first(), path).toBeVisible();
  }
  await expect
    .poll(async () => {
      const saved = new Set(await savedReads(page));
      return [...reads].filter((read) => !saved.has(read));
    })
    .toEqual([]);

  await context.setOffline(true);
  const saved = pages.map(({ headingUnsaved: _, ...each }) => each);
  for (const each of saved) {
    await navigateInApp(page, each.path);
    await expectPage(page, each, main.getByText(each.saved));
  }
  for (const each of saved) {
    await page.goto(each.path);
    await expectPage(page, each, main.getByText(each.saved));
  }
  // A show already played, never opened here: said plainly, not as an error.
  const past = { path: pastDaySheet, heading: "Day Sheet" };
  const notSaved = main.getByText("This day sheet was not saved for offline use");
  await navigateInApp(page, pastDaySheet);
  await expectPage(page, past, notSaved);
  await page.goto(pastDaySheet);
  await expectPage(page, past, notSaved);
});

/**
 * The same for crew (the owner's "View as crew", which the server enforces like the role):
 * the pages crew can open, after one online visit of each, open offline by navigation and by
 * reload with their saved data, and never a crash or a figure.
 */
test("crew's pages open offline too: saved data, no crash, no money", async ({ page, context }) => {
  test.setTimeout(240_000);
  await startDemo(page);
  await workerInCharge(page);
  const { pages } = await demoPages(page);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeEnabled();
  await page.getByRole("button", { name: "View as crew" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Viewing as crew" })).toBeVisible();
  const managersOnly = /marketing|merch|activity|songs|public-dates|party|tab=(budget|reports)/;
  const crewPages = pages
    .filter((p) => !managersOnly.test(p.path))
    .map(({ headingUnsaved: _, ...p }) =>
      // Crew's Logistics opens on its one tab, the road.
      p.tab === "Financial Overview" ? { ...p, tab: "Logistics", saved: "Day sheet for" } : p,
    );
  const main = page.locator("main#main");
  for (const { path, saved } of crewPages) {
    await page.goto(path);
    await expect(main.getByText(saved).filter({ visible: true }).first(), path).toBeVisible();
  }
  await context.setOffline(true);
  for (const each of crewPages) {
    await navigateInApp(page, each.path);
    await expectPage(page, each, main.getByText(each.saved));
    // My tour is the reader's own pay: their figures are theirs (issue 54).
    if (each.path !== "/dashboard/my-tour")
      expect(await main.innerText(), `${each.path}: no figure for crew`).not.toMatch(/\$\d/);
  }
  for (const each of crewPages) {
    await page.goto(each.path);
    await expectPage(page, each, main.getByText(each.saved));
  }
});

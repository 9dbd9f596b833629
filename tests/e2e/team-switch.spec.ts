import type { Page } from "@playwright/test";
import {
  expect,
  newAccountDetails,
  screenshotIfAsked,
  signUpViaApi,
  test,
} from "./support/fixtures";

/**
 * Issue 24 items 4 and 5: a person in two workspaces switches in the sidebar and sees the
 * other act's tours under its name, never the first one's; an owner views as crew and the
 * money leaves the screen; the Activity page says who did what.
 */

const FIRST_TOUR = "Harbour Lights Spring Run";
const SECOND_ACT = "The Lumen Set";
const SECOND_TOUR = "Lumen Winter Tour";

async function api(page: Page, baseURL: string, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** Mara's own workspace with one tour, and a second act she also runs, with its own tour. */
async function twoWorkspaces(page: Page, baseURL: string) {
  await signUpViaApi(page, baseURL, newAccountDetails("Mara Vale"));
  const first = await api(page, baseURL, "GET", "/api/team");
  const firstTour = await api(page, baseURL, "POST", "/api/tours", { title: FIRST_TOUR });
  const second = await api(page, baseURL, "POST", "/api/team/workspaces", { name: SECOND_ACT });
  await api(page, baseURL, "POST", "/api/tours", { title: SECOND_TOUR });
  await api(page, baseURL, "PUT", "/api/team/current", { workspaceId: first.id });
  return { first, second, firstTourId: firstTour.id as string };
}

const workspaceName = (page: Page) => page.getByTestId("sidebar").getByTestId("workspace-name");

test("switching workspace shows the other act's tours under its name, and none of the first's", async ({
  page,
  baseURL,
}) => {
  const { first, firstTourId } = await twoWorkspaces(page, baseURL!);
  await page.goto("/dashboard/tours");
  await expect(workspaceName(page)).toHaveText(first.name);
  await expect(page.getByText(FIRST_TOUR)).toBeVisible();

  await page.getByRole("button", { name: new RegExp(`Workspace: ${first.name}`) }).click();
  await screenshotIfAsked(page, "switcher-open", false);
  await page
    .getByRole("list", { name: "Your workspaces" })
    .getByRole("button", { name: new RegExp(SECOND_ACT) })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(workspaceName(page)).toHaveText(SECOND_ACT);

  await page.getByRole("link", { name: "Tours", exact: true }).click();
  await expect(page.getByText(SECOND_TOUR)).toBeVisible();
  await expect(page.getByText(FIRST_TOUR)).toHaveCount(0);

  // A link into the first workspace's tour shows nothing of it under this workspace's name.
  await page.goto(`/dashboard/tours/${firstTourId}`);
  await expect(workspaceName(page)).toHaveText(SECOND_ACT);
  await expect(page.getByRole("heading", { name: FIRST_TOUR })).toHaveCount(0);
  await expect(page.getByText(/not found/i).first()).toBeVisible();

  // The choice holds for the session: a reload stays in the second act.
  await page.reload();
  await expect(workspaceName(page)).toHaveText(SECOND_ACT);

  await page.getByRole("link", { name: "Activity" }).click();
  await expect(page.getByText(`Added the tour ${SECOND_TOUR}`)).toBeVisible();
  await expect(page.getByText(`Added the tour ${FIRST_TOUR}`)).toHaveCount(0);
});

test("an owner viewing as crew loses Finances and Activity until they go back", async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page, baseURL!, newAccountDetails("Mara Vale"));
  const tour = await api(page, baseURL!, "POST", "/api/tours", { title: FIRST_TOUR });
  await page.goto(`/dashboard/logistics?tour=${tour.id}`);
  await expect(page.getByRole("tab", { name: "Financial Overview" })).toBeVisible();

  await page.getByRole("button", { name: "View as crew" }).click();
  const banner = page.getByRole("status").filter({ hasText: "Viewing as crew" });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("tab", { name: "Logistics" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Financial Overview" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Activity" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Marketing & Virality" })).toHaveCount(0);

  await screenshotIfAsked(page, "viewing-as-crew", false);

  // Crew enter the night's merch counts, and see no products, partners or sales.
  await page.goto("/dashboard/merch");
  await expect(page.getByText("Show Counts")).toBeVisible();
  await expect(page.getByLabel("Tour")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Products" })).toHaveCount(0);

  await page.goto("/dashboard/marketing");
  await expect(
    page.getByText("Your role in this workspace doesn't include marketing."),
  ).toBeVisible();

  await banner.getByRole("button", { name: "Back to owner view" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Activity" })).toBeVisible();
});

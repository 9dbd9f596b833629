import type { Browser, Page } from "@playwright/test";
import { type E2eAccount, expect, newAccountDetails, signUpViaApi, test } from "./support/fixtures";

/**
 * A crew member who already used Tribe in their own workspace joins another, then at once
 * opens a link into it (a tour the manager sent them): the link's page opens, in the
 * workspace joined. It used to start over on the Overview once: the page still named the
 * workspace it last worked in, and the first answer, from the joined one, looked like a
 * switch made elsewhere.
 */
async function ownerTourAndInvitation(page: Page, baseURL: string, email: string) {
  const headers = { origin: baseURL };
  const tour = await page.request.post("/api/tours", {
    data: {
      title: "Deep Link Run",
      status: "planning",
      startDate: "2026-08-01",
      endDate: "2026-08-09",
    },
    headers,
  });
  const invitation = await page.request.post("/api/team/invitations", {
    data: { email, role: "crew" },
    headers,
  });
  return {
    tourId: (await tour.json()).id as string,
    token: String((await invitation.json()).link).split("/join/")[1],
  };
}

/** A crew member signed up on their own page, which has worked in their own workspace. */
async function crewAtHome(browser: Browser, baseURL: string, person: E2eAccount) {
  const context = await browser.newContext({ baseURL });
  const crew = await context.newPage();
  await signUpViaApi(crew, baseURL, person);
  await crew.goto("/dashboard");
  await crew.getByRole("link", { name: "Tours" }).first().click();
  await expect(crew.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  return { context, crew };
}

async function expectTourPage(crew: Page, tourId: string) {
  await expect(crew.getByRole("heading", { level: 1, name: "Deep Link Run" })).toBeVisible();
  await expect(crew).toHaveURL(new RegExp(`/dashboard/tours/${tourId}$`));
}

test("a deep link opened right after joining on the join page opens its page", async ({
  page,
  baseURL,
  browser,
  account,
}) => {
  const person = newAccountDetails("Crew Dee", "Dee Crew");
  const { tourId, token } = await ownerTourAndInvitation(page, baseURL!, person.email);
  const { context, crew } = await crewAtHome(browser, baseURL!, person);
  await crew.goto(`/join/${token}`);
  await crew.getByRole("button", { name: `Join ${account.artistName}` }).click();
  await expect(crew).toHaveURL(/\/dashboard$/);
  // At once, no wait for the Overview.
  await crew.goto(`/dashboard/tours/${tourId}`);
  await expectTourPage(crew, tourId);
  await context.close();
});

test("a deep link opened right after joining in another tab opens its page", async ({
  page,
  baseURL,
  browser,
  account: _,
}) => {
  const person = newAccountDetails("Crew Dee", "Dee Crew");
  const { tourId, token } = await ownerTourAndInvitation(page, baseURL!, person.email);
  const { context, crew } = await crewAtHome(browser, baseURL!, person);
  // Joined in another tab: this page still remembers the crew member's own workspace.
  const joined = await crew.request.post(`/api/invitations/${token}/accept`, {
    headers: { origin: baseURL! },
  });
  expect(joined.status()).toBe(200);
  await crew.goto(`/dashboard/tours/${tourId}`);
  await expectTourPage(crew, tourId);
  await context.close();
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { expectNoAxeViolations } from "./support/axe";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";
import { api, invitedMember, ownerOf } from "./support/party";

/**
 * Issue 53: an owner makes a token for their website and a webhook for their automations;
 * the website renames a tour with the token, and the automation hears it, signed; a crew
 * member makes a token too, but never one that reaches money, and sees no webhooks.
 */

interface Heard {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An automation's receiver on loopback: what it heard, answered 200. */
async function receiver() {
  const heard: Heard[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      heard.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tribe`,
    heard,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Makes a token in the page's dialog and returns its secret, as the person copies it. */
async function makeToken(page: Page, name: string, reach: Record<string, "Read" | "Read & write">) {
  await page.getByRole("button", { name: "New token" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  for (const [area, access] of Object.entries(reach))
    await dialog
      .getByRole("radiogroup", { name: area })
      .getByLabel(access, { exact: true })
      .check();
  await dialog.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByRole("dialog");
  await expect(shown).toContainText("you won't see it again");
  const secret = (await shown.innerText()).match(/tribe_pat_[A-Za-z0-9]+/)?.[0];
  expect(secret, "the token is shown").toBeTruthy();
  await shown.getByRole("button", { name: "Done" }).click();
  return secret as string;
}

test("an owner's website writes with a token and their automation hears it, signed", async ({
  page,
  baseURL,
  request,
  account: _account,
}) => {
  ownerOf(page, baseURL!);
  const tour = await api(page, "POST", "/api/tours", { title: "Spring Run" });
  const sink = await receiver();
  try {
    await page.goto("/dashboard/integrations");
    await expect(page.getByRole("heading", { name: "API & webhooks" })).toBeVisible();
    await expect(page.getByText("No tokens yet")).toBeVisible();
    await expectNoAxeViolations(page);

    const token = await makeToken(page, "Website", { Tours: "Read & write" });
    await expect(page.getByText("Website", { exact: true })).toBeVisible();
    await expect(page.getByText("Never used")).toBeVisible();

    // The automation's endpoint, for a tour's changes; its secret shown once.
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const add = page.getByRole("dialog");
    await add.getByLabel("URL").fill(sink.url);
    await add.getByLabel("A tour's name, status or dates change").check();
    await add.getByRole("button", { name: "Add endpoint" }).click();
    const shown = page.getByRole("dialog");
    await expect(shown.getByRole("heading", { name: "Signing secret" })).toBeVisible();
    const secret = await shown.getByLabel("Secret").inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);
    await shown.getByRole("button", { name: "Done" }).click();

    // The website renames the tour with its token: no cookie, no page.
    const bearer = { authorization: `Bearer ${token}` };
    const renamed = await request.put(`/api/tours/${tour.id}`, {
      headers: bearer,
      data: { title: "Spring Run (sold out)" },
    });
    expect(renamed.status()).toBe(200);
    // A token for tours reaches no money.
    const money = await request.get(`/api/tours/${tour.id}/financials`, { headers: bearer });
    expect(money.status()).toBe(403);

    // The automation hears it once, with a signature its own library verifies.
    await expect.poll(() => sink.heard.length, { timeout: 20_000 }).toBe(1);
    const [delivery] = sink.heard;
    const payload = new Webhook(secret).verify(
      delivery!.body,
      delivery!.headers as Record<string, string>,
    ) as { type: string; data: { title: string } };
    expect(payload.type).toBe("tour.changed");
    expect(payload.data.title).toBe("Spring Run (sold out)");

    // The delivery log shows it delivered; Activity names the token.
    await page.getByRole("button", { name: "Delivery log" }).click();
    const log = page.getByRole("region", { name: `Delivery log of ${sink.url}` });
    await expect(log.getByText("tour.changed", { exact: true })).toBeVisible();
    await expect(log.getByText("Delivered").first()).toBeVisible();
    await screenshotIfAsked(page, "webhooks");
    await page.goto("/dashboard/activity");
    await expect(page.getByText(/API token “Website”/).first()).toBeVisible();

    // The reference: every area, searchable.
    await page.goto("/dashboard/integrations?tab=reference");
    await page.getByRole("searchbox").fill("settle");
    await expect(page.getByText("/api/tours/{tourId}/deals/{id}/settlement").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Revoked: refused at once.
    await page.goto("/dashboard/integrations");
    await page
      .getByRole("button", { name: /Revoke/ })
      .first()
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("Token revoked")).toBeVisible();
    const after = await request.get("/api/tours", { headers: bearer });
    expect(after.status()).toBe(401);
  } finally {
    await sink.close();
  }
});

test("crew make a token without money and see no webhooks, at a phone's width too", async ({
  page,
  baseURL,
  browser,
  request,
  account: _account,
}) => {
  ownerOf(page, baseURL!);
  const crew = await invitedMember(browser, page, baseURL!, "crew", {
    viewport: { width: 390, height: 844 },
  });
  await crew.page.goto("/dashboard/integrations");
  await expect(crew.page.getByRole("heading", { name: "API & webhooks" })).toBeVisible();
  await expect(crew.page.getByRole("tab", { name: "Webhooks" })).toHaveCount(0);
  await crew.page.getByRole("button", { name: "New token" }).click();
  const dialog = crew.page.getByRole("dialog");
  await expect(
    dialog.getByRole("radiogroup", { name: "Finances" }).getByLabel("Read", { exact: true }),
  ).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expectNoHorizontalOverflow(crew.page, "API & webhooks at 390 px");
  const token = await makeToken(crew.page, "Day sheets", { Logistics: "Read" });
  await expectNoHorizontalOverflow(crew.page, "the tokens at 390 px");
  await expectNoAxeViolations(crew.page);
  const tours = await request.get("/api/tours", { headers: { authorization: `Bearer ${token}` } });
  expect(tours.status(), "tours is not in the token's scopes").toBe(403);
  await crew.page.getByRole("tab", { name: "API reference" }).click();
  await expect(crew.page.getByRole("searchbox", { name: "Search the API" })).toBeVisible();
  await expectNoHorizontalOverflow(crew.page, "the reference at 390 px");
  await crew.context.close();
});

import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";

/** Issue 39: the promoter signs on a phone, with a finger, and nothing scrolls sideways. */
async function api(page: Page, baseURL: string, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

test("the promoter's page and /verify fit a phone, and a finger signs", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  const tour = await api(page, baseURL!, "POST", "/api/tours", { title: "Phone Contract Tour" });
  const show = await api(page, baseURL!, "POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "new",
    newVenue: { name: "Doug Fir Lounge", city: "Portland", state: "OR", capacity: "300" },
    performanceDate: "2099-07-04",
    status: "confirmed",
    venueFee: "1500",
    estimatedTravelCost: "0",
    estimatedAccommodationCost: "0",
  });
  const deal = await api(page, baseURL!, "POST", `/api/tours/${tour.id}/deals`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "1500",
  });
  const { contract } = await api(
    page,
    baseURL!,
    "POST",
    `/api/tours/${tour.id}/shows/${show.id}/contract`,
  );
  const { link } = await api(page, baseURL!, "POST", `/api/contracts/${contract.id}/send`, {
    promoterName: "Pat Promoter",
    promoterEmail: "pat@example.com",
  });

  const side = await browser.newContext({
    baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const promoter = await side.newPage();
  await promoter.goto(new URL(link.url).pathname);
  await expect(promoter.getByText("Doug Fir Lounge")).toBeVisible();
  await expectNoHorizontalOverflow(promoter, "the contract page");
  await promoter.getByRole("radio", { name: "Draw it" }).click();
  const canvas = promoter.getByTestId("signature-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  // A finger's stroke: pointer events of type touch, as the phone sends them.
  await canvas.dispatchEvent("pointerdown", {
    pointerType: "touch",
    pointerId: 7,
    clientX: box.x + 20,
    clientY: box.y + box.height / 2,
    isPrimary: true,
  });
  for (const f of [0.3, 0.5, 0.7]) {
    await canvas.dispatchEvent("pointermove", {
      pointerType: "touch",
      pointerId: 7,
      clientX: box.x + box.width * f,
      clientY: box.y + box.height * (f - 0.1),
      isPrimary: true,
    });
  }
  await canvas.dispatchEvent("pointerup", { pointerType: "touch", pointerId: 7, isPrimary: true });
  await expect(canvas).toHaveAccessibleName("Your drawn signature");
  await promoter.getByLabel(/I have read this contract and agree/).tap();
  await screenshotIfAsked(promoter, "contract-phone");
  await promoter.getByRole("button", { name: "Sign the contract" }).tap();
  await expect(promoter.getByRole("heading", { name: "Signed" })).toBeVisible();
  await expectNoHorizontalOverflow(promoter, "the receipt");

  // The deal changes after the promoter signed: their page keeps their copy and says what
  // comes next, in their words (issue 47); the manager's panel asks for a new version.
  await api(page, baseURL!, "PUT", `/api/tours/${tour.id}/deals/${deal.id}`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "1750",
  });
  await promoter.reload();
  await expect(
    promoter.getByText(/The artist's manager will send you a new version to sign/),
  ).toBeVisible();
  await expect(promoter.getByRole("link", { name: /Download what you signed/ })).toBeVisible();
  await expectNoHorizontalOverflow(promoter, "the receipt after the deal changed");
  await screenshotIfAsked(promoter, "promoter-deal-changed-phone");
  await page.goto(`/dashboard/tours/${tour.id}`);
  await page.getByTestId("contract-chip").click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("button", { name: "Make a new version" })).toBeVisible();
  await expectNoHorizontalOverflow(page, "the contract panel");
  await screenshotIfAsked(page, "panel-phone", false);

  await promoter.goto("/verify");
  await expect(promoter.getByRole("heading", { name: "Verify a contract" })).toBeVisible();
  await expectNoHorizontalOverflow(promoter, "the verify page");
  await screenshotIfAsked(promoter, "verify-phone");
  await side.close();
});

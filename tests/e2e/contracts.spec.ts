import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, screenshotIfAsked, test } from "./support/fixtures";

/**
 * Issue 39, item 6: the manager makes and sends a show's contract; the promoter, in a browser
 * of its own with no account, draws a signature and signs; the manager countersigns; the tour
 * page reads Executed; the executed PDF downloads, /verify says it is unchanged, and the same
 * file with one byte changed reads altered.
 */
const VENUE = "Crystal Ballroom";

async function api(page: Page, baseURL: string, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** A confirmed show with a guarantee deal: what a contract is made from. */
async function showWithDeal(page: Page, baseURL: string) {
  const tour = await api(page, baseURL, "POST", "/api/tours", { title: "Contract Tour" });
  const show = await api(page, baseURL, "POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "new",
    newVenue: { name: VENUE, city: "Portland", state: "OR", capacity: "1500" },
    performanceDate: "2099-05-02",
    status: "confirmed",
    venueFee: "4000",
    estimatedTravelCost: "0",
    estimatedAccommodationCost: "0",
  });
  await api(page, baseURL, "POST", `/api/tours/${tour.id}/deals`, {
    showId: show.id,
    dealType: "guarantee",
    guaranteeAmount: "4000",
  });
  return { tourId: tour.id as string, showId: show.id as string };
}

/** Signs in the canvas as a finger or mouse would: two strokes. */
async function drawSignature(page: Page, canvas: Locator) {
  const box = (await canvas.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  for (const stroke of [
    [at(0.1, 0.6), at(0.25, 0.3), at(0.4, 0.7), at(0.55, 0.35)],
    [at(0.6, 0.5), at(0.8, 0.55), at(0.9, 0.4)],
  ]) {
    await page.mouse.move(...stroke[0]!);
    await page.mouse.down();
    for (const p of stroke.slice(1)) await page.mouse.move(...p, { steps: 4 });
    await page.mouse.up();
  }
}

/** The bytes of the file a link's click downloads. */
async function downloaded(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const stream = await download.createReadStream();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

/** Opens the show's deal in the deal dialog (Logistics → Finances) and types a new guarantee. */
async function editGuarantee(page: Page, tourId: string, amount: string) {
  await page.goto(`/dashboard/logistics?tour=${tourId}`);
  await page.getByRole("button", { name: new RegExp(`Edit deal for .*${VENUE}`) }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Deal" });
  await dialog.getByLabel("Guarantee (USD)").fill(amount);
  return dialog;
}

test("a contract goes from the deal to executed through both browsers, and verifies", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  const { tourId } = await showWithDeal(page, baseURL!);
  const row = page.getByTestId("show-row").filter({ hasText: VENUE });

  // The manager makes the contract from the tour page and sends it.
  await page.goto(`/dashboard/tours/${tourId}`);
  await row.getByTestId("contract-chip").click();
  const panel = page.getByRole("dialog");
  await panel.getByRole("button", { name: "Make the contract" }).click();
  await expect(panel.getByTestId("contract-state")).toHaveText("Contract: draft");
  await expect(panel.getByRole("link", { name: "Preview the PDF" })).toBeVisible();
  await panel.getByLabel("Promoter's name").fill("Pat Promoter");
  await panel.getByLabel("Promoter's email").fill("pat@example.com");
  await panel.getByRole("button", { name: "Send to the promoter" }).click();
  await screenshotIfAsked(page, "panel-sent", false);
  const url = await panel.getByLabel("Signing link").inputValue();
  expect(url).toContain("/contract/");
  await expect(panel.getByTestId("contract-state")).toHaveText("Contract: sent");
  await page.keyboard.press("Escape");
  await expect(row.getByTestId("contract-chip")).toContainText("Contract: sent");

  // The promoter, with no account, reads and signs with a drawn signature.
  const promoterSide = await browser.newContext({ baseURL });
  const promoter = await promoterSide.newPage();
  await promoter.goto(new URL(url).pathname);
  await expect(promoter.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(promoter.getByText(VENUE)).toBeVisible();
  await expect(promoter.getByRole("link", { name: "Read the contract (PDF)" })).toBeVisible();
  await expectNoAxeViolations(promoter);
  await screenshotIfAsked(promoter, "promoter-page");
  const sign = promoter.getByRole("button", { name: "Sign the contract" });
  await expect(promoter.getByLabel("Full name")).toHaveValue("Pat Promoter");
  await expect(sign).toBeDisabled();
  await promoter.getByRole("radio", { name: "Draw it" }).click();
  await drawSignature(promoter, promoter.getByTestId("signature-canvas"));
  await promoter.getByLabel(/I have read this contract and agree/).click();
  await sign.click();
  await expect(promoter.getByRole("heading", { name: "Signed" })).toBeVisible();
  await expect(promoter.getByRole("link", { name: /Download what you signed/ })).toBeVisible();
  await screenshotIfAsked(promoter, "promoter-receipt");
  // What the promoter downloads verifies as what it is: the document they signed (issue 47).
  const mine = await downloaded(
    promoter,
    promoter.getByRole("link", { name: /Download what you signed/ }),
  );
  const fingerprint = await promoter.getByTestId("download-fingerprint").textContent();
  await promoter.goto("/verify");
  await promoter.getByLabel(/Choose a PDF/).setInputFiles({
    name: "signed.pdf",
    mimeType: "application/pdf",
    buffer: mine,
  });
  const verdict = promoter.getByRole("status");
  await expect(verdict).toContainText("This is the document the promoter signed on");
  await expect(verdict).toContainText("signed by one side");
  await screenshotIfAsked(promoter, "verify-signed-copy");
  expect(fingerprint).toContain((await verdict.textContent())!.split("SHA-256: ")[1]!.trim());

  // Changing the deal now would void what the promoter signed: the dialog says so before saving.
  const dealDialog = await editGuarantee(page, tourId, "4500");
  await expect(dealDialog.getByTestId("deal-contract-warning")).toContainText(
    "The promoter has signed: this makes the contract out of date.",
  );
  await dealDialog.getByTestId("deal-contract-warning").scrollIntoViewIfNeeded();
  await screenshotIfAsked(page, "deal-warning", false);
  await dealDialog.getByRole("button", { name: "Cancel" }).click();
  await page.goto(`/dashboard/tours/${tourId}`);

  // The manager sees it signed, and countersigns with a typed signature.
  await page.reload();
  await expect(row.getByTestId("contract-chip")).toContainText("Signed by promoter");
  await row.getByTestId("contract-chip").click();
  await panel.getByLabel("Full name").fill("Sam Rivera");
  await panel.getByLabel("Type your signature").fill("Sam Rivera");
  await panel.getByLabel(/I sign this contract for the artist/).click();
  await panel.getByRole("button", { name: "Countersign" }).click();
  await expect(panel.getByTestId("contract-state")).toHaveText("Executed");
  await panel.getByText(/Audit trail/).click();
  await expect(panel.getByTestId("contract-events")).toContainText("Signed by the promoter");
  await expect(panel.getByTestId("contract-events")).toContainText("Countersigned");
  await screenshotIfAsked(page, "panel-executed", false);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Download the executed PDF" }).click(),
  ]);
  const pdf = await download.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => resolve(Buffer.concat(chunks)));
        stream.on("error", reject);
      }),
  );
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await page.keyboard.press("Escape");
  await expect(row.getByTestId("contract-chip")).toContainText("Executed");

  // Anyone checks the file on /verify: unchanged; then with one byte changed: altered.
  await promoter.goto("/verify");
  await expectNoAxeViolations(promoter);
  const chooser = promoter.getByLabel(/Choose a PDF/);
  await chooser.setInputFiles({ name: "executed.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(promoter.getByRole("status")).toContainText(
    new RegExp(`This is the executed contract for ${VENUE} on May 2, 2099, unchanged since`),
  );
  const altered = Buffer.from(pdf);
  const at = Math.floor(altered.length / 2);
  altered[at] = altered[at] === 0x41 ? 0x42 : 0x41;
  await chooser.setInputFiles({
    name: "altered.pdf",
    mimeType: "application/pdf",
    buffer: altered,
  });
  await expect(promoter.getByRole("status")).toContainText("This PDF was altered after signing.");
  await screenshotIfAsked(promoter, "verify-altered");
  await promoterSide.close();

  // The guarantee raised after execution: the contract still reads executed, says the deal
  // changed, and offers an amendment (issue 47).
  const raise = await editGuarantee(page, tourId, "9100");
  await expect(raise.getByTestId("deal-contract-warning")).toContainText(
    "The contract is executed: after this change it no longer matches the deal.",
  );
  await raise.getByRole("button", { name: "Save Deal" }).click();
  await expect(page.getByText("Deal updated")).toBeVisible();
  await page.goto(`/dashboard/tours/${tourId}`);
  await expect(row.getByTestId("contract-chip")).toContainText("Executed · deal changed");
  await row.getByTestId("contract-chip").click();
  await expect(panel.getByText(/it no longer matches the deal/)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Make an amendment" })).toBeVisible();
  await screenshotIfAsked(page, "panel-amendment", false);
  await page.keyboard.press("Escape");

  // Crew's eyes ("View as crew"): the tour page opens, with no contract on it.
  await page.getByRole("button", { name: "View as crew" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Viewing as crew" })).toBeVisible();
  await page.goto(`/dashboard/tours/${tourId}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId("contract-chip")).toHaveCount(0);
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByText("Contract template")).toHaveCount(0);
});

test("a link that does not work says so, and a PDF Tribe never issued reads as such", async ({
  page,
}) => {
  await page.goto("/contract/not-a-real-token");
  await expect(
    page.getByRole("heading", { name: "This contract link does not work" }),
  ).toBeVisible();
  await expect(page.getByText("Ask the artist's manager for a new link.")).toBeVisible();
  // Trying again cannot bring an unknown link back: no button offers it.
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.goto("/verify");
  await page.getByLabel(/Choose a PDF/).setInputFiles({
    name: "other.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  });
  await expect(page.getByRole("status")).toContainText("Tribe did not issue this document.");
});

test("the template editor saves clauses, names an unknown placeholder, and resets", async ({
  page,
  account: _account,
}) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Contract template" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset to default" })).toBeDisabled();
  const text = page.getByLabel("Clause 1 text");
  await text.fill("Paid by {{promoter}} on {{fee}}.");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "{{fee}}" }).first()).toBeVisible();
  await text.fill("Paid by {{promoter}} before {{date}}.");
  await page.getByRole("button", { name: "Add a clause" }).click();
  await page.getByLabel("Clause 7 heading").fill("Merch");
  await page.getByLabel("Clause 7 text").fill("The artist sells their own merchandise.");
  await page.getByRole("button", { name: "Move clause 7 up" }).click();
  await expect(page.getByLabel("Clause 6 heading")).toHaveValue("Merch");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Contract template saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Clause 6 heading")).toHaveValue("Merch");
  await expect(page.getByLabel("Clause 1 text")).toHaveValue(
    "Paid by {{promoter}} before {{date}}.",
  );
  await page.getByRole("button", { name: "Reset to default" }).click();
  await expect(page.getByText("Back to the default template")).toBeVisible();
  await expect(page.getByLabel("Clause 7 heading")).toHaveCount(0);
});

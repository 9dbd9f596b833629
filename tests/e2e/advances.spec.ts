import type { Page } from "@playwright/test";
import { expect, newAccountDetails, signUpViaApi, test } from "./support/fixtures";

/**
 * Issue 38: a manager sends the venue a link, the promoter (no account, a browser of its own)
 * fills load-in and uploads a stage plot, the manager accepts, and crew are told, and see both
 * on the day sheet, online and with no signal (the service worker's saved copy).
 */

async function api(page: Page, baseURL: string, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("the venue fills load-in and a stage plot; the manager accepts; crew see them", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  const tour = await api(page, baseURL!, "POST", "/api/tours", { title: "Advance Tour" });
  const venue = await api(page, baseURL!, "POST", "/api/venues", { name: "Union Hall" });
  const show = await api(page, baseURL!, "POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-06-01",
  });

  // The manager makes the link.
  await page.goto(`/dashboard/logistics/advance/${tour.id}/${show.id}`);
  await expect(page.getByTestId("advance-progress")).toHaveText("Advanced 0 of 24");
  await page.getByLabel("For (promoter or venue contact)").fill("Sam Promoter");
  await page.getByRole("button", { name: "Make link" }).click();
  const url = await page.getByLabel("Venue link").inputValue();
  expect(url).toContain("/advance/");

  // The promoter, with no account, answers and uploads.
  const venueSide = await browser.newContext({ baseURL });
  const promoter = await venueSide.newPage();
  await promoter.goto(new URL(url).pathname);
  await expect(promoter.getByRole("heading", { name: /Advance: Union Hall/ })).toBeVisible();
  await expect(promoter.getByText("Settlement")).toHaveCount(0);
  // The page says which show it is.
  await expect(promoter.getByTestId("advance-show")).toHaveText("Jun 1, 2099 · Advance Tour");
  await promoter.screenshot({ path: test.info().outputPath("advance-link-desktop.png") });
  // Three answers typed, one Save: all three are kept (issue 47: each had its own Save, and
  // the two not pressed were lost on reload).
  const loadIn = promoter.getByTestId("link-item-loadIn");
  await loadIn.getByLabel("Load-in").fill("14:30");
  await promoter.getByLabel("Power").fill("2 x 32A");
  await promoter.getByLabel("Parking (bus / van / trailer)").fill("Bay 3, behind the hall");
  await expect(promoter.getByTestId("unsaved-answers")).toHaveText("3 answers not saved yet");
  await promoter.getByRole("button", { name: "Save answers" }).click();
  await expect(promoter.getByTestId("unsaved-answers")).toHaveText(
    "Everything you typed is saved.",
  );
  await promoter.reload();
  // In the clock the time input shows (this browser's: 12-hour).
  await expect(loadIn.getByText("Your answer: 2:30 PM")).toBeVisible();
  await expect(promoter.getByLabel("Power")).toHaveValue("2 x 32A");
  await expect(promoter.getByLabel("Parking (bus / van / trailer)")).toHaveValue(
    "Bay 3, behind the hall",
  );
  // Something typed and not saved: leaving asks first.
  await promoter.getByLabel("Runner").fill("Yes, from 12:00");
  // The page asks only once it knows: its guard is set in an effect after React has drawn the
  // unsaved count, a frame later (closing before it closed the page in a CI run).
  await expect(promoter.getByTestId("unsaved-answers")).toHaveText(/not saved yet/);
  await promoter.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const dialog = promoter.waitForEvent("dialog");
  // Closing runs the page's beforeunload; dismissed, the page stays.
  await promoter.close({ runBeforeUnload: true });
  const asked = await dialog;
  expect(asked.type()).toBe("beforeunload");
  await asked.dismiss();
  await expect(promoter.getByLabel("Runner")).toHaveValue("Yes, from 12:00");
  await promoter.getByLabel("Kind of file").selectOption("stage_plot");
  await promoter
    .getByLabel("File (PDF or image, up to 10 MB)")
    .setInputFiles({ name: "plot.png", mimeType: "image/png", buffer: PNG });
  await expect(promoter.getByRole("link", { name: "Stage plot: plot.png" })).toBeVisible();
  await venueSide.close();

  // Crew join before the accept (they are among the people on that day).
  const person = newAccountDetails("Crew Sam");
  const { link } = await api(page, baseURL!, "POST", "/api/team/invitations", {
    email: person.email,
    role: "crew",
  });
  // The service worker is part of what is tested here (the other contexts block it).
  const crewSide = await browser.newContext({ baseURL, serviceWorkers: "allow" });
  const crew = await crewSide.newPage();
  await signUpViaApi(crew, baseURL!, person);
  await api(
    crew,
    baseURL!,
    "POST",
    `/api/invitations/${String(link).split("/join/")[1]}/accept`,
    {},
  );
  await api(crew, baseURL!, "PUT", "/api/profile/time-format", { timeFormat: "24h" });

  // The manager sees which show, the answer beside the current value, and accepts it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Advance: Union Hall" })).toBeVisible();
  await expect(page.getByTestId("advance-show")).toHaveText("Jun 1, 2099 · Advance Tour");
  await page.screenshot({ path: test.info().outputPath("advance-desktop.png") });
  const item = page.getByTestId("advance-item-loadIn");
  await expect(item).toContainText("Proposed:");
  await expect(item).toContainText("by Sam Promoter (venue link)");
  await item.getByRole("checkbox", { name: "Accept Load-in" }).click();
  await page.getByRole("button", { name: "Accept selected (1)" }).click();
  await expect(page.getByTestId("advance-progress")).toHaveText("Advanced 1 of 24");

  // Crew are told, in the bell, what is now agreed.
  const bell = await api(crew, baseURL!, "GET", "/api/notifications");
  expect(bell.items.map((i: { title: string }) => i.title)).toContain(
    "Load-in for the show at Union Hall on Jun 1 is now 14:30",
  );

  // Crew, on a 24-hour clock, see the new load-in and the stage plot on the day sheet.
  // The first page after joining is in the workspace joined, on its Overview; the next link
  // opens its page at once (join-deep-link.spec.ts).
  await crew.goto("/dashboard");
  await expect(crew.getByRole("link", { name: "Advance Tour" })).toBeVisible();
  await crew.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
  const daySheet = `/dashboard/logistics/day-sheet/${tour.id}/${show.id}`;
  const sheet = await api(crew, baseURL!, "GET", `/api/tours/${tour.id}/day-sheets/${show.id}`);
  const fileUrl = `/api/tours/${tour.id}/advances/${show.id}/files/${sheet.files[0].id}`;
  const seesIt = async () => {
    await expect(crew.getByRole("heading", { name: "Day Sheet" })).toBeVisible();
    await expect(crew.getByText("14:30")).toBeVisible();
    const files = crew.getByTestId("day-sheet-files");
    await expect(files.getByRole("link", { name: "Stage plot: plot.png" })).toBeVisible();
    // The stage plot itself is on the page, drawn from its bytes.
    const plot = files.getByRole("img", { name: "Stage plot: plot.png" });
    await expect(plot).toBeVisible();
    await expect
      .poll(() => plot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    // Opening it (the link's own request, through the service worker) gives the file.
    const opened = await crew.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get("content-type") };
    }, fileUrl);
    expect(opened).toEqual({ status: 200, type: "image/png" });
  };
  await crew.goto(daySheet);
  await seesIt();
  // Saved for offline with the day sheet: the file is in the device's own cache of files.
  await expect
    .poll(() =>
      crew.evaluate(async (url) => {
        for (const name of await caches.keys()) {
          if (!name.startsWith("tribe-api-v1:files:")) continue;
          if (await (await caches.open(name)).match(url)) return true;
        }
        return false;
      }, fileUrl),
    )
    .toBe(true);

  // No signal: the day sheet, its new load-in and the stage plot still open.
  await crewSide.setOffline(true);
  await crew.reload();
  await seesIt();
  await crewSide.setOffline(false);

  // The advance questions are the managers': crew are told so, with no error.
  await crew.goto("/dashboard/logistics/advance-questions");
  await expect(
    crew.getByText("The owner and managers choose the advance questions."),
  ).toBeVisible();
  await crewSide.close();
});

test("a manager edits the advance questions; a show not yet asked reads the new ones", async ({
  page,
  baseURL,
  account: _account,
}) => {
  const tour = await api(page, baseURL!, "POST", "/api/tours", { title: "Question Tour" });
  const venue = await api(page, baseURL!, "POST", "/api/venues", { name: "Corner Room" });
  const show = await api(page, baseURL!, "POST", `/api/tours/${tour.id}/shows`, {
    venueMode: "existing",
    venueId: venue.id,
    performanceDate: "2099-07-01",
  });
  await page.goto(`/dashboard/logistics/advance/${tour.id}/${show.id}`);
  await page.getByRole("link", { name: "Edit questions" }).click();
  await expect(page.getByRole("heading", { name: "Advance questions" })).toBeVisible();

  // Rename one; the day sheet's times are named as such and keep their kind.
  const parking = page.getByTestId("template-item-parking");
  await parking.getByRole("textbox", { name: "Question", exact: true }).fill("Bus parking");
  await expect(page.getByTestId("template-item-loadIn")).toContainText("A time on the day sheet");
  // Add one to Logistics (it comes last) and move it up above Wi-Fi; remove Runner.
  const logistics = page.getByRole("region", { name: "Logistics" });
  await logistics.getByLabel("New logistics question").fill("Green room Wi-Fi");
  await logistics.getByRole("button", { name: "Add question" }).click();
  const added = page.getByTestId("template-item-greenRoomWiFi");
  await expect(added.getByRole("textbox", { name: "Question", exact: true })).toHaveValue(
    "Green room Wi-Fi",
  );
  await added.getByRole("button", { name: "Move Green room Wi-Fi up" }).click();
  await added.getByRole("button", { name: "Move Green room Wi-Fi up" }).click();
  await page.getByRole("button", { name: "Remove Runner" }).click();
  await expect(page.getByTestId("template-item-runner")).toHaveCount(0);

  // A question without a name is refused where it is, and nothing is saved.
  await page
    .getByTestId("template-item-wifi")
    .getByRole("textbox", { name: "Question", exact: true })
    .fill("  ");
  await page.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByTestId("template-item-wifi").getByRole("alert")).toHaveText(
    "Give the item a name",
  );
  await expect(page.getByText("Some questions need fixing")).toBeVisible();
  await page
    .getByTestId("template-item-wifi")
    .getByRole("textbox", { name: "Question", exact: true })
    .fill("Wi-Fi");
  await page.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByText("Advance questions saved")).toBeVisible();

  // The show not asked yet reads the new questions, in their order.
  await page.goto(`/dashboard/logistics/advance/${tour.id}/${show.id}`);
  await expect(page.getByTestId("advance-item-parking")).toContainText("Bus parking");
  await expect(page.getByTestId("advance-item-runner")).toHaveCount(0);
  const keys = await page
    .locator('[data-testid^="advance-item-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
  expect(keys.indexOf("advance-item-greenRoomWiFi")).toBeLessThan(
    keys.indexOf("advance-item-wifi"),
  );
  await expect(page.getByTestId("advance-progress")).toHaveText("Advanced 0 of 24");
});

test("an advance link that does not work says what to do, with no Try again", async ({ page }) => {
  await page.goto("/advance/not-a-real-token");
  await expect(
    page.getByRole("heading", { name: "This advance link does not work" }),
  ).toBeVisible();
  await expect(page.getByText("Ask the tour manager for a new link.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
});

test("leaving the advance questions with unsaved changes asks first", async ({
  page,
  account: _account,
}) => {
  await page.goto("/dashboard/logistics/advance-questions");
  const parking = page
    .getByTestId("template-item-parking")
    .getByRole("textbox", { name: "Question", exact: true });
  await parking.fill("Bus parking");
  await page.getByRole("link", { name: "Overview" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/advance-questions$/);
  await expect(parking).toHaveValue("Bus parking");

  await page.getByRole("link", { name: "Overview" }).click();
  await ask.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Saved changes leave without a question.
  await page.goto("/dashboard/logistics/advance-questions");
  await parking.fill("Bus parking");
  await page.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByText("Advance questions saved")).toBeVisible();
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(ask).toHaveCount(0);
});

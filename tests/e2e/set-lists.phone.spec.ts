import fs from "node:fs";
import Papa from "papaparse";
import { pdfText } from "../support/pdf-text";
import { expectNoAxeViolations } from "./support/axe";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";
import { moveWithKeyboard, pickUpWithKeyboard } from "./support/keyboard-drag";
import { api, invitedMember, ownerOf } from "./support/party";

/**
 * Issue 50 item 6: an artist builds a show's set on a phone from a saved one, changes a few
 * lines and saves; the stage copy's PDF is read back with its songs in order; what was played
 * is confirmed; the performance report's CSV is parsed back with the right songs and shares.
 */

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test("an artist on a phone starts a set from a saved one, prints the stage copy and the report files it", async ({
  page,
  browser,
  baseURL,
  account: _account,
}) => {
  // The owner's side, through the API the pages call: a catalogue, a saved set, a show played
  // last night in London, and PRS as the society the band files with.
  ownerOf(page, baseURL!);
  const song = async (title: string, writers: { name: string; share: string }[], iswc?: string) =>
    (await api(page, "POST", "/api/songs", { title, writers, iswc, durationSeconds: "3:30" }))
      .id as string;
  const ghosts = await song(
    "Ghosts",
    [
      { name: "Ana Ruiz", share: "50" },
      { name: "Ben Ode", share: "50" },
    ],
    "T-034.524.680-1",
  );
  const paper = await song("Paper Moon", [{ name: "Ana Ruiz", share: "100" }]);
  const river = await song("River Song", [
    { name: "Ana Ruiz", share: "33.33" },
    { name: "Ben Ode", share: "33.33" },
    { name: "Cy Lee", share: "33.34" },
  ]);
  await api(page, "POST", "/api/saved-sets", {
    name: "Club set",
    items: [{ songId: paper }, { songId: ghosts }, { songId: river, encore: true }],
  });
  const tour = await api(page, "POST", "/api/tours", { title: "UK Run" });
  const made = await api(page, "POST", "/api/negotiations", {
    tourId: tour.id,
    show: {
      venueMode: "new",
      newVenue: { name: "The Garage", city: "London", country: "GB", capacity: "600" },
      performanceDate: yesterday(),
      venueFee: "500",
    },
    status: "confirmed",
  });
  const showId = made.negotiation.id as string;
  await api(page, "PUT", "/api/setlist-settings", { societies: ["PRS"] });

  // The artist, a real member, on a phone.
  const artist = await invitedMember(browser, page, baseURL!, "artist");
  const phone = artist.page;
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/dashboard/logistics/set-list/${tour.id}/${showId}`);
  await expect(phone.getByRole("heading", { name: "The set" })).toBeVisible();

  await phone.getByRole("button", { name: "Start from…" }).click();
  await phone
    .getByRole("dialog")
    .getByRole("button", { name: /Club set/ })
    .click();
  const set = phone.getByRole("list", { name: "The set, in order" });
  await expect(set.getByRole("listitem")).toHaveCount(3);

  // A few changes: a free line (after an encore line, it joins the encore), Ghosts first (by
  // keyboard on its handle).
  await phone.getByLabel("Or a line that is not a song").fill("Drum solo");
  await phone.getByRole("button", { name: "Add", exact: true }).click();
  await expect(set.getByRole("listitem")).toHaveCount(4);
  // dnd-kit's live region says where the line is as it moves: each key waits for its words.
  const live = phone.getByRole("status").filter({ hasText: "Ghosts" });
  await pickUpWithKeyboard(
    phone,
    phone.getByRole("button", { name: "Drag to reorder Ghosts" }),
    live,
  );
  await moveWithKeyboard(phone, live, "ArrowUp", "Ghosts is over line 1 of 4.");
  await phone.keyboard.press("Space");
  await expect(live).toHaveText(/Ghosts dropped at line 1/);
  await expectNoHorizontalOverflow(phone, "the set page");
  await expectNoAxeViolations(phone);
  await screenshotIfAsked(phone, "phone-set-list");
  await phone.getByRole("button", { name: "Save set" }).click();
  await expect(phone.getByRole("button", { name: "Saved", exact: true })).toBeVisible();

  // The stage copy: one page, the songs in the order saved.
  const pdf = await phone.request.get(`/api/tours/${tour.id}/set-lists/${showId}/pdf`);
  expect(pdf.status()).toBe(200);
  const lines = pdfText(Buffer.from(await pdf.body())).join("\n");
  const at = (title: string) => lines.indexOf(title);
  const order = ["Ghosts", "Paper Moon", "River Song", "Drum solo"];
  for (const title of order)
    expect(at(title), `${title} on the stage copy`).toBeGreaterThanOrEqual(0);
  expect([...order].sort((a, b) => at(a) - at(b))).toEqual(order);

  // After the show: played as planned, confirmed from the page.
  // The first button opens the draft (the plan), the second, under it, confirms it.
  await phone.getByRole("button", { name: "Confirm what was played" }).click();
  await phone.getByRole("button", { name: "Confirm what was played" }).click();
  await expect(phone.getByRole("list", { name: "What was played" })).toBeVisible();

  // The filing: the report for the quarter, downloaded from the Filing tab and parsed back.
  await phone.goto("/dashboard/songs?tab=filing");
  const download = phone.waitForEvent("download");
  await phone.getByRole("link", { name: "Download CSV" }).first().click();
  const csv = fs.readFileSync(await (await download).path(), "utf8");
  const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  }).data.filter((r) => r.Venue === "The Garage");
  expect(rows.map((r) => r["Song title"])).toEqual(["Ghosts", "Paper Moon", "River Song"]);
  expect(rows[0]!["Writers and shares"]).toBe("Ana Ruiz 50.00%; Ben Ode 50.00%");
  expect(rows[0]!.ISWC).toBe("T-034524680-1");
  expect(rows[2]!["Writers and shares"]).toBe("Ana Ruiz 33.33%; Ben Ode 33.33%; Cy Lee 33.34%");
  await expectNoHorizontalOverflow(phone, "the filing");
  await expectNoAxeViolations(phone);
  await screenshotIfAsked(phone, "phone-filing");
  await artist.context.close();
});

test.describe("with no signal", () => {
  // The service worker is what this test is about (the others block it: playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("crew open the set and its stage copy on a stage with no signal", async ({
    page,
    context,
    baseURL,
    account: _account,
  }) => {
    ownerOf(page, baseURL!);
    const ghosts = (await api(page, "POST", "/api/songs", { title: "Ghosts", musicalKey: "Em" }))
      .id as string;
    const tour = await api(page, "POST", "/api/tours", { title: "Basement Run" });
    const venue = await api(page, "POST", "/api/venues", { name: "Cellar Bar", city: "Leeds" });
    const show = await api(page, "POST", `/api/tours/${tour.id}/shows`, {
      venueMode: "existing",
      venueId: venue.id,
      performanceDate: "2099-05-01",
    });
    const setPath = `/dashboard/logistics/set-list/${tour.id}/${show.id}`;
    const copyPath = `/api/tours/${tour.id}/set-lists/${show.id}/pdf`;
    await api(page, "PUT", `/api/tours/${tour.id}/set-lists/${show.id}`, {
      items: [{ songId: ghosts }, { label: "Drum solo" }],
    });
    await api(page, "PUT", "/api/team/view-as", { role: "crew" });

    await page.goto(setPath);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    });
    await page.reload();
    const set = page.getByRole("list", { name: "The set, in order" });
    await expect(set).toContainText("Ghosts");
    // Saved with the set as it was read: the stage copy is in the device's cache of files.
    await expect
      .poll(() =>
        page.evaluate(async (path) => {
          for (const name of await caches.keys()) {
            if (!name.startsWith("tribe-api-v1:files:")) continue;
            if (await (await caches.open(name)).match(path, { ignoreSearch: true })) return true;
          }
          return false;
        }, copyPath),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(set).toContainText("Ghosts");
    await expect(set).toContainText("Drum solo");
    const copy = await page.evaluate(async (path) => {
      const res = await fetch(path);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, pdf: String.fromCharCode(...bytes.slice(0, 5)) };
    }, copyPath);
    expect(copy).toEqual({ status: 200, pdf: "%PDF-" });
    await context.setOffline(false);
  });
});

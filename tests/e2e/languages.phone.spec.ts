import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";

/**
 * Tribe in Spanish and German (issue 55): a person whose phone's browser asks for the language
 * gets every page in it with nothing else to do, the app's own words in the language's
 * catalogue (a chunk of its own), the page's language declared, axe-clean and fitting the
 * screen. Choosing another language in Settings re-draws the page in it, and the choice stays
 * with the person on the next load.
 */
interface Walk {
  locale: string;
  lang: string;
  welcome: string;
  pages: { path: string; heading: string }[];
  settings: string;
  language: string;
}

const WALKS: Walk[] = [
  {
    locale: "de-DE",
    lang: "de",
    welcome: "Willkommen zurück, E2E Artist",
    pages: [
      { path: "/dashboard/tours", heading: "Touren" },
      { path: "/dashboard/hcc-manager", heading: "HCC-Manager" },
      { path: "/dashboard/logistics", heading: "Logistik & Finanzen" },
    ],
    settings: "Einstellungen",
    language: "Sprache",
  },
  {
    locale: "es-ES",
    lang: "es",
    welcome: "Hola de nuevo, E2E Artist",
    pages: [
      { path: "/dashboard/tours", heading: "Giras" },
      { path: "/dashboard/hcc-manager", heading: "Gestor HCC" },
      { path: "/dashboard/logistics", heading: "Logística y finanzas" },
    ],
    settings: "Ajustes",
    language: "Idioma",
  },
];

const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });

async function looksRight(page: Page, lang: string, shot: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await screenshotIfAsked(page, shot);
}

for (const walk of WALKS) {
  test.describe(`in ${walk.locale}`, () => {
    test.use({ locale: walk.locale, viewport: { width: 390, height: 844 } });

    test("the main pages speak the browser's language, axe-clean at phone width", async ({
      page,
      account: _,
    }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: walk.welcome })).toBeVisible();
      await looksRight(page, walk.lang, `overview-${walk.lang}`);
      for (const { path, heading: name } of walk.pages) {
        await page.goto(path);
        await expect(heading(page, name)).toBeVisible();
        await looksRight(page, walk.lang, `${path.split("/").at(-1)}-${walk.lang}`);
      }
      await page.goto("/dashboard/settings");
      await expect(heading(page, walk.settings)).toBeVisible();
      await expect(page.getByRole("heading", { name: walk.language })).toBeVisible();
      await looksRight(page, walk.lang, `settings-${walk.lang}`);
    });
  });
}

test.describe("a language chosen in Settings", () => {
  test.use({ locale: "de-DE", viewport: { width: 390, height: 844 } });

  test("re-draws the page at once and stays with the person, whatever the browser asks", async ({
    page,
    account: _,
  }) => {
    await page.goto("/dashboard/settings");
    await expect(heading(page, "Einstellungen")).toBeVisible();
    await page.getByLabel("Sprache", { exact: true }).selectOption("es");
    await expect(heading(page, "Ajustes")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.reload();
    await expect(heading(page, "Ajustes")).toBeVisible();
    // Back to the browser's language: German again.
    await page.getByLabel("Idioma", { exact: true }).selectOption("browser");
    await expect(heading(page, "Einstellungen")).toBeVisible();
    await page.getByLabel("Sprache", { exact: true }).selectOption("en");
    await expect(heading(page, "Settings")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome Back, E2E Artist" })).toBeVisible();
  });
});

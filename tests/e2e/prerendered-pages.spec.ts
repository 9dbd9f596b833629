import type { Page } from "@playwright/test";
import { expect, newAccountDetails, signUpViaApi, test } from "./support/fixtures";

// /auth is pre-rendered at build time (scripts/prerender.tsx) and hydrated; the Overview is
// rendered by the server for a signed-in artist (src/server/overview-page.ts); the other
// dashboard pages' HTML starts the session request itself (src/client/lib/early-requests.ts).

/** Errors the page reported: a hydration mismatch, or a script the CSP refused, shows up here. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("the HTML sent for /auth already holds the forms, before any script runs", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Tribe" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  // Nothing to submit until the script that handles it runs (no password in a GET).
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeDisabled();

  await page.goto("/auth?mode=sign-up");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Artist name")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  await context.close();
});

test("the landing page is whole as HTML and downloads no React", async ({ page }) => {
  const errors = pageErrors(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Professional tour management for independent artists · Tribe");
  // Only the entry and its few lines of menu handling: not React, the router or the data layer.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /\/(react|app-libs|app|landing-page)-/.test(s))).toEqual([]);
  expect(errors).toEqual([]);
});

// Issue 55: the build renders both pages in each language; the server sends the reader's.
const LANGUAGES = [
  {
    locale: "de-DE",
    lang: "de",
    hero: "Professionelles Tourmanagement für unabhängige Künstler",
    welcome: "Willkommen bei Tribe",
    signIn: "Anmelden",
  },
  {
    locale: "es-ES",
    lang: "es",
    hero: "Gestión profesional de giras para artistas independientes",
    welcome: "Te damos la bienvenida a Tribe",
    signIn: "Iniciar sesión",
  },
];

for (const { locale, lang, hero, welcome, signIn } of LANGUAGES) {
  test.describe(`a browser that asks for ${locale}`, () => {
    test.use({ locale });

    test("gets the landing page and /auth in its language in the HTML itself", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, locale, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: hero })).toBeVisible();
      await expect(page).toHaveTitle(`${hero} · Tribe`);
      await page.goto("/auth?mode=sign-up");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: welcome })).toBeVisible();
      await context.close();
    });

    test("gets the landing page's words without its catalogue or React", async ({ page }) => {
      const errors = pageErrors(page);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1, name: hero })).toBeVisible();
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((s) => /\/(react|app-libs|app|landing-page|catalogue)-/.test(s)),
      ).toEqual([]);
      expect(errors).toEqual([]);
    });

    test("gets /auth hydrated in its language, never drawn again", async ({ page }) => {
      const errors = pageErrors(page);
      // The heading the HTML brought leaving the page would mean the page was drawn afresh.
      await page.addInitScript(() => {
        let first: Element | null = null;
        new MutationObserver(() => {
          first ??= document.querySelector("#root h1");
          if (first && !first.isConnected) (window as { redrawn?: boolean }).redrawn = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto("/auth");
      // The app starts when the reader reaches for the form (src/client/main.tsx).
      await page.locator("input[type=email]").focus();
      await expect(page.getByRole("button", { name: signIn, exact: true })).toBeEnabled();
      await expect(page.getByRole("heading", { level: 1, name: welcome })).toBeVisible();
      expect(await page.evaluate(() => (window as { redrawn?: boolean }).redrawn)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  });
}

test.describe("a German browser on a device that chose Spanish", () => {
  test.use({ locale: "de-DE" });

  test("gets the landing page and /auth in Spanish", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "tribe_locale", value: "es", url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem("tribe_locale", "es"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/auth");
    await expect(
      page.getByRole("heading", { level: 1, name: LANGUAGES[1]!.welcome }),
    ).toBeVisible();
    await page.locator("input[type=email]").focus();
    await expect(page.getByRole("button", { name: "Iniciar sesión", exact: true })).toBeEnabled();
  });
});

test("/auth loads no schema library, select or dialog kit until its form is used", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/auth");
  // Reaching for the page starts the app (src/client/main.tsx); a field is not used yet.
  await page.mouse.move(5, 5);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  // Decision 10: each was ~0.1–0.3 s of a 4× slower CPU on this page's first load.
  expect(scripts.filter((s) => /\/(zod|edit-kit|select-field)-/.test(s))).toEqual([]);
  // The validation comes when a field is used (lib/lazy-resolver.ts).
  await page.getByLabel("Email").focus();
  await expect.poll(() => scripts.some((s) => /\/zod-/.test(s))).toBe(true);
});

test.describe("in another time zone", () => {
  test.use({ timezoneId: "Pacific/Auckland" });

  test("the dashboard records a new artist's time zone without building a date formatter as it loads", async ({
    page,
    account: _,
  }) => {
    // An Intl date formatter's first use loads the locale's data: ~150 ms of a 4× slower CPU.
    await page.addInitScript(() => {
      const counted = window as unknown as { dateFormatsBuilt: number };
      counted.dateFormatsBuilt = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.dateFormatsBuilt++;
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          counted.dateFormatsBuilt++;
          return Reflect.apply(target, self, args);
        },
      });
    });
    const recorded = page.waitForRequest(
      (r) => r.method() === "PUT" && new URL(r.url()).pathname === "/api/notifications/settings",
    );
    await page.goto("/dashboard");
    expect((await recorded).postDataJSON()).toEqual({ timeZone: "Pacific/Auckland" });
    await expect(page.getByText("Recent Tours")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(
      await page.evaluate(
        () => (window as unknown as { dateFormatsBuilt: number }).dateFormatsBuilt,
      ),
    ).toBe(0);
  });
});

test("signing in through the pre-rendered page opens the Overview, without a hydration error", async ({
  page,
  baseURL,
}) => {
  const account = await signUpViaApi(page, baseURL!);
  await page.context().clearCookies();
  const errors = pageErrors(page);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome Back, / })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the Sign Up intent opens the pre-rendered Sign Up tab, and it creates the account", async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto("/dashboard?start=sign-up");
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  // Loaded directly too: the server sends the page with the Sign Up tab rendered in.
  await page.goto("/auth?mode=sign-up");
  const account = newAccountDetails("Prerendered Artist");
  await page.getByLabel("Your name").fill(account.name);
  await page.getByLabel("Artist name").fill(account.artistName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome Back, Prerendered Artist" }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("/auth runs no app until the reader reaches for it, and loses nothing done meanwhile", async ({
  page,
  baseURL,
}) => {
  const errors = pageErrors(page);
  const account = await signUpViaApi(page, baseURL!);
  await page.context().clearCookies();
  const appStarted = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__react")),
    );
  await page.goto("/auth");
  // The page has loaded and listed its app's scripts to fetch ahead: the entry has run.
  await page.waitForLoadState("load");
  await expect(page.locator("link[rel=prefetch]").first()).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(await appStarted()).toBe(false);

  // Typed at once, while the app starts: every key is kept, and the form signs in.
  await page.getByLabel("Email").focus();
  await page.keyboard.type(account.email);
  await page.getByLabel("Password").focus();
  await page.keyboard.type(account.password);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  expect(await appStarted()).toBe(true);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
});

test("a tab pressed on /auth before its app has started is pressed again once it has", async ({
  page,
}) => {
  // The app's own chunk is held back until the tab has been pressed.
  let pressed!: () => void;
  const tabPressed = new Promise<void>((resolve) => {
    pressed = resolve;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await tabPressed;
    await route.continue();
  });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  pressed();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByLabel("Artist name")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
});

test("the tabs of the pre-rendered page switch once it has hydrated", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByLabel("Artist name")).toBeVisible();
  await page.getByRole("tab", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel("Artist name")).toBeHidden();
});

test("a signed-in artist opening /auth moves on to the dashboard", async ({ page, account }) => {
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
});

test("the Overview arrives with its figures in the HTML and asks for nothing more", async ({
  page,
  account,
}) => {
  const errors = pageErrors(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    // The road days saved ahead for offline use (ADR 0018) and the header's bell (ADR 0024)
    // are not the page asking.
    if (["road-days", "bell"].includes(request.headers()["x-tribe-purpose"] ?? "")) return;
    if (pathname.startsWith("/api/")) asked.push(pathname);
  });
  await page.goto("/dashboard");
  await expect(page.getByText("currently running")).toBeVisible();
  await expect(page.getByText("Recent Tours")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  // Hydrated, without a mismatch: the page answers clicks.
  await page.getByRole("button", { name: "Export Data" }).click();
  await expect(page.getByRole("dialog", { name: "Export Data" })).toBeVisible();
  expect(errors).toEqual([]);
  // The page's figures are not kept as if fresh: the next visit to the Overview asks again.
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Manage Tours" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tours$/);
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByText("currently running")).toBeVisible();
  await expect.poll(() => asked.filter((p) => p === "/api/overview")).toEqual(["/api/overview"]);

  // The same figures with JavaScript switched off: they are in the page itself.
  const noScript = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await expect(
    plain.getByRole("heading", { level: 1, name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
  await expect(plain.getByText("currently running")).toBeVisible();
  await expect(plain.getByText("Recent Tours")).toBeVisible();
  await noScript.close();
});

test("a visitor without a session opening the dashboard is not asked for figures", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) asked.push(pathname);
  });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual(["/api/auth/get-session"]);
});

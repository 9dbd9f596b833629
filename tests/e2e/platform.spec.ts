import { expect, newAccountDetails, signUpViaApi, startDemo, test } from "./support/fixtures";

const LANDING_CTAS = ["Get Started Free", "Get Started (It's Free)", "View Demo", "Start Touring"];

test("every landing CTA targets /dashboard: an artist lands there, a visitor signs in first", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  // docs/product.md §1.3: every call-to-action and 'View Demo' navigates to /dashboard (carrying the
  // visitor's intent in ?start=, issue 13); nothing else on the page goes there.
  const targets = await page
    .locator('a[href^="/dashboard"]')
    .evaluateAll((links) => links.map((l) => l.textContent?.trim()));
  expect(targets.sort()).toEqual([...LANDING_CTAS].sort());
  const paths = await page
    .locator('a[href^="/dashboard"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLAnchorElement).href).pathname));
  expect(new Set(paths)).toEqual(new Set(["/dashboard"]));

  await page.getByRole("link", { name: "Get Started Free", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);

  await signUpViaApi(page, baseURL!);
  for (const name of LANDING_CTAS) {
    await page.goto("/");
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome Back, / })).toBeVisible();
  }
});

test("signing in through the form opens the Overview", async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
});

test("signing up greets the artist by name", async ({ page }) => {
  const account = newAccountDetails("Mara Vale");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Your name").fill(account.name);
  await page.getByLabel("Artist name").fill(account.artistName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome Back, Mara Vale" })).toBeVisible();
});

test("a wrong password says so and keeps the email", async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Wrong email or password. Check both and try again.",
  );
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
});

test("a short password or a malformed email is refused before it is sent", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(new URL(request.url()).pathname);
  });
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Your name").fill("Sam Short");
  await page.getByLabel("Artist name").fill("Shorty");
  await page.getByLabel("Email").fill("shorty@example.com");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  // The Sign In form's rules arrive on first use too (lib/lazy-resolver.ts).
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  expect(sent).toEqual([]);
});

test("signing out ends the session, clears tribe_auth and says so", async ({ page, account }) => {
  await page.goto("/dashboard");
  await expect(
    page.getByRole("heading", { name: `Welcome Back, ${account.artistName}` }),
  ).toBeVisible();
  // Set by the app's scripts, which a page rendered on the server loads after its first paint.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("tribe_auth"))).not.toBeNull();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("tribe_auth"))).toBeNull();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the demo opens in one click", async ({ page }) => {
  await startDemo(page);
  await expect(page.getByRole("heading", { name: /^Welcome Back, / })).toBeVisible();
  await expect(page.getByText("You are exploring the demo.")).toBeVisible();
});

test("a signed-out visitor is sent from the dashboard to /auth", async ({ page }) => {
  await page.goto("/dashboard/marketing");
  await expect(page).toHaveURL(/\/auth$/);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the sidebar highlights the current area and every area has its page", async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const areas = [
    ["Overview", /Welcome Back/],
    ["HCC Manager", "HCC Manager"],
    ["Logistics & Finances", "Logistics & Finances"],
    ["Merch & Art", "Merch & Art"],
    ["Marketing & Virality", "Marketing & Virality"],
  ] as const;
  for (const [label, heading] of areas) {
    await nav.getByRole("link", { name: label }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
  }
});

test("settings change the artist name everywhere", async ({ page, account }) => {
  expect(account.artistName).not.toBe("The Renamed");
  await page.goto("/dashboard/settings");
  await page.getByLabel("Artist name").fill("The Renamed");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("sidebar-artist-name")).toHaveText("The Renamed");
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("heading", { name: "Welcome Back, The Renamed" })).toBeVisible();
});

test("a second account cannot read, change or delete the first one's tour", async ({
  page,
  account,
  browser,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const created = await page.request.post("/api/tours", {
    data: { title: `Secret tour of ${account.artistName}` },
    headers,
  });
  expect(created.status()).toBe(201);
  const tour = (await created.json()) as { id: string; title: string };

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signUpViaApi(otherPage, baseURL!);
  const api = otherPage.request;
  expect((await api.get(`/api/tours/${tour.id}`)).status()).toBe(404);
  expect(
    (await api.put(`/api/tours/${tour.id}`, { data: { title: "Stolen" }, headers })).status(),
  ).toBe(404);
  expect((await api.delete(`/api/tours/${tour.id}`, { headers })).status()).toBe(404);
  const list = (await (await api.get("/api/tours")).json()) as { id: string }[];
  expect(list.map((t) => t.id)).not.toContain(tour.id);
  await other.close();

  const mine = await page.request.get(`/api/tours/${tour.id}`);
  expect(mine.status()).toBe(200);
  expect(((await mine.json()) as { tour: { title: string } }).tour.title).toBe(tour.title);
});

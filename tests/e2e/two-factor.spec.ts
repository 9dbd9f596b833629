import type { Page } from "@playwright/test";
import { nextCode, secretOf, totpCode } from "../support/totp";
import { axeOf } from "./support/axe";
import { expect, newAccountDetails, test } from "./support/fixtures";

/** Issue 35, item 10: two-factor sign-in as a person does it, in Chromium. */

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("an authenticator app: set up in Settings, then asked for at sign-in", async ({
  page,
  account,
}) => {
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await page.getByLabel("Your password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  // The key as text, what an app on the same phone is given; the test is that app (RFC 6238).
  const typed = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  const key = secretOf(`otpauth://totp/x?secret=${typed}`);
  expect((await axeOf(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByLabel("Code from the app").fill(totpCode(key));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(codes).toHaveCount(0);
  await expect(page.getByText("On", { exact: true })).toBeVisible();

  // Another browser: the password alone is not enough.
  await page.context().clearCookies();
  await signInWithPassword(page, account.email, account.password);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await code.fill("000000" === totpCode(key) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code did not match.", { exact: false })).toBeVisible();
  // The next step's code: the one that turned the app on is spent (each is accepted once).
  await code.fill(nextCode(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A lost phone: a recovery code instead, once.
  await page.context().clearCookies();
  await signInWithPassword(page, account.email, account.password);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a passkey: added in Settings, then signs in with no password", async ({ page }) => {
  // A passkey belongs to a host name: the browser refuses a bare IP address (127.0.0.1).
  const origin = new URL(test.info().project.use.baseURL!).origin.replace("127.0.0.1", "localhost");
  const account = newAccountDetails();
  const res = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { ...account, name: account.artistName },
    headers: { origin },
  });
  expect(res.ok()).toBe(true);

  // Chromium's virtual authenticator, as a phone's or laptop's built-in one.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${origin}/dashboard/settings`);
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByLabel("Passkey name").fill("Laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Laptop");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.context().clearCookies();
  await page.goto(`${origin}/auth`);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${origin}/dashboard/settings`);
  await expect(page.getByText(account.email)).toBeVisible();
});

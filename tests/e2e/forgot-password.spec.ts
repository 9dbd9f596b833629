import { axeOf } from "./support/axe";
import { expect, newAccountDetails, test } from "./support/fixtures";
import { startServerWithMail } from "./support/mail-server";

test("forgot password by email: the mailed link sets a new password and signs the old session out", async ({
  browser,
}) => {
  const server = await startServerWithMail();
  const base = server.baseURL;
  const account = newAccountDetails();
  const newPassword = "a-fresh-start-2026";
  // Signed in on one device...
  const laptop = await browser.newPage({ baseURL: base });
  // ...and locked out on another.
  const phone = await browser.newPage({ baseURL: base });
  try {
    const signUp = await laptop.request.post("/api/auth/sign-up/email", {
      data: account,
      headers: { origin: base },
    });
    expect(signUp.ok()).toBe(true);
    await laptop.goto("/dashboard");
    await expect(laptop).toHaveURL(/\/dashboard$/);

    await phone.goto("/auth");
    await phone.getByRole("link", { name: "Forgot password?" }).click();
    await expect(phone.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await phone.getByLabel("Email").fill(account.email);
    await phone.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(phone.getByRole("status")).toContainText("If an account uses that address");

    const mail = await server.smtp.waitForMessage(account.email);
    expect(mail.subject).toBe("Reset your Tribe password");
    const link = new RegExp(`${base}/reset-password\\?token=[\\w-]+`).exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    await phone.goto(link!);
    await expect(phone.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await phone.getByLabel("New password", { exact: true }).fill(newPassword);
    await phone.getByLabel("New password, again").fill(newPassword);
    await phone.getByRole("button", { name: "Set new password" }).click();
    await expect(phone).toHaveURL(/\/auth$/);
    await expect(phone.getByText("Password changed")).toBeVisible();

    await phone.getByLabel("Email").fill(account.email);
    await phone.getByLabel("Password").fill(newPassword);
    await phone.getByRole("button", { name: "Sign In" }).click();
    await expect(phone).toHaveURL(/\/dashboard$/);

    // The laptop's session ended with the reset.
    await laptop.reload();
    await expect(laptop).toHaveURL(/\/auth/);

    // The link worked once.
    await phone.goto(link!);
    await phone.getByLabel("New password", { exact: true }).fill("yet-another-one-2026");
    await phone.getByLabel("New password, again").fill("yet-another-one-2026");
    await phone.getByRole("button", { name: "Set new password" }).click();
    await expect(
      phone.getByText("This reset link has expired or has already been used."),
    ).toBeVisible();
    await expect(phone.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  } finally {
    await laptop.close();
    await phone.close();
    await server.close();
  }
});

test("without mail, 'Forgot password?' says whom to ask and which command resets it", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText("Ask the person who runs your workspace")).toBeVisible();
  await expect(page.getByText("npm run reset-password -- you@example.com")).toBeVisible();
  expect((await axeOf(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

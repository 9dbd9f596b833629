import crypto from "node:crypto";
import sharp from "sharp";
import { expect, startDemo, test } from "./support/fixtures";

/** A photo-like PNG of about `megabytes` MB (noise does not compress). */
const noisePng = (megabytes: number) => {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 3));
  return sharp(crypto.randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

test("a demo guest sees its 10 MB of storage, and an upload that does not fit says so", async ({
  page,
}) => {
  await startDemo(page);
  await page.goto("/dashboard/settings");
  // The demo's own proofs: a few KB.
  await expect(page.getByText(/\d+ KB of 10 MB used/)).toBeVisible();

  await page.goto("/dashboard/merch?tab=design-projects");
  await page.getByRole("button", { name: "Open Live at the Lantern album art" }).click();
  const dialog = page.getByRole("dialog");
  const meter = dialog.getByTestId("storage-meter");
  await expect(meter).toContainText(/\d+ KB of 10 MB used/);
  const proof = await noisePng(6);
  const toast = (title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
  await dialog
    .getByLabel("Proof file")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: proof });
  await expect(toast("Proof uploaded")).toBeVisible();
  await expect(meter).toContainText("6.0 MB of 10 MB used");

  await dialog
    .getByLabel("Proof file")
    .setInputFiles({ name: "cover-2.png", mimeType: "image/png", buffer: proof });
  await expect(toast("Upload failed")).toContainText(
    "Storage is full: 6.0 MB of 10 MB used, and this file is 6.0 MB.",
  );
  await expect(meter).toContainText("6.0 MB of 10 MB used");
});

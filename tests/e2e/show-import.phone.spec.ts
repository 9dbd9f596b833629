import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("the import dialog fits a 375 px phone, its preview table scrolling inside", async ({
  page,
  account: _,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard/tours");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import shows from a spreadsheet" });
  await dialog.getByLabel("Sheet file (.csv, .tsv, .txt)").setInputFiles({
    name: "booking.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      'Date,Venue,City,Fee,Tour\n2027-05-01,The Longest Named Venue In The Whole State,Minneapolis,"$1,200.00",Phone Tour\nsoon,Hall,Reno,,Phone Tour\n',
    ),
  });
  await expect(dialog.getByRole("list", { name: "Rows with an error" })).toHaveText(
    "row 3: soon is not a date",
  );
  await screenshotIfAsked(page, "import-preview-phone", false);
  await expectNoHorizontalOverflow(page, "the import dialog");
  await dialog.getByRole("button", { name: "Import 1 show" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Import 1 show" })).toBeInViewport();
});

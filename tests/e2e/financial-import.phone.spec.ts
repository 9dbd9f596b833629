import { expect, expectNoHorizontalOverflow, screenshotIfAsked, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("the financial rows import fits a 375 px phone, its preview table scrolling inside", async ({
  page,
  baseURL,
  account: _,
}) => {
  test.setTimeout(120_000);
  const tour = await page.request.post("/api/tours", {
    data: { title: "Phone Money Run" },
    headers: { origin: baseURL! },
  });
  const { id } = (await tour.json()) as { id: string };
  await page.goto(`/dashboard/logistics?tour=${id}`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import financial rows into Phone Money Run" });
  await dialog.getByLabel("Sheet file (.csv, .tsv, .txt)").setInputFiles({
    name: "bank.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "Posting Date,Description,Debit,Credit\n03/01/2027,A VERY LONG CARD PAYMENT DESCRIPTION AT A TRUCK STOP,64.20,\n03/02/2027,Both,1.00,2.00\n",
    ),
  });
  await expect(dialog.getByRole("list", { name: "Rows with an error" })).toHaveText(
    "row 3: the row has both a debit and a credit",
  );
  await screenshotIfAsked(page, "financial-import-preview-phone", false);
  await expectNoHorizontalOverflow(page, "the import dialog");
  await dialog.getByRole("button", { name: "Import 1 row" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Import 1 row" })).toBeInViewport();
});

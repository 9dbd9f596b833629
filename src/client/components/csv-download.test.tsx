import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CsvDownload } from "./csv-download";

describe("a CSV download offers the file for Excel beside the plain one (ADR 0004)", () => {
  it("the plain link is the file as it is; 'For Excel' asks the same file with excel=1", () => {
    render(<CsvDownload href="/api/merch/exports/sales.csv" label="Sales CSV" />);
    const plain = screen.getByRole("link", { name: "Sales CSV" });
    const excel = screen.getByRole("link", { name: "Sales CSV for Excel" });
    expect(plain).toHaveAttribute("href", "/api/merch/exports/sales.csv");
    expect(excel).toHaveAttribute("href", "/api/merch/exports/sales.csv?excel=1");
    expect(excel).toHaveTextContent("For Excel");
    expect(excel.getAttribute("title")).toMatch(/byte-order mark/);
    for (const link of [plain, excel]) expect(link).toHaveAttribute("download");
  });

  it("a link that already has a query keeps it", () => {
    render(<CsvDownload href="/api/setlist-filings/report.csv?society=PRS" label="Download CSV" />);
    expect(screen.getByRole("link", { name: "Download CSV for Excel" })).toHaveAttribute(
      "href",
      "/api/setlist-filings/report.csv?society=PRS&excel=1",
    );
  });
});

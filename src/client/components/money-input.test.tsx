import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setFormatLocale } from "@/domain/i18n/format-locale";
import { moneyInput } from "@/domain/money-input";
import { MoneyInput } from "./money-input";

afterEach(() => setFormatLocale("en"));

describe("a money field in the person's locale (issue 55 item 4)", () => {
  it("is a number field in English", () => {
    render(<MoneyInput aria-label="Fee" />);
    expect(screen.getByRole("spinbutton", { name: "Fee" })).toHaveAttribute("step", "0.01");
  });

  it("takes German's 1.234,56 as typed, which the schema reads as 1234.56", async () => {
    setFormatLocale("de");
    render(<MoneyInput aria-label="Fee" />);
    const field = screen.getByRole("textbox", { name: "Fee" });
    expect(field).toHaveAttribute("inputmode", "decimal");
    await userEvent.setup().type(field, "1.234,56");
    expect(field).toHaveValue("1.234,56");
    expect(moneyInput("Fee").parse((field as HTMLInputElement).value)).toBe("1234.56");
  });
});

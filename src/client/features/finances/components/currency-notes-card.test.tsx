import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { switchMessages } from "@/client/i18n/t";
import { messages as german } from "@/domain/i18n/catalogue-de-browser";
import { messages as spanish } from "@/domain/i18n/catalogue-es-browser";
import type { TourFinanceView } from "../api/finances";
import { CurrencyNotesCard } from "./currency-notes-card";

type Unconverted = TourFinanceView["currency"]["unconverted"][number];

/** A line left out for want of a rate, as the finance answer carries it (its label English). */
const leftOut = (over: Partial<Unconverted>): Unconverted => ({
  currency: "EUR",
  amount: "40.00",
  date: "2027-04-12",
  label: "Pat Percussion: per diem",
  category: "Party",
  direction: "expense",
  state: "anticipated",
  message: "No rate for EUR on 2027-04-12",
  ...over,
});

const notes = (unconverted: Unconverted[]): TourFinanceView["currency"] => ({
  home: "USD",
  rates: [],
  unconverted,
});

const lines = [
  leftOut({
    label: "Pat Percussion: per diem",
    facts: { kind: "party", person: "Pat Percussion", payment: "per_diem" },
  }),
  leftOut({
    label: "Float counted short (EUR)",
    category: "Float",
    state: "actual",
    facts: { kind: "float", short: true, currency: "EUR" },
  }),
  // A line the ledger names from what was typed (a row's description): as it is.
  leftOut({ label: "Sprinter van", category: "Van rental" }),
];

describe("CurrencyNotesCard's lines left out", () => {
  afterEach(() => switchMessages("en", {}));

  it("names the party's and the float's lines in English as the answer's label says", () => {
    render(<CurrencyNotesCard notes={notes(lines)} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items[0]).toMatch(/^Pat Percussion: per diem: /);
    expect(items[1]).toMatch(/^Float counted short \(EUR\): /);
    expect(items[2]).toMatch(/^Sprinter van: /);
  });

  it("names them in Spanish from their facts, not the English label (issue 55)", () => {
    switchMessages("es", spanish);
    render(<CurrencyNotesCard notes={notes(lines)} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items[0]).toMatch(/^Pat Percussion: dietas: /);
    expect(items[1]).toMatch(/^Caja contada: faltante \(EUR\): /);
    expect(items[2]).toMatch(/^Sprinter van: /);
    expect(items.join(" ")).not.toMatch(/per diem|Float counted/);
  });

  it("names them in German, a float counted over too", () => {
    switchMessages("de", german);
    render(
      <CurrencyNotesCard
        notes={notes([
          lines[0]!,
          leftOut({
            label: "Float counted over (EUR)",
            facts: { kind: "float", short: false, currency: "EUR" },
          }),
          leftOut({
            label: "Sam Stage: buyout",
            facts: { kind: "party", person: "Sam Stage", payment: "buyout" },
          }),
        ])}
      />,
    );
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items[0]).toMatch(/^Pat Percussion: Tagegeld: /);
    expect(items[1]).toMatch(/^Kasse gezählt: Überschuss \(EUR\): /);
    expect(items[2]).toMatch(/^Sam Stage: Pauschale: /);
  });
});

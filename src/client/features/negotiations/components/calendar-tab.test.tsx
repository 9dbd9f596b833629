import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setFormatLocale } from "@/domain/i18n/format-locale";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { CalendarTab } from "./calendar-tab";

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  // 2026-11-18: November 2026 begins on a Sunday.
  vi.useFakeTimers({ now: new Date("2026-11-18T12:00:00Z"), toFake: ["Date"] });
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response("[]", { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
});
afterEach(() => {
  setFormatLocale("en");
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const grid = () => screen.getByRole("table", { name: "Negotiation calendar" });
const headers = () =>
  within(grid())
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
const firstDay = () => within(grid()).getAllByRole("button")[0]!.getAttribute("data-day");

describe("the calendar's week starts on the locale's first day (issue 55 item 4)", () => {
  it("Sunday in English", () => {
    renderWithQuery(<CalendarTab onOpen={() => {}} />);
    expect(headers()).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(firstDay()).toBe("2026-11-01");
    expect(screen.getByText("November 2026")).toBeInTheDocument();
  });

  it("Monday in German, with German day and month names", () => {
    setFormatLocale("de");
    renderWithQuery(<CalendarTab onOpen={() => {}} />);
    expect(headers()).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    expect(firstDay()).toBe("2026-10-26");
    expect(screen.getByText("November 2026")).toBeInTheDocument();
    expect(within(grid()).getByRole("button", { name: "18. Nov. 2026" })).toBeInTheDocument();
  });

  it("Monday in Spanish", () => {
    setFormatLocale("es");
    renderWithQuery(<CalendarTab onOpen={() => {}} />);
    expect(headers()).toEqual(["lun", "mar", "mié", "jue", "vie", "sáb", "dom"]);
    expect(firstDay()).toBe("2026-10-26");
    expect(screen.getByText("noviembre de 2026")).toBeInTheDocument();
  });
});

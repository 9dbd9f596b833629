import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { TravelLegDialog } from "./travel-leg-dialog";

const TOUR = "t1";
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function open(shows: { performanceDate: string | null; state: string | null }[] = []) {
  return renderWithQuery(
    <TravelLegDialog
      tourId={TOUR}
      shows={shows}
      open
      onOpenChange={() => {}}
      leg={null}
      home="USD"
    />,
  );
}

// Some tests list all ~400 zones, which jsdom renders slowly on a busy machine.
describe("a travel leg's time zones", () => {
  it("start in the zone of the next show's venue", () => {
    open([{ performanceDate: "2999-01-01", state: "CO" }]);
    expect(screen.getByRole("combobox", { name: "Departure time zone" })).toHaveValue(
      "America/Denver",
    );
    expect(screen.getByRole("combobox", { name: "Arrival time zone" })).toHaveValue(
      "America/Denver",
    );
  });

  it("start in the browser's zone when the venue's is not known", () => {
    open([{ performanceDate: "2999-01-01", state: null }]);
    expect(screen.getByRole("combobox", { name: "Departure time zone" })).toHaveValue(
      browserZone.replace(/_/g, " "),
    );
  });

  it("offer every zone, found by typing, chosen with the keyboard", async () => {
    const { user } = open();
    const box = screen.getByRole("combobox", { name: "Arrival time zone" });
    await user.click(box);
    expect(box).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("listbox");
    expect(within(list).getAllByRole("option").length).toBeGreaterThan(300);

    await user.type(box, "sydney");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Australia/Sydney"]);
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Australia/Sydney");
    expect(box).toHaveAttribute("aria-expanded", "false");

    // Escape closes the list, not the dialog.
    await user.type(box, "kol");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("dialog", { name: "Add Travel Leg" })).toBeInTheDocument();
    expect(box).toHaveValue("Australia/Sydney");
  }, 30_000);

  it("say so when nothing matches", async () => {
    const { user } = open();
    const box = screen.getByRole("combobox", { name: "Departure time zone" });
    await user.type(box, "atlantis");
    expect(screen.getByRole("status")).toHaveTextContent("No time zone matches");
  }, 30_000);
});

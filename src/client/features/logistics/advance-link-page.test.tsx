import { fireEvent, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/client/lib/query-keys";
import { DEFAULT_ADVANCE_TEMPLATE } from "@/domain/logistics/advances";
import { renderWithQuery } from "../../../../tests/support/render-with-query";
import { AdvanceLinkPage } from "./advance-link-page";
import type { AdvanceLinkView } from "./api/advances";

const TOKEN = "t".repeat(43);

/** What GET /api/advance-links/:token answers: the show, its questions, its files. */
function view(): AdvanceLinkView {
  return {
    workspaceName: "Lanterns Touring",
    tourTitle: "Spring Run",
    venueName: "Union Hall",
    city: "Leeds",
    performanceDate: "2099-06-01",
    recipient: "Sam Promoter",
    items: DEFAULT_ADVANCE_TEMPLATE.filter((i) => i.section !== "settlement").map((i) => ({
      ...i,
      state: i.key === "doors" ? ("answered" as const) : ("asked" as const),
      agreed: null,
      proposed: i.key === "doors" ? "19:00" : null,
      answeredBy: i.key === "doors" ? "Sam Promoter (venue link)" : null,
    })),
    files: [],
  };
}

function open() {
  const router = createMemoryRouter([{ path: "/advance/:token", element: <AdvanceLinkPage /> }], {
    initialEntries: [`/advance/${TOKEN}`],
  });
  return renderWithQuery(<RouterProvider router={router} />, (client) =>
    client.setQueryData(queryKeys.logistics.advanceLink(TOKEN), view()),
  );
}

/** Whether the browser would ask before leaving the page now. */
function asksBeforeLeaving() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("the promoter's advance page", () => {
  it("says which show it is: venue, city, date and tour", () => {
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Advance: Union Hall" })).toBeVisible();
    expect(screen.getByTestId("advance-show")).toHaveTextContent(
      "Leeds · Jun 1, 2099 · Spring Run",
    );
  });

  it("keeps every typed answer for one Save, and asks before leaving them", async () => {
    const { user } = open();
    // No Save per question: one for the page.
    expect(screen.queryByRole("button", { name: /^Save Load-in/ })).toBeNull();
    const save = screen.getByRole("button", { name: "Save answers" });
    expect(save).toBeDisabled();
    expect(asksBeforeLeaving()).toBe(false);

    fireEvent.change(screen.getByLabelText("Load-in"), { target: { value: "14:30" } });
    fireEvent.change(screen.getByLabelText("Curfew"), { target: { value: "23:00" } });
    await user.type(screen.getByLabelText("Power"), "2 x 32A three-phase");
    expect(screen.getByTestId("unsaved-answers")).toHaveTextContent("3 answers not saved yet");
    expect(save).toBeEnabled();
    expect(asksBeforeLeaving()).toBe(true);

    // Typed back to what was there: nothing left to save, nothing to ask.
    await user.clear(screen.getByLabelText("Power"));
    fireEvent.change(screen.getByLabelText("Load-in"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Curfew"), { target: { value: "" } });
    expect(screen.getByTestId("unsaved-answers")).toHaveTextContent(
      "Everything you typed is saved.",
    );
    expect(asksBeforeLeaving()).toBe(false);
  });

  it("shows a saved time in the clock its input shows (the device's)", () => {
    open();
    const doors = screen.getByTestId("link-item-doors");
    // The test's device reads 12-hour (en-US): the input shows 07:00 PM, so does the answer.
    expect(new Intl.DateTimeFormat(undefined, { hour: "numeric" }).resolvedOptions().hour12).toBe(
      true,
    );
    expect(within(doors).getByText("Your answer: 7:00 PM")).toBeVisible();
    expect(within(doors).getByLabelText("Doors")).toHaveValue("19:00");
  });
});

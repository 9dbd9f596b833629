import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { switchMessages } from "@/client/i18n/t";
import { HIDDEN } from "@/domain/hidden";
import { messages as de } from "@/domain/i18n/catalogue-de";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import type { OverviewData } from "../api/overview";
import { BehindPaceCard } from "./behind-pace-card";

const slow = {
  id: "s1",
  tourId: "t1",
  venueName: "Metro, Chicago",
  date: "2099-05-01",
  sold: 300,
  share: 0.27,
  paceShare: 0.55,
};

const renderCard = (shows: OverviewData["behindPace"]) =>
  renderWithQuery(
    <MemoryRouter>
      <BehindPaceCard shows={shows} />
    </MemoryRouter>,
  );

afterEach(() => switchMessages("en", {}));

describe("the Overview's shows behind pace", () => {
  it("names the show with its date in the reader's language", () => {
    switchMessages("de", de);
    renderCard([slow]);
    expect(screen.getByRole("link", { name: "Metro, Chicago, 1. Mai" })).toBeInTheDocument();
  });

  it("names each show behind its tour's pace, linking to its counts", () => {
    renderCard([slow]);
    expect(screen.getByRole("heading", { name: "Shows behind pace" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Metro, Chicago, May 1" })).toHaveAttribute(
      "href",
      "/dashboard/tickets?show=s1&tour=t1",
    );
    expect(screen.getByText("27 % sold · the tour's pace 55 %")).toBeInTheDocument();
  });

  it("says nothing when no show is behind, or to a reader the counts are hidden from", () => {
    const { unmount } = renderCard([]);
    expect(screen.queryByText("Shows behind pace")).toBeNull();
    unmount();
    renderCard([{ ...slow, sold: HIDDEN, share: HIDDEN, paceShare: HIDDEN }]);
    expect(screen.queryByText("Shows behind pace")).toBeNull();
  });
});

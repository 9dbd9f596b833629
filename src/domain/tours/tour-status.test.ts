import { describe, expect, it } from "vitest";
import { type TourRun, tourStatus } from "./tour-status";
import { buildTourList, showSpan } from "./tours";

const run = (over: Partial<TourRun>): TourRun => ({
  status: "planning",
  startDate: null,
  endDate: null,
  firstShow: null,
  lastShow: null,
  ...over,
});
const today = "2026-05-10";

describe("a tour's status (issue 36: one rule for every page)", () => {
  it("is planning before its run, active through its last day, completed after", () => {
    const dates = { startDate: "2026-05-10", endDate: "2026-05-20" };
    expect(tourStatus(run(dates), "2026-05-09")).toBe("planning");
    expect(tourStatus(run(dates), "2026-05-10")).toBe("active");
    expect(tourStatus(run(dates), "2026-05-20")).toBe("active");
    expect(tourStatus(run(dates), "2026-05-21")).toBe("completed");
  });
  it("runs from the earliest to the latest of its dates and its shows' dates", () => {
    // Shows before and after today, no tour dates typed: mid-run.
    expect(tourStatus(run({ firstShow: "2026-05-01", lastShow: "2026-05-30" }), today)).toBe(
      "active",
    );
    // A show after the typed end keeps the tour running.
    expect(
      tourStatus(
        run({ startDate: "2026-04-01", endDate: "2026-04-30", lastShow: "2026-05-12" }),
        today,
      ),
    ).toBe("active");
    expect(tourStatus(run({ endDate: "2026-05-10" }), today)).toBe("active");
  });
  it("is planning with no date at all, whatever was stored", () => {
    expect(tourStatus(run({ status: "active" }), today)).toBe("planning");
    expect(tourStatus(run({ status: "completed", startDate: "2027-01-01" }), today)).toBe(
      "planning",
    );
  });
  it("is cancelled only when the user says so, whatever the dates", () => {
    expect(tourStatus(run({ status: "cancelled", startDate: "2026-05-01" }), today)).toBe(
      "cancelled",
    );
  });
  it("leaves released and declined shows out of the run", () => {
    expect(
      showSpan([
        { performanceDate: "2026-05-01", status: "released" },
        { performanceDate: "2026-05-12", status: "hold" },
        { performanceDate: "2026-05-15", status: "confirmed" },
        { performanceDate: "2026-06-01", status: "declined" },
        { performanceDate: null, status: "pending" },
      ]),
    ).toEqual({ firstShow: "2026-05-12", lastShow: "2026-05-15" });
  });
  it("is what the tour list derives from the shows it built", () => {
    const [tour] = buildTourList(
      [
        {
          id: "t",
          title: "T",
          status: "planning",
          createdAt: "2026-01-01T00:00:00Z",
          startDate: null,
          endDate: null,
          totalEstimatedCost: "0",
        },
      ],
      [
        {
          id: "s",
          tourId: "t",
          orderInTour: 1,
          performanceDate: "2026-05-09",
          status: "confirmed",
          venueFee: null,
          estimatedTravelCost: null,
          estimatedAccommodationCost: null,
          venueName: "V",
          city: null,
          state: null,
          capacity: null,
        },
      ],
      today,
    );
    expect(tour!.status).toBe("completed");
  });
});

import { describe, expect, it } from "vitest";
import { DAY_MS } from "../durations";
import { dueNotices } from "./due";
import { type FilingFacts, filingDateWindows } from "./filing-due";

const NOW = new Date("2027-04-20T12:00:00Z");

const show = (over: Partial<FilingFacts> = {}): FilingFacts => ({
  showId: "s1",
  tourId: "t1",
  at: { venue: "The Garage", date: "2026-05-02" },
  // A small UK venue: PRS's 12 months make it due on 2027-05-02, 12 days after NOW.
  date: "2026-05-02",
  country: "GB",
  capacity: 300,
  societies: ["PRS"],
  filed: [],
  ...over,
});
const due = (f: FilingFacts, now = NOW) =>
  dueNotices({ workspaceId: "w1", shows: [], guestLists: [], events: [], filings: [f] }, now).map(
    (n) => ({ subject: n.subjectId, dueAt: n.dueAt.toISOString().slice(0, 10), ...n.params }),
  );

describe("the reminder before a performance report is due", () => {
  it("reminds 30 days before an unfiled show's deadline, then 7 days before", () => {
    expect(due(show())).toEqual([
      expect.objectContaining({
        subject: "s1:PRS",
        dueAt: "2027-04-02",
        days: 30,
        society: "PRS for Music",
        dueOn: "2027-05-02",
      }),
    ]);
    const later = due(show(), new Date(NOW.getTime() + 6 * DAY_MS));
    expect(later).toEqual([expect.objectContaining({ dueAt: "2027-04-25", days: 7 })]);
  });

  it("says nothing of a filed show, a society not chosen, or one that does not take the show", () => {
    expect(due(show({ filed: ["PRS"] }))).toEqual([]);
    expect(due(show({ societies: [] }))).toEqual([]);
    expect(due(show({ societies: ["BMI"] }))).toEqual([]);
  });

  it("says nothing before 30 days nor after the deadline", () => {
    expect(due(show({ date: "2026-06-30" }))).toEqual([]);
    expect(due(show({ date: "2026-04-19" }))).toEqual([]);
  });

  it("reads a window around each deadline that holds every show it could remind of", () => {
    const windows = filingDateWindows("2027-04-20");
    const within = (d: string) => windows.some((w) => w.from <= d && d <= w.to);
    expect(within("2026-05-02")).toBe(true); // PRS, 12 months
    expect(within("2024-05-02")).toBe(true); // PRS concert venue, 3 years
    expect(within("2027-03-15")).toBe(true); // GEMA, 6 weeks
    expect(within("2025-01-01")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  reminderDaysText,
  reportingOpen,
  ticketLinkEditSchema,
  ticketLinkExpiry,
  ticketLinkInputSchema,
} from "./links";

describe("ticketLinkInputSchema", () => {
  it("takes a recipient, an optional email and reminder days, sorted", () => {
    expect(
      ticketLinkInputSchema.parse({
        recipient: " Sam ",
        email: "",
        reminderWeekdays: [5, 1],
      }),
    ).toEqual({ recipient: "Sam", email: null, reminderWeekdays: [1, 5], dailyLastWeek: false });
  });

  it("refuses a day twice, a day outside 0–6, a bad email and a link of over 180 days", () => {
    for (const body of [
      { recipient: "Sam", reminderWeekdays: [1, 1] },
      { recipient: "Sam", reminderWeekdays: [7] },
      { recipient: "Sam", email: "not an email" },
      { recipient: "Sam", days: 181 },
      { recipient: "" },
    ])
      expect(ticketLinkInputSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    expect(ticketLinkEditSchema.safeParse({ reminderWeekdays: [0, 6] }).success).toBe(true);
  });
});

describe("ticketLinkExpiry", () => {
  const now = new Date("2027-06-01T12:00:00Z");
  it("by default ends with the day after the show on the venue's clock", () => {
    expect(
      ticketLinkExpiry(undefined, { date: "2027-06-26", timeZone: "Asia/Tokyo" }, now),
    ).toEqual(new Date("2027-06-27T15:00:00Z"));
  });
  it("takes the days asked, and stays within a day and 180 days", () => {
    expect(ticketLinkExpiry(10, { date: null, timeZone: "UTC" }, now)).toEqual(
      new Date("2027-06-11T12:00:00Z"),
    );
    expect(ticketLinkExpiry(undefined, { date: "2027-05-01", timeZone: "UTC" }, now)).toEqual(
      new Date("2027-06-02T12:00:00Z"),
    );
    expect(ticketLinkExpiry(undefined, { date: "2029-01-01", timeZone: "UTC" }, now)).toEqual(
      new Date("2027-11-28T12:00:00Z"),
    );
  });
});

describe("reportingOpen", () => {
  it("closes a show's count a week after it was played", () => {
    expect(reportingOpen("2027-06-01", "2027-06-08")).toBe(true);
    expect(reportingOpen("2027-06-01", "2027-06-09")).toBe(false);
    expect(reportingOpen(null, "2027-06-09")).toBe(true);
  });
});

describe("ticketLinkEditSchema", () => {
  it("leaves out what is not sent (an email stays), and clears an email sent empty", () => {
    expect(ticketLinkEditSchema.parse({ dailyLastWeek: true })).toEqual({ dailyLastWeek: true });
    expect(ticketLinkEditSchema.parse({ email: "" })).toEqual({ email: null });
  });
});

describe("reminderDaysText", () => {
  it("names the days and the last week", () => {
    expect(reminderDaysText([1, 4], true)).toBe(
      "Mondays and Thursdays, and daily in the last week",
    );
    expect(reminderDaysText([], false)).toBe("No reminders");
    expect(reminderDaysText([], true)).toBe("Daily in the last week");
    expect(reminderDaysText([0], false)).toBe("Sundays");
  });
});

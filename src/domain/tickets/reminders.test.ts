import { describe, expect, it } from "vitest";
import { type ReminderLink, type ReminderShow, reminderDue } from "./reminders";

const link = (over: Partial<ReminderLink> = {}): ReminderLink => ({
  email: "promoter@venue.example",
  reminderWeekdays: [1],
  dailyLastWeek: false,
  revokedAt: null,
  expiresAt: new Date("2027-12-31T00:00:00Z"),
  ...over,
});
const show = (over: Partial<ReminderShow> = {}): ReminderShow => ({
  date: "2027-06-26",
  timeZone: "Asia/Tokyo",
  sold: 100,
  comps: 5,
  capacity: 500,
  ...over,
});

describe("reminderDue", () => {
  it("goes at 08:00 on the venue's clock on a chosen weekday (Tokyo, UTC+9)", () => {
    // Monday 2027-06-07 08:00 in Tokyo is Sunday 23:00 UTC.
    expect(reminderDue(link(), show(), new Date("2027-06-06T22:59:00Z"))).toBeNull();
    expect(reminderDue(link(), show(), new Date("2027-06-06T23:00:00Z"))).toBe("2027-06-07");
    // Later the same Monday still (a server down at 08:00 sends when it is back).
    expect(reminderDue(link(), show(), new Date("2027-06-07T10:00:00Z"))).toBe("2027-06-07");
    // Tuesday: not chosen.
    expect(reminderDue(link(), show(), new Date("2027-06-07T23:30:00Z"))).toBeNull();
  });

  it("reads Los Angeles' clock across the change to daylight time", () => {
    const la = show({ timeZone: "America/Los_Angeles", date: "2027-04-30" });
    const sundays = link({ reminderWeekdays: [0] });
    // 2027-03-14 is the Sunday clocks go forward: 08:00 PDT is 15:00 UTC, not 16:00.
    expect(reminderDue(sundays, la, new Date("2027-03-14T14:59:00Z"))).toBeNull();
    expect(reminderDue(sundays, la, new Date("2027-03-14T15:00:00Z"))).toBe("2027-03-14");
    // The Sunday before, in standard time, 08:00 PST is 16:00 UTC.
    expect(reminderDue(sundays, la, new Date("2027-03-07T15:30:00Z"))).toBeNull();
    expect(reminderDue(sundays, la, new Date("2027-03-07T16:00:00Z"))).toBe("2027-03-07");
  });

  it("every day of the last week when asked, the show's day included, never after it", () => {
    const daily = link({ reminderWeekdays: [], dailyLastWeek: true });
    const s = show({ timeZone: "UTC", date: "2027-06-26" });
    expect(reminderDue(daily, s, new Date("2027-06-19T09:00:00Z"))).toBeNull();
    expect(reminderDue(daily, s, new Date("2027-06-20T09:00:00Z"))).toBe("2027-06-20");
    expect(reminderDue(daily, s, new Date("2027-06-26T08:00:00Z"))).toBe("2027-06-26");
    expect(reminderDue(daily, s, new Date("2027-06-27T09:00:00Z"))).toBeNull();
    // Without the daily choice, the last week is the chosen weekdays only.
    expect(reminderDue(link({ reminderWeekdays: [] }), s, new Date("2027-06-25T09:00:00Z"))).toBe(
      null,
    );
  });

  it("none once sold out, for a link turned off, expired or with no email, or a show without a date", () => {
    const monday = new Date("2027-06-07T01:00:00Z");
    expect(reminderDue(link(), show({ sold: 495, comps: 5 }), monday)).toBeNull();
    expect(reminderDue(link(), show({ sold: 600, capacity: 500 }), monday)).toBeNull();
    expect(reminderDue(link(), show({ capacity: null }), monday)).toBe("2027-06-07");
    expect(reminderDue(link({ revokedAt: new Date() }), show(), monday)).toBeNull();
    expect(reminderDue(link({ expiresAt: monday }), show(), monday)).toBeNull();
    expect(reminderDue(link({ email: null }), show(), monday)).toBeNull();
    expect(reminderDue(link(), show({ date: null }), monday)).toBeNull();
  });
});

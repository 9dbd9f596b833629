import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedSource, publicShow } from "../../../tests/support/listings-feeds";
import { renderDatesCalendar } from "./dates-calendar";

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));

describe("the act's public calendar", () => {
  it("has one event per public show, upcoming and past, named after the act", () => {
    const upcoming = [publicShow(), publicShow({ eventName: "Summer Night", date: "2026-07-02" })];
    const past = [publicShow({ date: "2026-01-10", upcoming: false })];
    const text = renderDatesCalendar(feedSource(upcoming, past));
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("The Band");
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    const all = events(text);
    expect(all.map((e) => e.summary)).toEqual([
      "The Band at Metro",
      "Summer Night",
      "The Band at Metro",
    ]);
    expect(all.map((e) => e.uid)).toEqual(
      [...upcoming, ...past].map((s) => `public-show-${s.id}@tribe.example`),
    );
  });

  it("writes a timed show at its instant, and a show with no time as its day", () => {
    const timed = publicShow();
    const allDay = publicShow({ startTime: null, startsAt: null, date: "2026-07-03" });
    const [first, second] = events(renderDatesCalendar(feedSource([timed, allDay])));
    expect(first!.startDate.isDate).toBe(false);
    // 20:00 in Chicago in July is 01:00 UTC the next day.
    expect(first!.startDate.toJSDate().toISOString()).toBe("2026-07-02T01:00:00.000Z");
    expect(first!.description).toContain("Starts at 20:00 local time (America/Chicago).");
    expect(second!.startDate.isDate).toBe(true);
    expect(second!.startDate.toString()).toBe("2026-07-03");
    expect(second!.endDate.toString()).toBe("2026-07-04");
  });

  it("marks a cancelled show CANCELLED and says so; a moved one says where from", () => {
    const off = publicShow({ status: "cancelled" });
    const moved = publicShow({ status: "rescheduled", previousDate: "2026-06-30" });
    const [a, b] = events(renderDatesCalendar(feedSource([off, moved])));
    expect(a!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(a!.summary).toBe("Cancelled: The Band at Metro");
    expect(b!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(b!.description).toContain("Moved from Jun 30, 2026.");
  });

  it("carries the place, the ticket link and the support acts, with text escaped", () => {
    const show = publicShow({
      venue: { name: "Rock; Roll, Bar", city: "Chicago", region: "IL", country: "US" },
      supportActs: ["A\u0007B", "C"],
    });
    const [event] = events(renderDatesCalendar(feedSource([show])));
    expect(event!.location).toBe("Rock; Roll, Bar, Chicago, IL, United States");
    expect(event!.component.getFirstPropertyValue("url")).toBe("https://tickets.example/metro");
    expect(event!.description).toContain("With AB, C.");
  });

  it("never lets a line break in a stored link start a property of its own", () => {
    const show = publicShow({ ticketUrl: "https://tickets.example/a\r\nATTENDEE:mailto:x@y" });
    const text = renderDatesCalendar(feedSource([show]));
    expect(text).not.toMatch(/^ATTENDEE/m);
    const [event] = events(text);
    expect(event!.component.getFirstPropertyValue("url")).toBe(
      "https://tickets.example/aATTENDEE:mailto:x@y",
    );
  });

  it("writes the same text for the same snapshot", () => {
    const source = feedSource([publicShow()]);
    expect(renderDatesCalendar(source)).toBe(renderDatesCalendar(source));
  });
});

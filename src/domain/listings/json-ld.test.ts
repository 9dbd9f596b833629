import { describe, expect, it } from "vitest";
import { publicShow } from "../../../tests/support/public-shows";
import { jsonForHtml, musicEvent, ticketLink } from "./json-ld";
import type { PublicShow } from "./public-show";

const show = (over: Partial<PublicShow> = {}) =>
  publicShow({
    id: "00000000-0000-4000-8000-000000000001",
    supportActs: ["The Openers", "Late Bloom"],
    onSaleAt: "2026-06-05T15:00:00.000Z",
    ...over,
  });

const page = {
  act: "The Band",
  actUrl: "https://tribe.example/dates/the-band",
  pageUrl: "https://tribe.example/dates/the-band?page=2",
};

describe("a show as schema.org MusicEvent", () => {
  it("has every field Google reads for an event", () => {
    expect(musicEvent(show(), page)).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      "@id": "https://tribe.example/dates/the-band#show-00000000-0000-4000-8000-000000000001",
      url: "https://tribe.example/dates/the-band?page=2#show-00000000-0000-4000-8000-000000000001",
      name: "The Band at Metro",
      startDate: "2026-07-01T20:00:00-05:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Metro",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Chicago",
          addressRegion: "IL",
          addressCountry: "US",
        },
      },
      offers: {
        "@type": "Offer",
        url: "https://tickets.example/metro",
        availability: "https://schema.org/InStock",
        validFrom: "2026-06-05T15:00:00.000Z",
      },
      performer: [
        { "@type": "MusicGroup", name: "The Band" },
        { "@type": "MusicGroup", name: "The Openers" },
        { "@type": "MusicGroup", name: "Late Bloom" },
      ],
      organizer: {
        "@type": "MusicGroup",
        name: "The Band",
        url: "https://tribe.example/dates/the-band",
      },
    });
  });

  it("takes the event's own name, and the date alone when no time is given", () => {
    const event = musicEvent(
      show({ eventName: "Summer Fest", startTime: null, startsAt: null }),
      page,
    );
    expect(event.name).toBe("Summer Fest");
    expect(event.startDate).toBe("2026-07-01");
  });

  it("says a moved show was rescheduled from the date fans were told", () => {
    const event = musicEvent(show({ status: "rescheduled", previousDate: "2026-06-28" }), page);
    expect(event.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(event.previousStartDate).toBe("2026-06-28");
    expect(musicEvent(show(), page)).not.toHaveProperty("previousStartDate");
  });

  it("says a cancelled show is cancelled and offers no tickets for it", () => {
    const event = musicEvent(show({ status: "cancelled" }), page);
    expect(event.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(event).not.toHaveProperty("offers");
  });

  it("offers tickets only with a web link, sold out when sold out, on sale when known", () => {
    expect(musicEvent(show({ soldOut: true }), page).offers?.availability).toBe(
      "https://schema.org/SoldOut",
    );
    expect(musicEvent(show({ onSaleAt: null }), page).offers).not.toHaveProperty("validFrom");
    expect(musicEvent(show({ ticketUrl: null }), page)).not.toHaveProperty("offers");
    expect(ticketLink(show({ ticketUrl: "javascript:alert(1)" }))).toBeNull();
    expect(ticketLink(show({ ticketUrl: "not a link" }))).toBeNull();
  });

  it("leaves out the parts of an address it does not know", () => {
    const event = musicEvent(
      show({ venue: { name: "Venue to be announced", city: null, region: null, country: "DE" } }),
      page,
    );
    expect(event.location.address).toEqual({ "@type": "PostalAddress", addressCountry: "DE" });
  });
});

describe("JSON inside an HTML script block", () => {
  it("cannot end the block or open a comment, and reads back unchanged", () => {
    const hostile = { name: "</script><script>alert(1)</script> <!-- & \u2028\u2029" };
    const text = jsonForHtml(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

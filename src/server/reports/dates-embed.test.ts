import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { embedTheme } from "@/domain/listings/embed-theme";
import { feedSource, publicShow } from "../../../tests/support/listings-feeds";
import { EMBED_SHOWS, renderDatesEmbed } from "./dates-embed";

const page = (html: string) => new JSDOM(html).window.document;

describe("the embedded list", () => {
  it("lists the upcoming shows with their status, and links out of the frame", () => {
    const shows = [
      publicShow(),
      publicShow({ date: "2026-07-02", soldOut: true }),
      publicShow({ date: "2026-07-03", status: "cancelled" }),
      publicShow({ date: "2026-07-04", status: "rescheduled", previousDate: "2026-06-30" }),
    ];
    const doc = page(renderDatesEmbed(feedSource(shows), {}));
    expect(doc.querySelectorAll("script")).toHaveLength(0);
    expect(doc.querySelector("base")!.getAttribute("target")).toBe("_blank");
    const items = [...doc.querySelectorAll("li")].map((li) => li.textContent);
    expect(items[0]).toBe("Jul 1, 2026Metro, Chicago, IL, United States with The OpenersTickets");
    expect(items[1]).toContain("Sold out");
    expect(items[1]).not.toContain("Tickets");
    expect(items[2]).toContain("Cancelled");
    expect(items[3]).toContain("Moved from Jun 30, 2026");
    for (const a of doc.querySelectorAll("a")) expect(a.getAttribute("rel")).toBe("noopener");
  });

  it("writes the host's colours and font, and only those", () => {
    const theme = embedTheme({
      color: "#111111",
      background: "#fafafa",
      accent: "#c00",
      font: "Georgia",
    });
    const css = page(renderDatesEmbed(feedSource([publicShow()]), theme)).querySelector(
      "style",
    )!.textContent;
    expect(css).toContain(
      'html{font:15px/1.45 "Georgia", system-ui, sans-serif;color:#111111;background:#fafafa}',
    );
    expect(css).toContain("a{color:#c00}");
    const plain = page(renderDatesEmbed(feedSource([publicShow()]), {})).querySelector("style")!;
    expect(plain.textContent).toContain("background:transparent");
    expect(plain.textContent).not.toMatch(/color:#/);
  });

  it("shows a venue's name as text, never as markup", () => {
    const show = publicShow({
      venue: { name: '<img src=x onerror="alert(1)">', city: "A&B", region: null, country: "US" },
      ticketUrl: "javascript:alert(1)",
    });
    const doc = page(renderDatesEmbed(feedSource([show]), {}));
    expect(doc.querySelector("img")).toBeNull();
    expect(doc.querySelector("li")!.textContent).toContain('<img src=x onerror="alert(1)">, A&B');
    expect(doc.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("lists the next 50 and links to the page for the rest; none, says so", () => {
    const many = Array.from({ length: 60 }, () => publicShow());
    const doc = page(renderDatesEmbed(feedSource(many), {}));
    expect(doc.querySelectorAll("li")).toHaveLength(EMBED_SHOWS);
    expect(doc.querySelector("p > a")!.getAttribute("href")).toBe(
      "https://tribe.example/dates/the-band",
    );
    expect(page(renderDatesEmbed(feedSource([]), {})).body.textContent).toContain(
      "No upcoming shows.",
    );
  });

  it("speaks the visitor's language, dates in its format", () => {
    const shows = [
      publicShow(),
      publicShow({ date: "2026-07-02", soldOut: true }),
      publicShow({ date: "2026-07-04", status: "rescheduled", previousDate: "2026-06-30" }),
    ];
    const html = renderDatesEmbed(feedSource(shows), {}, "de");
    const doc = page(html);
    expect(html).toContain('<html lang="de">');
    expect(doc.title).toBe("The Band: kommende Shows");
    const items = [...doc.querySelectorAll("li")].map((li) => li.textContent);
    expect(items[0]).toBe(
      "1. Juli 2026Metro, Chicago, IL, Vereinigte Staaten mit The OpenersTickets",
    );
    expect(items[1]).toContain("Ausverkauft");
    expect(items[2]).toContain("Verschoben vom 30. Juni 2026");
    expect(doc.querySelector("p a")!.textContent).toBe("Alle Termine von The Band");
    expect(page(renderDatesEmbed(feedSource([]), {}, "es")).body.textContent).toContain(
      "No hay próximos conciertos.",
    );
  });
});

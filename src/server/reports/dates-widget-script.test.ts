import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "@/domain/date-time";
import type { Locale } from "@/domain/i18n/locales";
import { publicShow } from "../../../tests/support/listings-feeds";
import { widgetScript } from "./dates-widget-script";

const SRC = "https://tribe.example/dates/the-band/widget.js?v=1";

/**
 * A band's page with the script pasted in, run as a browser runs it: `document.currentScript`
 * is the pasted tag and `fetch` answers `answer` (or fails). Resolves once the list is drawn.
 */
async function hostPage(body: string, answer: unknown | Error, locale: Locale = "en") {
  const dom = new JSDOM(`<!doctype html><body>${body}<script src="${SRC}" async></script></body>`, {
    runScripts: "outside-only",
  });
  const { window } = dom;
  const asked: string[] = [];
  const script = window.document.querySelector("script")!;
  Object.defineProperty(window.document, "currentScript", {
    get: () => script,
    configurable: true,
  });
  Object.assign(window, {
    fetch: async (url: string) => {
      asked.push(url);
      if (answer instanceof Error) throw answer;
      return { ok: true, json: async () => answer };
    },
  });
  window.eval(widgetScript(locale));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { doc: window.document, asked };
}

const answer = (upcoming = [publicShow()]) => ({
  title: "The Band",
  url: "https://tribe.example/dates/the-band",
  upcoming,
});

describe("the widget's script", () => {
  it("is under 10 KB", () => {
    for (const locale of ["en", "es", "de"] as const)
      expect(Buffer.byteLength(widgetScript(locale))).toBeLessThan(10 * 1024);
  });

  it("reads shows.json beside itself and lists the shows in the band's element", async () => {
    const shows = [
      publicShow({ eventName: "Summer Night" }),
      publicShow({ date: "2026-07-02", soldOut: true }),
      publicShow({ date: "2026-07-03", status: "cancelled" }),
    ];
    const { doc, asked } = await hostPage(
      "<h2>Tour</h2><div data-tribe-dates></div>",
      answer(shows),
    );
    expect(asked).toEqual(["https://tribe.example/dates/the-band/shows.json"]);
    const items = [...doc.querySelectorAll("[data-tribe-dates] li")];
    expect(items.map((li) => li.textContent)).toEqual([
      "Jul 1, 2026 Metro, Chicago, IL · Summer Night with The Openers Tickets",
      "Jul 2, 2026 Metro, Chicago, IL with The Openers Sold out",
      "Jul 3, 2026 Metro, Chicago, IL with The Openers Cancelled",
    ]);
    expect(items[2]!.className).toContain("tribe-cancelled");
    // Every month as the one formatter writes it.
    const months = Array.from({ length: 12 }, (_, i) =>
      publicShow({ date: `2026-${String(i + 1).padStart(2, "0")}-09` }),
    );
    const year = await hostPage("<div data-tribe-dates></div>", answer(months));
    expect([...year.doc.querySelectorAll("time")].map((t) => t.textContent)).toEqual(
      months.map((m) => formatCalendarDate(m.date)),
    );
    const tickets = items[0]!.querySelector("a")!;
    expect(tickets.getAttribute("href")).toBe("https://tickets.example/metro");
    expect(tickets.getAttribute("rel")).toBe("noopener");
    expect(doc.querySelector("[data-tribe-dates] p a")!.getAttribute("href")).toBe(
      "https://tribe.example/dates/the-band",
    );
  });

  it("sets no colour, font or style of its own: the host page's apply", async () => {
    const { doc } = await hostPage("<div data-tribe-dates></div>", answer());
    const box = doc.querySelector("[data-tribe-dates]")!;
    expect(box.querySelectorAll("[style], style, font")).toHaveLength(0);
  });

  it("writes a venue's name as text, and no link that is not http(s)", async () => {
    const show = publicShow({
      venue: { name: '<img src=x onerror="alert(1)">', city: null, region: null, country: "US" },
      ticketUrl: "javascript:alert(1)",
    });
    const { doc } = await hostPage("<div data-tribe-dates></div>", answer([show]));
    expect(doc.querySelector("img")).toBeNull();
    expect(doc.querySelector("li")!.textContent).toContain('<img src=x onerror="alert(1)">, US');
    expect(doc.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("with no element, draws the list where the script is", async () => {
    const { doc } = await hostPage("<main><p>Hello</p></main>", answer());
    const box = doc.querySelector("[data-tribe-ready]")!;
    expect(box.nextElementSibling?.tagName).toBe("SCRIPT");
    expect(box.querySelectorAll("li")).toHaveLength(1);
  });

  it("says when there is nothing ahead, and links to the page when it cannot read", async () => {
    const empty = await hostPage("<div data-tribe-dates></div>", answer([]));
    expect(empty.doc.querySelector("[data-tribe-dates]")!.textContent).toContain(
      "No upcoming shows.",
    );
    const failed = await hostPage("<div data-tribe-dates></div>", new Error("offline"));
    const link = failed.doc.querySelector("[data-tribe-dates] a")!;
    expect(link.getAttribute("href")).toBe("https://tribe.example/dates/the-band");
  });

  it("speaks the visitor's language, dates in its format", async () => {
    const shows = [
      publicShow({ soldOut: true }),
      publicShow({ date: "2026-07-03", previousDate: "2026-06-30" }),
    ];
    const { doc } = await hostPage("<div data-tribe-dates></div>", answer(shows), "de");
    const items = [...doc.querySelectorAll("[data-tribe-dates] li")];
    expect(items.map((li) => li.textContent)).toEqual([
      "1. Juli 2026 Metro, Chicago, IL mit The Openers Ausverkauft",
      "3. Juli 2026 Metro, Chicago, IL mit The Openers (verschoben vom 30. Juni 2026) Tickets",
    ]);
    expect(doc.querySelector("ul")!.getAttribute("aria-label")).toBe("The Band: kommende Shows");
    expect(doc.querySelector("[data-tribe-dates] p a")!.textContent).toBe("Alle Termine");
    const empty = await hostPage("<div data-tribe-dates></div>", answer([]), "es");
    expect(empty.doc.querySelector("[data-tribe-dates] p")!.textContent).toBe(
      "No hay próximos conciertos.",
    );
  });
});

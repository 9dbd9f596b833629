import { formatCalendarDate } from "@/domain/date-time";
import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import { translatorFor } from "../i18n/translator";
import { DATES_WORDS } from "./dates-words";

/**
 * Each month's date as Tribe writes it in `locale` ("Jul %d, %y", "%d. Juli %y", "%d jul %y"),
 * taken from the one formatter: the script fills in the day and the year.
 */
const monthPatterns = (locale: Locale) =>
  withFormatLocale(locale, () =>
    Array.from({ length: 12 }, (_, i) =>
      formatCalendarDate(`2000-${String(i + 1).padStart(2, "0")}-15`)
        .replace("15", "%d")
        .replace("2000", "%y"),
    ),
  );

/** The script's words in `locale`; `%s` is where it puts a name or a date. */
function wordsOf(locale: Locale) {
  const { t } = translatorFor(locale);
  return {
    with: t(DATES_WORDS.with, { acts: "%s" }),
    moved: t(
      { id: "listings.widget.movedFrom", defaultMessage: "(moved from {date})" },
      { date: "%s" },
    ),
    cancelled: t(DATES_WORDS.cancelled),
    soldOut: t(DATES_WORDS.soldOut),
    tickets: t(DATES_WORDS.tickets),
    all: t({ id: "listings.widget.allDates", defaultMessage: "All dates" }),
    none: t(DATES_WORDS.noneAhead),
    titled: t(DATES_WORDS.upcomingOf, { title: "%s" }),
    upcoming: t({ id: "listings.widget.upcoming", defaultMessage: "upcoming shows" }),
  };
}

const written = new Map<Locale, string>();

/** The script in the visitor's language (issue 55), dates in its format; written once per language. */
export function widgetScript(locale: Locale): string {
  let script = written.get(locale);
  if (script === undefined) {
    script = SCRIPT.replace("__MONTHS__", () => JSON.stringify(monthPatterns(locale))).replace(
      "__WORDS__",
      () => JSON.stringify(wordsOf(locale)),
    );
    written.set(locale, script);
  }
  return script;
}

/**
 * The script a band pastes into its own site (`/dates/<slug>/widget.js`, issue 52: under
 * 10 KB, optional):
 *
 *   <div data-tribe-dates></div>
 *   <script src="https://tribe.example/dates/the-band/widget.js" async></script>
 *
 * It reads `shows.json` beside itself (the address its own `src` gives) and writes the
 * upcoming shows into the first unfilled `[data-tribe-dates]` element, or just before the
 * script when there is none. It sets no colour, font or size: the list inherits the host
 * page's, which is how it takes on the page's look; the classes `tribe-dates`,
 * `tribe-show` and `tribe-cancelled` are there for the host's own CSS. Every text goes in as
 * `textContent`, every link is http(s) only, opens in a new tab with rel="noopener".
 *
 * A string rather than a file of its own: the server is bundled by esbuild and run by tsx in
 * development, and a string needs neither a loader nor a file copied beside the bundle. It
 * is written small by hand, in plain ES5 syntax (no build step turns it into anything else),
 * and sent gzipped. The answer it reads (shows.json): { title, url, upcoming: PublicShow[] }.
 * Dates read as everywhere in Tribe ("Jul 1, 2026"): each month's pattern is the formatter's
 * own, and so are the words, in the language the script is asked in (`widgetScript`).
 */
const SCRIPT = String.raw`(function () {
  "use strict";
  var d = document, s = d.currentScript;
  if (!s || !s.src) return;
  var base = s.src.replace(/[?#].*$/, "").replace(/\/widget\.js$/, "");
  var box = d.querySelector("[data-tribe-dates]:not([data-tribe-ready])");
  if (!box) {
    box = d.createElement("div");
    if (s.parentNode && s.parentNode !== d.head) s.parentNode.insertBefore(box, s);
    else d.body.appendChild(box);
  }
  box.setAttribute("data-tribe-ready", "");
  function el(tag, text, parent, cls) {
    var e = d.createElement(tag);
    if (text) e.textContent = text;
    if (cls) e.className = cls;
    if (parent) parent.appendChild(e);
    return e;
  }
  function link(href, text, parent) {
    if (typeof href !== "string" || !/^https?:\/\//i.test(href)) return null;
    var a = el("a", text, parent);
    a.href = href;
    a.target = "_blank";
    a.rel = "noopener";
    return a;
  }
  var months = __MONTHS__, w = __WORDS__;
  function put(pattern, text) {
    return pattern.replace("%s", function () { return text; });
  }
  function day(iso) {
    var p = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(iso));
    return p && months[p[2] - 1]
      ? months[p[2] - 1].replace("%d", String(+p[3])).replace("%y", p[1])
      : String(iso);
  }
  function show(x, list) {
    var v = x.venue || {}, off = x.status === "cancelled";
    var li = el("li", "", list, off ? "tribe-show tribe-cancelled" : "tribe-show");
    var t = el("time", day(x.date), li);
    t.setAttribute("datetime", String(x.date));
    var text = " " + [v.name, v.city, v.region || v.country].filter(Boolean).join(", ");
    if (x.eventName) text += " \u00b7 " + x.eventName;
    if (x.supportActs && x.supportActs.length) text += " " + put(w.with, x.supportActs.join(", "));
    if (x.previousDate) text += " " + put(w.moved, day(x.previousDate));
    el("span", text, li);
    if (off) el("strong", " " + w.cancelled, li);
    else if (x.soldOut) el("span", " " + w.soldOut, li);
    else if (x.ticketUrl) {
      li.appendChild(d.createTextNode(" "));
      link(x.ticketUrl, w.tickets, li);
    }
  }
  function all(url) {
    var p = el("p", "", box);
    if (!link(url, w.all, p)) link(base, w.all, p);
  }
  fetch(base + "/shows.json", { credentials: "omit" })
    .then(function (r) {
      if (!r.ok) throw new Error(String(r.status));
      return r.json();
    })
    .then(function (data) {
      var shows = (data && data.upcoming) || [];
      box.textContent = "";
      if (!shows.length) el("p", w.none, box);
      else {
        var list = el("ul", "", box, "tribe-dates");
        list.setAttribute("aria-label", data.title ? put(w.titled, data.title) : w.upcoming);
        for (var i = 0; i < shows.length; i++) show(shows[i], list);
      }
      all(data && data.url);
    })
    .catch(function () {
      box.textContent = "";
      all(base);
    });
})();
`;

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderPage } from "@/client/app/render-page";
import { PAGE_DATA_IDS } from "@/domain/page-data";
import { setupApiSuite } from "../support/api-suite";
import { call, signInAsGuest, signUp } from "../support/client";
import type { TestApp } from "../support/test-app";

// The Overview rendered per request (src/server/overview-page.ts) with the real renderer
// (src/client/app/render-page.tsx), on the real app and database.

const SHELL = '<!doctype html><p>shell</p><div id="root"></div>';
function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-overview-page-"));
  fs.writeFileSync(path.join(dir, "overview.html"), SHELL);
  fs.writeFileSync(path.join(dir, "app.html"), SHELL);
  fs.writeFileSync(
    path.join(dir, "overview-rendered.html"),
    '<!doctype html><p>rendered</p><div id="root"></div>',
  );
  return dir;
}

const s = setupApiSuite({ clientDir: builtClient(), renderPage });

const openOverview = (t: TestApp, cookie?: string) => call(t, "GET", "/dashboard", { cookie });

/** The answers a rendered page carries in its data blocks. */
function pageData(html: string) {
  const block = (id: string) => {
    const match = html.match(
      new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`),
    );
    return match ? JSON.parse(match[1]!) : undefined;
  };
  return { session: block(PAGE_DATA_IDS.session), overview: block(PAGE_DATA_IDS.overview) };
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A tour on the road today: it counts as running (issue 36: the status comes from the dates). */
const newTour = (cookie: string, title: string) =>
  call(s.t, "POST", "/api/tours", {
    cookie,
    json: { title, startDate: day(-1), endDate: day(10) },
  });

describe("the Overview rendered on the server", () => {
  it("holds the artist's name, figures and tours, and the answers the browser starts from", async () => {
    const artist = await signUp(s.t, { artistName: "Harbour Lights" });
    expect((await newTour(artist.cookie, "Coastline Run")).status).toBe(201);
    const res = await openOverview(s.t, artist.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.text).toContain("<p>rendered</p>");
    expect(res.text).toContain("Welcome Back, Harbour Lights");
    expect(res.text).toContain("Coastline Run");
    expect(res.text).toMatch(/>1<\/p><p[^>]*>currently running/);

    const data = pageData(res.text);
    const api = await call(s.t, "GET", "/api/overview", { cookie: artist.cookie });
    expect(data.overview).toEqual(api.data);
    expect(data.session.user.id).toBe(artist.userId);
    // The session token stays in its HttpOnly cookie.
    expect(data.session.session.token).toBeUndefined();
    expect(res.text).not.toContain(artist.cookie.split("=")[1]!.split(".")[0]);
  });

  it("shows each account only its own data, however the renders interleave", async () => {
    const first = await signUp(s.t, { artistName: "First Act" });
    const second = await signUp(s.t, { artistName: "Second Act" });
    await newTour(first.cookie, "First Act Tour");
    await newTour(second.cookie, "Second Act Tour");
    const pages = await Promise.all(
      [first, second, first, second].map((account) => openOverview(s.t, account.cookie)),
    );
    for (const [i, page] of pages.entries()) {
      const [own, other] = i % 2 === 0 ? ["First", "Second"] : ["Second", "First"];
      expect(page.text).toContain(`${own} Act Tour`);
      expect(page.text).toContain(`Welcome Back, ${own} Act`);
      expect(page.text).not.toContain(`${other} Act`);
    }
  });

  it("follows every change: a renamed artist, a new tour", async () => {
    const artist = await signUp(s.t, { artistName: "Early Name" });
    expect((await openOverview(s.t, artist.cookie)).text).toContain("Welcome Back, Early Name");
    // The same page twice (reused), then after each change (rendered anew).
    expect((await openOverview(s.t, artist.cookie)).text).toContain("Welcome Back, Early Name");
    const renamed = await call(s.t, "PATCH", "/api/profile", {
      cookie: artist.cookie,
      json: { artistName: "Later Name" },
    });
    expect(renamed.status).toBe(200);
    const afterRename = await openOverview(s.t, artist.cookie);
    expect(afterRename.text).toContain("Welcome Back, Later Name");
    expect(afterRename.text).not.toContain("Welcome Back, Early Name");
    expect(afterRename.text).not.toContain("Night Drive");
    await newTour(artist.cookie, "Night Drive");
    expect((await openOverview(s.t, artist.cookie)).text).toContain("Night Drive");
  });

  it("writes the projection in the home currency, and again after the owner changes it", async () => {
    const artist = await signUp(s.t, { artistName: "Euro Act" });
    await newTour(artist.cookie, "Continental Run");
    const projection = /data-testid="stat-Revenue Projection">([^<]*)</;
    const before = await openOverview(s.t, artist.cookie);
    expect(before.text.match(projection)?.[1]).toBe("$0");
    const home = await call(s.t, "PUT", "/api/currency/home", {
      cookie: artist.cookie,
      json: { homeCurrency: "EUR" },
    });
    expect(home.status, home.text).toBe(200);
    const after = await openOverview(s.t, artist.cookie);
    expect(after.text.match(projection)?.[1]).toBe("€0");
    // The browser starts from the same answer: its team block says the home currency.
    const team = after.text.match(/id="tribe-data-team">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(team!).homeCurrency).toBe("EUR");
  });

  it("is the plain shell without a session, with a forged one and after signing out", async () => {
    expect((await openOverview(s.t)).text).toBe(SHELL);
    const forged = await openOverview(s.t, "better-auth.session_token=forged.signature");
    expect(forged.status).toBe(200);
    expect(forged.text).toBe(SHELL);

    const guest = await signInAsGuest(s.t);
    expect((await openOverview(s.t, guest.cookie)).text).toContain("You are exploring the demo");
    await call(s.t, "POST", "/api/auth/sign-out", { cookie: guest.cookie, json: {} });
    const after = await openOverview(s.t, guest.cookie);
    expect(after.text).toBe(SHELL);
    expect(after.text).not.toContain(PAGE_DATA_IDS.session);
  });

  it("keeps markup in an artist's data as text, in the page and in its data", async () => {
    const title = '</script><script>alert("x")</script><!--';
    const artist = await signUp(s.t, { artistName: "</script><b>Bold</b>" });
    expect((await newTour(artist.cookie, title)).status).toBe(201);
    const res = await openOverview(s.t, artist.cookie);
    expect(res.text).not.toContain("<script>alert");
    expect(res.text).not.toContain("<b>Bold</b>");
    expect(res.text).toContain("&lt;/script&gt;&lt;script&gt;alert");
    const data = pageData(res.text);
    expect(data.overview.recentTours[0].title).toBe(title);
    expect(data.session.user.artistName).toBe("</script><b>Bold</b>");
  });

  it("is the shell, rendered in the browser in their language, for a person who reads Spanish or German (issue 55)", async () => {
    const artist = await signUp(s.t, { artistName: "Nordlicht" });
    const inBrowserGerman = await call(s.t, "GET", "/dashboard", {
      cookie: artist.cookie,
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.8" },
    });
    expect(inBrowserGerman.text).toContain("<p>shell</p>");
    expect(inBrowserGerman.text).not.toContain("Welcome Back");
    // Chosen English wins over the browser's German; chosen Spanish over an English browser.
    await call(s.t, "PUT", "/api/profile/locale", {
      cookie: artist.cookie,
      json: { locale: "en" },
    });
    const chosenEnglish = await call(s.t, "GET", "/dashboard", {
      cookie: artist.cookie,
      headers: { "accept-language": "de" },
    });
    expect(chosenEnglish.text).toContain("Welcome Back, Nordlicht");
    await call(s.t, "PUT", "/api/profile/locale", {
      cookie: artist.cookie,
      json: { locale: "es" },
    });
    const chosenSpanish = await call(s.t, "GET", "/dashboard", {
      cookie: artist.cookie,
      headers: { "accept-language": "en-US" },
    });
    expect(chosenSpanish.text).toContain("<p>shell</p>");
  });
});

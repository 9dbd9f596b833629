import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "@/server/logger";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { invite, tokenOf } from "../support/team";

/**
 * Issue 35 §3: `GET /JOIN/<token>` served the working join page and logged the token in full.
 * Pages answer only in their own case (404 otherwise), and the log's redaction ignores case.
 */
const lines: string[] = [];
const logger = createLogger(
  "debug",
  new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);

const SHELL = '<!doctype html><p>app shell</p><div id="root"></div>';
function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-path-case-"));
  for (const page of ["app.html", "index.html", "overview.html", "dashboard.html", "auth.html"]) {
    fs.writeFileSync(path.join(dir, page), SHELL);
  }
  return dir;
}

const s = setupApiSuite({ clientDir: builtClient(), logger });
const get = (p: string) => call(s.t, "GET", p);

describe("paths answer in their own case only", () => {
  it("the join page is /join/<token>; /JOIN/<token> is a 404 and its token is not logged", async () => {
    const token = tokenOf((await invite(s.t, s.a, "case@example.com")).link);
    const page = await get(`/join/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("app shell");
    for (const p of [`/JOIN/${token}`, `/Join/${token}/`]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
    }
    // Percent-encoded letters are the letters, for the server as for the client's router.
    expect((await get(`/jo%69n/${token}`)).status).toBe(200);
    // The API in another case is no route: 404, or 401 first where a session is needed.
    for (const p of [`/API/INVITATIONS/${token}`, `/Api/Feeds/${token}.ics`]) {
      expect((await get(p)).status, p).toBe(404);
    }
    const other = await get(`/api/Invitations/${token}`);
    expect(other.status).toBe(401);
    const logged = lines.join("");
    expect(logged).toContain('"path":"/JOIN/[redacted]"');
    expect(logged).toContain('"path":"/api/Invitations/[redacted]"');
    expect(logged).not.toContain(token);
  });

  it("every page in its case is 200; the same in another case, or no page, is 404", async () => {
    for (const p of ["/", "/auth", "/dashboard", "/dashboard/", "/dashboard/tours/abc", "/terms"]) {
      expect((await get(p)).status, p).toBe(200);
    }
    for (const p of [
      "/Dashboard",
      "/dashboard/Tours",
      "/AUTH",
      "/nope",
      "/API/health",
      "//join/x",
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
    }
    // The 404 still carries the app, whose router says the page was not found.
    expect((await get("/Dashboard")).text).toContain("app shell");
  });
});

import { describe, expect, it } from "vitest";
import { notifications } from "@/server/db/schema";
import { signUnsubscribe } from "@/server/notifications/unsubscribe-token";
import { setupApiSuite } from "../support/api-suite";
import { call } from "../support/client";
import { englishWords } from "../support/english-leak";
import { TEST_SECRET } from "../support/test-app";

/**
 * Issue 55: the unsubscribe page a mail links to is in the language of the person the mail was
 * for (the token names them), else the visitor's Accept-Language; so is its 410 once used.
 */
const s = setupApiSuite();

async function notificationFor(account: typeof s.a) {
  const [row] = await s.t.database.db
    .insert(notifications)
    .values({
      workspaceId: account.workspaceId,
      userId: account.userId,
      kind: "hold-expiring",
      subjectId: crypto.randomUUID(),
      dueAt: new Date(),
      params: {},
    })
    .returning({ id: notifications.id });
  return `/api/notifications/unsubscribe?token=${signUnsubscribe(TEST_SECRET, row!.id, "kind")}`;
}

const onePost = (path: string) =>
  s.t.app.request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

describe("the unsubscribe page", () => {
  it("is in the language its reader chose, whatever the browser asks", async () => {
    const chose = await call(s.t, "PUT", "/api/profile/locale", {
      cookie: s.a.cookie,
      json: { locale: "de" },
    });
    expect(chose.status).toBe(200);
    const path = await notificationFor(s.a);
    const res = await call(s.t, "GET", path, { headers: { "accept-language": "en-US" } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="de">');
    expect(res.text).toContain("<h1>Diese E-Mails abbestellen?</h1>");
    expect(res.text).toContain('<button type="submit">Abmelden</button>');
    expect(englishWords(res.text.replace(/<[^>]*>/g, " "))).toEqual([]);

    expect((await onePost(path)).status).toBe(200);
    const again = await onePost(path);
    expect(again.status).toBe(410);
    const { error } = (await again.json()) as { error: { message: string } };
    expect(error.message).toMatch(/^Dieser Abmeldelink wurde bereits benutzt/);
    const used = await call(s.t, "GET", path);
    expect(used.status).toBe(410);
    expect(used.text).toContain("<h1>Nichts abzubestellen</h1>");
  });

  it("follows Accept-Language for a reader who chose none, and for a link that is not valid", async () => {
    const path = await notificationFor(s.b);
    const res = await call(s.t, "GET", path, { headers: { "accept-language": "es-ES,es;q=0.9" } });
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain("<h1>¿Detener estos correos?</h1>");
    expect(res.headers.get("vary")).toContain("Accept-Language");

    const bad = await call(s.t, "GET", "/api/notifications/unsubscribe?token=nope", {
      headers: { "accept-language": "de" },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.message).toMatch(/^Dieser Abmeldelink ist ungültig/);

    const english = await call(s.t, "GET", path);
    expect(english.text).toContain("<h1>Stop these emails?</h1>");
  });
});

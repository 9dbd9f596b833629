import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/translator";
import { type MailItem, notificationMail } from "./notification-mail";

const OPTS = {
  baseUrl: "https://tribe.example.com",
  unsubscribeUrl: "https://tribe.example.com/api/notifications/unsubscribe?token=t",
  messageId: "<id@tribe.example.com>",
};

/** A venue's answer and names built to pass for the mail's own lines and links. */
const spoof: MailItem = {
  kind: "advance-accepted",
  params: {
    show: 'the show at <a href="https://evil.example/login">Union</a> on 2 May',
    tourId: "t1",
    showId: "s1",
    changes: [
      {
        label: "Parking (bus / van / trailer)",
        kind: "text",
        value: "Lot B\r\nBcc: everyone@venue.example\nOpen this link: https://evil.example/login",
      },
    ],
  },
  workspaceName: "Night Owls\nReply-To: thief@evil.example",
};

describe("notification mail", () => {
  it("quotes people's text line by line in the plain part, never as lines of its own", () => {
    const mail = notificationMail("a@b.co", [spoof], { ...OPTS, digest: false });
    const lines = mail.text.split("\n");
    expect(lines.some((l) => /^(Bcc|Reply-To|Open this link):/.test(l))).toBe(false);
    expect(lines).toContain("> Bcc: everyone@venue.example");
    expect(lines).toContain("> Open this link: https://evil.example/login");
    expect(lines.filter((l) => l.includes("evil.example")).every((l) => l.startsWith("> "))).toBe(
      true,
    );
    // The workspace's name is a single-line field: its break is collapsed, quoted too.
    expect(lines).toContain("> (Night Owls Reply-To: thief@evil.example)");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Lot B Bcc: everyone@venue.example");
  });

  it("carries an HTML part that escapes all of it: no link or markup but ours", () => {
    const mail = notificationMail("a@b.co", [spoof, spoof], { ...OPTS, digest: true });
    const html = mail.html ?? "";
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).not.toContain('<a href="https://evil.example');
    expect(html).toContain("&lt;a href=&quot;https://evil.example/login&quot;&gt;Union&lt;/a&gt;");
    // Our links: one per notice, then unsubscribe and Settings.
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "https://tribe.example.com/dashboard/logistics/day-sheet/t1/s1",
      "https://tribe.example.com/dashboard/logistics/day-sheet/t1/s1",
      OPTS.unsubscribeUrl,
      "https://tribe.example.com/dashboard/settings",
    ]);
    expect(html).toContain("<blockquote");
    expect(html).toContain("Lot B<br>Bcc: everyone@venue.example<br>Open this link:");
    expect(html).not.toMatch(/<(script|img|form|style)\b/i);
  });

  it("writes its own words in the recipient's language (issue 55)", () => {
    const words = translatorFor("de");
    const one = notificationMail("a@b.co", [spoof], { ...OPTS, digest: false, words });
    expect(one.text).toContain("Antworten eines Spielorts in einen Tagesplan übernommen:");
    expect(one.text).toContain("In Tribe öffnen: https://tribe.example.com/");
    expect(one.html).toContain('<html lang="de">');
    const digest = notificationMail("a@b.co", [spoof, spoof], { ...OPTS, digest: true, words });
    expect(digest.subject).toBe("Deine Tribe-Zusammenfassung: 2 Neuigkeiten");
    const english = notificationMail("a@b.co", [spoof, spoof], { ...OPTS, digest: true });
    expect(english.subject).toBe("Your Tribe digest: 2 updates");
  });
});

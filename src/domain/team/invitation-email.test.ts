import { describe, expect, it } from "vitest";
import { composeInvitationEmail } from "./invitation-email";
import { INVITATION_LIMITS, invitationLimitMessage } from "./invitation-limits";
import { invitationExpiry, invitationState, maskEmail } from "./invitations";

describe("the invitation email", () => {
  it("says who invites whom to which workspace as what, the link, and the expiry date", () => {
    const mail = composeInvitationEmail({
      inviterName: "Mara Lind",
      workspaceName: "The Night Owls",
      role: "crew",
      link: "https://tribe.example/join/abc",
      expiresAt: new Date("2026-12-02T15:00:00Z"),
    });
    expect(mail.subject).toBe("You're invited to join a workspace on Tribe");
    expect(mail.text).toContain("You are invited to join a workspace on Tribe as Crew.");
    expect(mail.text).toContain('  Sender\'s name: "Mara Lind"\n  Workspace: "The Night Owls"');
    expect(mail.text).toContain("Never sees money.");
    expect(mail.text).toContain("\nhttps://tribe.example/join/abc\n");
    expect(mail.text).toContain("expires in 7 days, on Dec 2, 2026 (UTC)");
  });

  it("keeps a typed name on its one quoted line (issue 35 §1)", () => {
    const mail = composeInvitationEmail({
      inviterName: "Tribe\r\nSecurity\tTeam",
      workspaceName: "Act\n\nOpen https://evil.example now",
      role: "manager",
      link: "https://tribe.example/join/abc",
      expiresAt: new Date("2026-12-02T15:00:00Z"),
      openLink: true,
    });
    expect(mail.text).toContain('Sender\'s name: "Tribe Security Team"');
    expect(mail.text).toContain('Workspace: "Act Open https://evil.example now"');
    expect(mail.text).toContain("whoever has it can join with it");
  });

  it("has an HTML part where typed text is escaped and the one link is the join link", () => {
    const mail = composeInvitationEmail({
      inviterName: '<a href="https://evil.example">Support</a>',
      workspaceName: "Owls\n<img src=x onerror=alert(1)>",
      role: "crew",
      link: "https://tribe.example/join/abc?x=1&y=2",
      expiresAt: new Date("2026-12-02T15:00:00Z"),
    });
    expect(mail.html).not.toMatch(/<img|<a href="https:\/\/evil/);
    expect(mail.html).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;Support&lt;/a&gt;");
    expect(mail.html).toContain("Owls &lt;img src=x onerror=alert(1)&gt;");
    expect([...mail.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "https://tribe.example/join/abc?x=1&amp;y=2",
    ]);
  });
});

describe("masking and limits", () => {
  it("masks an email to its first letters and top-level domain", () => {
    expect(maskEmail("mara.lind@example.com")).toBe("m***@e***.com");
    expect(maskEmail("x@localhost")).toBe("x***@l***");
  });
  it("says when to try again, in minutes up to an hour, then hours", () => {
    const [hourly, daily] = INVITATION_LIMITS;
    expect(invitationLimitMessage(hourly, 20, 61)).toBe(
      "Too many invitations: this workspace can make 20 an hour. Try again in 2 minutes.",
    );
    expect(invitationLimitMessage(daily, 50, 23 * 3600 + 1)).toBe(
      "Too many invitations: you can make 50 a day. Try again in 24 hours.",
    );
  });
});

describe("an invitation's state", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const base = { acceptedAt: null, revokedAt: null, expiresAt: invitationExpiry(now) };
  it("is valid for 7 days, then expired", () => {
    expect(invitationState(base, now)).toBe("valid");
    expect(base.expiresAt.toISOString()).toBe("2026-12-02T12:00:00.000Z");
    expect(invitationState(base, base.expiresAt)).toBe("expired");
  });
  it("says revoked before used, and used before expired", () => {
    const late = new Date("2027-01-01T00:00:00Z");
    expect(invitationState({ ...base, acceptedAt: now }, late)).toBe("used");
    expect(invitationState({ ...base, acceptedAt: now, revokedAt: now }, late)).toBe("revoked");
  });
});

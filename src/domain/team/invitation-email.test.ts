import { describe, expect, it } from "vitest";
import { composeInvitationEmail } from "./invitation-email";
import { invitationExpiry, invitationState } from "./invitations";

describe("the invitation email", () => {
  it("says who invites whom to which workspace as what, the link, and the expiry date", () => {
    const mail = composeInvitationEmail({
      inviterName: "Mara Lind",
      workspaceName: "The Night Owls",
      role: "crew",
      link: "https://tribe.example/join/abc",
      expiresAt: new Date("2026-12-02T15:00:00Z"),
    });
    expect(mail.subject).toBe("Mara Lind invited you to The Night Owls on Tribe");
    expect(mail.text).toContain("Mara Lind invited you to join The Night Owls on Tribe as Crew.");
    expect(mail.text).toContain("Never sees money.");
    expect(mail.text).toContain("\nhttps://tribe.example/join/abc\n");
    expect(mail.text).toContain("expires in 7 days, on Wed, 2 Dec 2026 (UTC)");
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

import { describe, expect, it } from "vitest";
import { decodeNotice, encodeNotice, noticeText, workspaceOf } from "./member-notices";

describe("what a person is told about their place in a party", () => {
  it("names the workspace they were removed from, with a possessive that reads right", () => {
    expect(noticeText({ kind: "removed", workspaceName: "The Night Owls" })).toBe(
      "You were removed from The Night Owls' workspace. You're back in your own workspace.",
    );
    expect(workspaceOf("Mara Vale")).toBe("Mara Vale's workspace");
    expect(workspaceOf(" Lumen ")).toBe("Lumen's workspace");
  });

  it("says a new role by its label", () => {
    expect(noticeText({ kind: "role", role: "crew" })).toBe("Your role is now Crew.");
    expect(noticeText({ kind: "role", role: "manager" })).toBe("Your role is now Manager.");
  });

  it("travels in a header as ASCII and comes back the same, names beyond ASCII included", () => {
    const notice = { kind: "removed", workspaceName: "Sigur Rós — “Live”" } as const;
    const value = encodeNotice(notice);
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeNotice(value)).toEqual(notice);
    expect(decodeNotice(encodeNotice({ kind: "deleted" }))).toEqual({ kind: "deleted" });
  });

  it("ignores a header that is not a notice", () => {
    expect(decodeNotice(null)).toBeUndefined();
    expect(decodeNotice("%E0%A4%A")).toBeUndefined();
    expect(decodeNotice(encodeURIComponent('{"kind":"role","role":"admin"}'))).toBeUndefined();
    expect(decodeNotice(encodeURIComponent('{"kind":"removed","workspaceName":" "}'))).toBe(
      undefined,
    );
  });
});

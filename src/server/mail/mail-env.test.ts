import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { DEFAULT_MAIL_FROM } from "./mailer";

describe("SMTP_URL and MAIL_FROM", () => {
  it("unset or empty: no mail, the default sender", () => {
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(loadEnv({}).MAIL_FROM).toBe(DEFAULT_MAIL_FROM);
  });

  it("smtp:// and smtps:// URLs are taken as written", () => {
    const url = "smtps://user:p%40ss@mail.example.com:465";
    expect(loadEnv({ SMTP_URL: url, MAIL_FROM: "Tour <t@example.com>" })).toMatchObject({
      SMTP_URL: url,
      MAIL_FROM: "Tour <t@example.com>",
    });
  });

  it("anything else stops the server with the variable named", () => {
    expect(() => loadEnv({ SMTP_URL: "mail.example.com:25" })).toThrow(/SMTP_URL: must look like/);
  });
});

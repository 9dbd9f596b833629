import { describe, expect, it } from "vitest";
import { canReceiveMail } from "./addresses";

describe("canReceiveMail", () => {
  it("refuses every domain reserved so that no mail can reach it", () => {
    for (const address of [
      "temp-abc@anonymous.placeholder.invalid",
      "dana.0d4c6b1e-58c4-4bd8-9f5c-7b3a1e9d2c11@example.invalid",
      "a@x.test",
      "a@localhost",
      "a@box.localhost",
      "a@venue.example",
      "a@printer.local",
      "a@hidden.onion",
      "a@example.com",
      "a@EXAMPLE.ORG",
      "a@mail.example.net",
      "a@example.com.",
      "no-at-sign",
      "a@",
      "@example.org",
    ]) {
      expect(canReceiveMail(address), address).toBe(false);
    }
  });

  it("accepts ordinary domains, also ones that merely contain a reserved word", () => {
    for (const address of [
      "pat@venue.co.uk",
      "sam@gmail.com",
      "a@notexample.com",
      "a@example.com.au",
      "a@testing.org",
      "a@invalid.dev",
    ]) {
      expect(canReceiveMail(address), address).toBe(true);
    }
  });
});

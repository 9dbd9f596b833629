import { describe, expect, it } from "vitest";
import { allowLoopbackWebhooks } from "./policy";

describe("allowLoopbackWebhooks", () => {
  it("lets a developer's machine send to localhost", () => {
    expect(allowLoopbackWebhooks(undefined, undefined)).toBe(true);
    expect(allowLoopbackWebhooks("development", "http://localhost:3000")).toBe(true);
    expect(allowLoopbackWebhooks("test", "http://127.0.0.1:4173")).toBe(true);
  });

  it("never in production, nor on a deployment that forgot NODE_ENV but has a public address", () => {
    expect(allowLoopbackWebhooks("production", undefined)).toBe(false);
    expect(allowLoopbackWebhooks(undefined, "https://tribe.example.com")).toBe(false);
    expect(allowLoopbackWebhooks("development", "not a url")).toBe(false);
  });
});

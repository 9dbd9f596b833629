import { describe, expect, it } from "vitest";
import { endpointUrlProblem } from "./endpoint-url";

const inProduction = (url: string) => endpointUrlProblem(url, { allowLoopback: false });
const inDevelopment = (url: string) => endpointUrlProblem(url, { allowLoopback: true });

describe("a webhook endpoint's address", () => {
  it("takes a public https address, with a port, path and query", () => {
    expect(inProduction("https://hooks.example.com/tribe")).toBeUndefined();
    expect(inProduction("https://example.com:8443/in?source=tribe")).toBeUndefined();
    expect(inProduction("https://93.184.216.34/hook")).toBeUndefined();
    expect(inProduction("https://[2606:4700::1]/hook")).toBeUndefined();
  });

  it("asks for https when the address is http or another scheme", () => {
    expect(inProduction("http://example.com/hook")).toBe("Use an https:// address");
    expect(inDevelopment("http://example.com/hook")).toBe("Use an https:// address");
    expect(inProduction("ftp://example.com/hook")).toBe("Use an https:// address");
  });

  it("refuses what is not a full address", () => {
    expect(inProduction("example.com/hook")).toMatch(/full address/);
    expect(inProduction("https://")).toMatch(/full address/);
  });

  it("sends to loopback (http or https) only when allowed, never in production", () => {
    for (const url of [
      "http://127.0.0.1:9/x",
      "http://localhost:3000/hook",
      "https://localhost./hook",
      "http://[::1]:8080/",
      "http://127.8.9.10/",
      "http://api.localhost/",
      // The same address written as a number, or as IPv4 inside IPv6.
      "http://2130706433/",
      "http://[::ffff:127.0.0.1]/",
    ]) {
      expect(inDevelopment(url), url).toBeUndefined();
      expect(inProduction(url), url).toMatch(/localhost/);
    }
  });

  it("refuses private, link-local, metadata and other non-public addresses", () => {
    for (const url of [
      "https://10.0.0.1/",
      "https://192.168.1.20/",
      "https://172.16.0.5/",
      "https://169.254.169.254/latest/meta-data",
      "https://100.100.100.200/",
      "https://0.0.0.0/",
      "https://[fd00:ec2::254]/",
      "https://[fe80::1]/",
      "https://[::ffff:10.0.0.1]/",
      "https://0x0a.0.0.1/",
      "https://intranet/hook",
      "https://printer.local/",
      "https://metadata.google.internal/",
    ]) {
      expect(inDevelopment(url), url).toBe(
        "This address is on a private network: Tribe only sends to the public internet",
      );
    }
  });

  it("refuses a user name and password, a fragment, spaces and control characters", () => {
    expect(inProduction("https://user:pass@example.com/")).toMatch(/user name and password/);
    expect(inProduction("https://user@example.com/")).toMatch(/user name and password/);
    expect(inProduction("https://example.com/hook#part")).toMatch(/#/);
    expect(inProduction("https://example.com/hook#")).toMatch(/#/);
    expect(inProduction("https://example.com/a\u0000b")).toMatch(/control characters/);
    expect(inProduction("https://example.com/a\tb")).toMatch(/control characters/);
    expect(inProduction("https://exa mple.com/")).toMatch(/control characters/);
  });
});

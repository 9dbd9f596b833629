import { describe, expect, it } from "vitest";
import { addressAllowed } from "./address";

describe("addresses a webhook may reach", () => {
  it.each([
    "10.0.0.1",
    "172.16.0.1",
    "192.168.1.1",
    "127.0.0.1",
    "::1",
    "169.254.169.254",
    "fd00::1",
    "fe80::1",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
    "100.64.0.1",
    "0.0.0.0",
    "::",
    "224.0.0.1",
    "255.255.255.255",
    "2002:a00:1::",
    "2001::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(addressAllowed(address, false)).toBe(false);
  });

  it.each(["8.8.8.8", "93.184.216.34", "2606:4700::1111"])("allows public %s", (address) => {
    expect(addressAllowed(address, false)).toBe(true);
  });

  it("allows loopback only when told (development), and nothing else private with it", () => {
    expect(addressAllowed("127.0.0.1", true)).toBe(true);
    expect(addressAllowed("::1", true)).toBe(true);
    expect(addressAllowed("10.0.0.1", true)).toBe(false);
    expect(addressAllowed("169.254.169.254", true)).toBe(false);
  });
});

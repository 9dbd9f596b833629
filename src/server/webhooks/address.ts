import ipaddr from "ipaddr.js";

/**
 * Whether a webhook may connect to an address (issue 53 item 4): only public unicast, so an
 * endpoint never reaches a private network, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, unique-local, multicast or reserved space. An IPv4 address wrapped in
 * IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address; 6to4 and Teredo embed one too and are
 * refused outright. Loopback only when allowed (development, tests).
 */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === "unicast") return true;
  return allowLoopback && range === "loopback";
}

export const isLoopback = (address: string) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";

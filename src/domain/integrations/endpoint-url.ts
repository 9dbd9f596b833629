import ipaddr from "ipaddr.js";

/**
 * Whether a webhook endpoint's address may be saved (issue 53 item 4, ADR 0033), in words the
 * owner understands; undefined when it may. This is the check on the text alone: a name's
 * addresses are checked again after DNS, and at each redirect, when a delivery is sent.
 */
export function endpointUrlProblem(
  raw: string,
  { allowLoopback }: { allowLoopback: boolean },
): string | undefined {
  // The URL parser quietly drops tabs and newlines and percent-encodes a NUL: refuse them
  // instead, so the address saved is the one the owner sees.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return "An address has no spaces or control characters";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a full address, starting with https://";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "Use an https:// address";
  if (url.username || url.password)
    return "Leave the user name and password out of the address: each delivery is signed instead";
  // "…/#" parses with an empty hash: look at the text too.
  if (url.hash || raw.includes("#"))
    return "Remove the #… part: it never reaches the receiving server";

  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  const literal = ipLiteral(host);
  const loopback = literal
    ? literal.range() === "loopback"
    : host === "localhost" || host.endsWith(".localhost");
  if (loopback) {
    return allowLoopback
      ? undefined
      : "This address is this computer (localhost): Tribe only sends to the public internet";
  }
  if (url.protocol !== "https:") return "Use an https:// address";
  if (literal && literal.range() !== "unicast") return PRIVATE;
  if (!literal && privateName(host)) return PRIVATE;
  return undefined;
}

const PRIVATE = "This address is on a private network: Tribe only sends to the public internet";

/** The host as an IP address (IPv4-mapped IPv6 read as the IPv4 it carries), else undefined. */
function ipLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : undefined;
}

/**
 * Names that never resolve on the public internet: a single label ("intranet"), and the
 * suffixes reserved for local networks (RFC 6762 .local, RFC 8375 home.arpa, .internal).
 */
function privateName(host: string): boolean {
  if (!host.includes(".")) return true;
  return [".local", ".internal", ".home.arpa", ".lan"].some((suffix) => host.endsWith(suffix));
}

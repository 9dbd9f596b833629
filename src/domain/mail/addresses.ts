/**
 * Domains no mail can reach (issue 46 §6): the top-level names RFC 2606 and RFC 6761 reserve
 * (`.invalid`, `.test`, `.localhost`, `.example`), `.local` (multicast DNS, RFC 6762) and
 * `.onion` (RFC 7686), and the documentation domains example.com/.net/.org (RFC 2606 §3),
 * with any of their subdomains. A demo guest's placeholder (`…@anonymous.placeholder.invalid`)
 * and the demo's sample people (`…@example.invalid`) fall under them.
 */
const RESERVED_TLDS = new Set(["invalid", "test", "localhost", "example", "local", "onion"]);
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org"];

/** Whether `address` could receive mail at all: false for a reserved or missing domain. */
export function canReceiveMail(address: string): boolean {
  const at = address.lastIndexOf("@");
  if (at <= 0) return false;
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (!domain) return false;
  const tld = domain.slice(domain.lastIndexOf(".") + 1);
  if (RESERVED_TLDS.has(tld)) return false;
  return !RESERVED_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

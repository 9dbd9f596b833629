/**
 * How the Team page shows a member (issue 36). A demo's guest has a made-up address
 * (better-auth's anonymous plugin: "…@anonymous.placeholder.invalid") and the name "Guest";
 * the demo's sample people have addresses under `.invalid` too (RFC 2606: never delivered).
 * None of those is an address to show anyone: a guest reads "Guest (demo)", a sample person
 * by their name alone.
 */
const GUEST_MEMBER_NAME = "Guest (demo)";

const isPlaceholderAddress = (email: string) => /\.invalid$/i.test(email.trim());

export function shownMember(m: { name: string; email: string; isAnonymous: boolean | null }) {
  return {
    name: m.isAnonymous ? GUEST_MEMBER_NAME : m.name,
    email: m.isAnonymous || isPlaceholderAddress(m.email) ? null : m.email,
  };
}

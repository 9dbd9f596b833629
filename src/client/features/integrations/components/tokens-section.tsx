/** The member's personal access tokens (issue 53 item 1): list, make (shown once), revoke. */
export function TokensSection() {
  return <p className="text-muted-foreground text-sm">API tokens are coming.</p>;
}

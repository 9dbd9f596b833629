/** The filing (issue 50 item 4): being built. */
export function FilingTab() {
  return <p className="text-sm text-muted-foreground">Coming in this wave.</p>;
}

/** Saved sets (issue 50 item 2): being built. */
export function SavedSetsTab() {
  return <p className="text-sm text-muted-foreground">Coming in this wave.</p>;
}

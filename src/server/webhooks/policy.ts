/**
 * Whether webhooks may go to a loopback address (http or https): only outside production, so
 * a developer's receiver on localhost works and a deployed server never calls itself.
 */
export const allowLoopbackWebhooks = (nodeEnv = process.env.NODE_ENV) => nodeEnv !== "production";

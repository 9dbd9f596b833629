/**
 * What a visitor came for when they clicked a landing CTA. Every CTA still goes to /dashboard
 * (docs/product.md §1.3); the intent rides along as `?start=` so that, when /dashboard sends a visitor
 * without a session to /auth, /auth opens on Sign Up or starts the demo by itself. A signed-in
 * user ignores it and sees the dashboard. No imports: the landing page stays small.
 */
export type StartIntent = "sign-up" | "demo";

const START_PARAM = "start";

/** The CTA targets: /dashboard with the visitor's intent. */
export const dashboardFor = (intent: StartIntent) => `/dashboard?${START_PARAM}=${intent}`;

export function readStartIntent(search: string): StartIntent | null {
  const value = new URLSearchParams(search).get(START_PARAM);
  return value === "sign-up" || value === "demo" ? value : null;
}

/** Where /dashboard sends a visitor without a session, keeping what they came for. */
export function authPathFor(intent: StartIntent | null): string {
  if (intent === "demo") return "/auth?start=demo";
  if (intent === "sign-up") return "/auth?mode=sign-up";
  return "/auth";
}

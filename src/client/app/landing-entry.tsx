import { LandingPage } from "@/client/features/landing/landing-page";

/**
 * The landing page on its own, without the router, the data layer or the toaster (nothing on
 * it raises a toast): a visitor's first load stays small. It is pre-rendered at build time
 * (scripts/prerender.tsx) and hydrated here. Its links are plain page loads; the app
 * itself loads when one leads into it.
 */
export const LandingEntry = () => <LandingPage />;

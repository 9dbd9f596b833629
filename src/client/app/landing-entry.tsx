import { LandingPage } from "@/client/features/landing/landing-page";
import { Providers } from "./providers";

/**
 * The landing page on its own, without the router or data layer: a visitor's first load stays
 * small. Its links are plain page loads; the app itself loads when one leads into it.
 */
export const LandingEntry = () => (
  <Providers>
    <LandingPage />
  </Providers>
);

import { lazy, type ReactNode, Suspense } from "react";

// Sonner loads after the first paint: the landing page needs it only to show the sign-out toast.
const Toaster = lazy(async () => ({
  default: (await import("@/client/components/ui/toaster")).Toaster,
}));

/** Providers every page needs. Data and tooltips live in the app layout, off the landing page. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

import { Fragment, lazy, type ReactNode, Suspense } from "react";
import { useLocale } from "@/client/i18n/person-locale";
import { useHydrated } from "@/client/lib/use-hydrated";

// Sonner loads after the first paint: the landing page needs it only to show the sign-out toast.
const Toaster = lazy(async () => ({
  default: (await import("@/client/components/ui/toaster")).Toaster,
}));

/** Providers every page needs. Data and tooltips live in the app layout, off the landing page. */
export function Providers({ children }: { children: ReactNode }) {
  // Not in pre-rendered HTML (/auth): a lazy component there is a boundary React gives up on.
  const hydrated = useHydrated();
  // Another language re-draws every page in it: nothing keeps words of the last (issue 55).
  const locale = useLocale();
  return (
    <>
      <Fragment key={locale}>{children}</Fragment>
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

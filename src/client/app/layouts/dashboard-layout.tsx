import { useQuery } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { BrandMark } from "@/client/components/brand-mark";
import { QueryError } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { sessionQuery } from "@/client/lib/auth-client";
import { focusPageHeading } from "@/client/lib/focus-return";
import { useGreetingName } from "@/client/lib/greeting";
import { onIntent, preloadable } from "@/client/lib/preloadable";
import { authPathFor, readStartIntent } from "@/client/lib/start-intent";
import { useHasOpened } from "@/client/lib/use-has-opened";
import { useHydrated } from "@/client/lib/use-hydrated";
import { useWorkspaceGuard } from "@/client/lib/workspace";
import { OfflineBanner } from "@/client/offline/offline-banner";
import { isOffline } from "@/client/offline/offline-status";
import { GuestBanner } from "./guest-banner";
import { MemberNoticeBanner } from "./member-notice-banner";
import { DefaultTimeZone, NotificationBell, TodayLink } from "./notification-bell";
import { SecondFactorGate } from "./second-factor-gate";
import { SidebarNav } from "./sidebar";
import { useShowDayLanding } from "./use-show-day-landing";
import { useSignOut } from "./use-sign-out";
import { ViewAsBanner } from "./view-as-banner";

// Mounted the first time each opens, from chunks of their own: the dashboard's first load
// carries no dialog machinery (decision 10).
const MobileMenuSheet = preloadable(async () => (await import("./mobile-menu")).MobileMenuSheet);
const GuestSignOutDialog = preloadable(
  async () => (await import("./guest-sign-out-dialog")).GuestSignOutDialog,
);

/** docs/product.md §1.5 dashboard shell: 256 px sidebar on wide screens, a menu sheet on phones. */
export function DashboardLayout() {
  const session = useQuery(sessionQuery);
  const location = useLocation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [guestSignOut, setGuestSignOut] = useState(false);
  const menuMounted = useHasOpened(menuOpen);
  const guestSignOutMounted = useHasOpened(guestSignOut);
  // The Overview arrives rendered by the server: the menu opens once React has taken over.
  const hydrated = useHydrated();
  useFocusAfterNavigation(location.pathname);
  useWorkspaceGuard();
  const artistName = useGreetingName();
  // A real party on the road, not a demo guest exploring the app (docs/product.md §19.3).
  useShowDayLanding(session.data ? !session.data.user.isAnonymous : false);

  if (session.isPending) return <Spinner className="min-h-screen" />;
  const intent = readStartIntent(location.search);
  // A check that failed online (the server busy, a dropped connection) is not "signed out":
  // sending the person to sign in would lose the page they were on for nothing.
  if (session.isError && !session.data && !isOffline()) {
    return (
      <main className="mx-auto max-w-md p-6">
        <QueryError
          message={t({
            id: "app.dashboard.sessionError",
            defaultMessage: "Could not check that you are signed in. Your data is safe.",
          })}
          retrying={session.isFetching}
          onRetry={() => void session.refetch()}
        />
      </main>
    );
  }
  if (!session.data) {
    return <Navigate to={authPathFor(intent)} replace state={{ from: location.pathname }} />;
  }
  // A landing CTA's intent means nothing to someone already signed in: drop it from the URL.
  if (intent) return <Navigate to={location.pathname} replace />;

  const isGuest = Boolean(session.data.user.isAnonymous);
  const nav = (onNavigate?: () => void) => (
    <SidebarNav
      artistName={artistName}
      isGuest={isGuest}
      onSignOut={
        isGuest
          ? () => {
              setMenuOpen(false);
              setGuestSignOut(true);
            }
          : signOut
      }
      onSignOutIntent={isGuest ? GuestSignOutDialog.preload : undefined}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="min-h-screen bg-muted/30">
      <SkipLink />
      <aside
        className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r bg-sidebar md:block"
        data-testid="sidebar"
      >
        {nav()}
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur md:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t({ id: "app.dashboard.openMenu", defaultMessage: "Open menu" })}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          disabled={!hydrated}
          {...onIntent(MobileMenuSheet.preload)}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" />
        </Button>
        {menuMounted && (
          <Suspense fallback={null}>
            <MobileMenuSheet open={menuOpen} onOpenChange={setMenuOpen}>
              {nav(() => setMenuOpen(false))}
            </MobileMenuSheet>
          </Suspense>
        )}
        <BrandMark />
        <div className="ml-auto flex items-center gap-1">
          <TodayLink />
          <NotificationBell />
        </div>
      </header>
      <div className="md:pl-64">
        <OfflineBanner />
        <MemberNoticeBanner />
        <ViewAsBanner />
        {isGuest && <GuestBanner />}
        <nav
          aria-label={t({
            id: "app.dashboard.todayAndNotifications",
            defaultMessage: "Today and notifications",
          })}
          className="hidden items-center justify-end gap-1 px-8 pt-4 md:flex"
        >
          <TodayLink />
          <NotificationBell />
        </nav>
        <DefaultTimeZone />
        <main id="main" tabIndex={-1} className="mx-auto max-w-7xl p-4 md:p-8">
          <SecondFactorGate>
            <Outlet />
          </SecondFactorGate>
        </main>
      </div>
      {isGuest && guestSignOutMounted && (
        <Suspense fallback={null}>
          <GuestSignOutDialog
            open={guestSignOut}
            onOpenChange={setGuestSignOut}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The first stop of the Tab key: past the sidebar's links straight to the page. It works as a
 * plain link before the scripts run (the Overview is rendered by the server); after, it moves
 * the focus itself, so the router never sees a #main in the address.
 */
function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #main; the click only keeps the URL clean
    <a
      href="#main"
      onClick={(e) => {
        const main = document.getElementById("main");
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {t({ id: "app.dashboard.skipToMain", defaultMessage: "Skip to main content" })}
    </a>
  );
}

/**
 * A page change that took the focused element with it (a dialog that saved and moved on, a
 * link inside the old page) leaves focus on the body: put it on the new page's heading.
 * Focus that is still somewhere (a sidebar link) stays where it is.
 */
function useFocusAfterNavigation(pathname: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body) focusPageHeading();
  }, [pathname]);
}

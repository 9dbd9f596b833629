import { useQuery } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "@/client/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/client/components/ui/sheet";
import { Spinner } from "@/client/components/ui/spinner";
import { sessionQuery } from "@/client/lib/auth-client";
import { displayArtistName } from "@/domain/artist-name";
import { GuestBanner } from "./guest-banner";
import { SidebarNav } from "./sidebar";
import { useSignOut } from "./use-sign-out";

/** Spec §2 dashboard shell: 256 px sidebar on wide screens, a menu sheet on phones. */
export function DashboardLayout() {
  const session = useQuery(sessionQuery);
  const location = useLocation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);

  if (session.isPending) return <Spinner className="min-h-screen" />;
  if (!session.data) {
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  }

  const artistName = displayArtistName(session.data.user.artistName);
  const isGuest = Boolean(session.data.user.isAnonymous);
  const nav = (onNavigate?: () => void) => (
    <SidebarNav
      artistName={artistName}
      isGuest={isGuest}
      onSignOut={signOut}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="min-h-screen bg-muted/30">
      <aside
        className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r bg-sidebar md:block"
        data-testid="sidebar"
      >
        {nav()}
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur md:hidden">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <Menu aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent>
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Dashboard navigation</SheetDescription>
            {nav(() => setMenuOpen(false))}
          </SheetContent>
        </Sheet>
        <span className="font-semibold">Tribe</span>
      </header>
      <div className="md:pl-64">
        {isGuest && <GuestBanner />}
        <main className="mx-auto max-w-7xl p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

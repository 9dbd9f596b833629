import { LogOut, Settings } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { NAV_ITEMS } from "./nav-items";

interface SidebarProps {
  artistName: string;
  isGuest: boolean;
  onSignOut: () => void;
  onNavigate?: () => void;
}

/** The dashboard navigation; the current item is the one whose path matches exactly. */
export function SidebarNav({ artistName, isGuest, onSignOut, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, "") || "/";
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center gap-2 border-b px-6">
        <span
          className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
          aria-hidden="true"
        >
          T
        </span>
        <span className="text-lg font-semibold">Tribe</span>
      </div>
      <nav aria-label="Dashboard" className="flex-1 space-y-1 overflow-y-auto p-3">
        {NAV_ITEMS.map(({ label, to, icon: Icon }) => {
          const active = current === to;
          return (
            <Link
              key={to}
              to={to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                active
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          );
        })}
      </nav>
      <div className="space-y-2 border-t p-3">
        <Link
          to="/dashboard/settings"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-md px-3 py-2 hover:bg-accent"
          aria-label={`Settings for ${artistName}`}
        >
          <span
            className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
            aria-hidden="true"
          >
            {artistName.slice(0, 1).toUpperCase()}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium" data-testid="sidebar-artist-name">
              {artistName}
            </span>
            <span className="block text-xs text-muted-foreground">
              {isGuest ? "Demo account" : "Settings"}
            </span>
          </span>
          <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
        </Link>
        <Button variant="ghost" className="w-full justify-start" onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </div>
  );
}

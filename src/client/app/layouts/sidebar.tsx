import { Eye, LogOut, Settings } from "lucide-react";
import type { ComponentType } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "@/client/components/brand-mark";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { onIntent } from "@/client/lib/preloadable";
import { useHydrated } from "@/client/lib/use-hydrated";
import { cn } from "@/client/lib/utils";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import { seesMoney } from "@/domain/team/roles";
import { NAV_ITEMS, NAV_SUB_ITEMS, TEAM_NAV_ITEMS } from "./nav-items";
import { useViewAs } from "./use-view-as";
import { WorkspaceSwitcher } from "./workspace-switcher";

interface SidebarProps {
  artistName: string;
  isGuest: boolean;
  onSignOut: () => void;
  /** Fetches what Sign Out opens before the click (a guest's confirmation): `onIntent`. */
  onSignOutIntent?: () => void;
  onNavigate?: () => void;
}

/** The dashboard navigation; the current item is the one whose path matches exactly. */
export function SidebarNav({
  artistName,
  isGuest,
  onSignOut,
  onSignOutIntent,
  onNavigate,
}: SidebarProps) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, "") || "/";
  // A page rendered on the server shows this before its scripts run: links work as links,
  // a button only once React has taken over.
  const hydrated = useHydrated();
  const can = useCan();
  const workspace = useWorkspace().data;
  const viewAs = useViewAs();
  const items = [...NAV_ITEMS, ...TEAM_NAV_ITEMS].filter((item) => !item.needs || can(item.needs));
  // Owners and managers may look through crew's eyes; the banner (view-as-banner.tsx) leads back.
  const mayViewAsCrew =
    workspace && seesMoney(workspace.memberRole) && workspace.role === workspace.memberRole;
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center gap-2 border-b px-6">
        <BrandMark />
      </div>
      <WorkspaceSwitcher onNavigate={onNavigate} />
      <nav
        aria-label={t({ id: "app.sidebar.dashboard", defaultMessage: "Dashboard" })}
        className="flex-1 space-y-1 overflow-y-auto p-3"
      >
        {items.map(({ label, to, icon }) => (
          <div key={to} className="space-y-1">
            <NavLink
              label={t(label)}
              to={to}
              icon={icon}
              current={current}
              onNavigate={onNavigate}
            />
            {NAV_SUB_ITEMS[to]
              ?.filter((sub) => !sub.needs || can(sub.needs))
              .map(({ needs: _needs, label: subLabel, ...sub }) => (
                <NavLink
                  key={sub.to}
                  {...sub}
                  label={t(subLabel)}
                  current={current}
                  onNavigate={onNavigate}
                  nested
                />
              ))}
          </div>
        ))}
      </nav>
      <div className="space-y-2 border-t p-3">
        <Link
          to="/dashboard/settings"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-md px-3 py-2 hover:bg-accent"
          aria-label={t(
            { id: "app.sidebar.settingsFor", defaultMessage: "Settings for {name}" },
            { name: artistName },
          )}
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
              {isGuest
                ? t({ id: "app.sidebar.demoAccount", defaultMessage: "Demo account" })
                : t({ id: "app.sidebar.settings", defaultMessage: "Settings" })}
            </span>
          </span>
          <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
        </Link>
        {mayViewAsCrew && (
          <Button
            variant="ghost"
            className="w-full justify-start"
            onClick={() => {
              onNavigate?.();
              void viewAs("crew");
            }}
          >
            <Eye aria-hidden="true" />
            {t({ id: "app.sidebar.viewAsCrew", defaultMessage: "View as crew" })}
          </Button>
        )}
        <Button
          variant="ghost"
          className="w-full justify-start"
          onClick={onSignOut}
          {...(onSignOutIntent && onIntent(onSignOutIntent))}
          disabled={!hydrated}
        >
          <LogOut aria-hidden="true" />
          {t({ id: "app.sidebar.signOut", defaultMessage: "Sign Out" })}
        </Button>
      </div>
    </div>
  );
}

interface NavLinkProps {
  label: string;
  to: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  current: string;
  onNavigate?: () => void;
  nested?: boolean;
}

function NavLink({ label, to, icon: Icon, current, onNavigate, nested }: NavLinkProps) {
  const active = current === to;
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(
        // The focus ring sits 2 px outside the item, on the sidebar, in the primary colour:
        // the default half-transparent ring read as faint lavender beside the purple item.
        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-sidebar",
        nested && "ml-7 py-1.5",
        active
          ? "bg-primary text-primary-foreground"
          : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
